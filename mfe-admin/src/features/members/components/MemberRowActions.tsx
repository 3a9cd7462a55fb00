import styled from 'styled-components';
import type { User } from '@church/contracts/user';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { useAuth } from '@church/platform/use-auth';
import { Button } from 'shared_ui/Button';
import { themeOf } from 'shared_ui/theme';
import { useSendInvitation } from '../api/send-invitation';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
`;

export interface MemberRowActionsProps {
  member: User;
  onEdit: (member: User) => void;
  /** Opens the confirmation to deactivate (or reactivate) the person. */
  onToggleActive: (member: User) => void;
}

/** Edit, deactivate or reactivate, and (for active people with an email) send a new invitation. */
export function MemberRowActions({ member, onEdit, onToggleActive }: MemberRowActionsProps) {
  const name = member.full_name;
  // An admin cannot deactivate themselves (the API refuses it): the button is not offered.
  const isSelf = useAuth().user?.id === member.id;
  return (
    <Row>
      <Button variant="outline-primary" size="sm" onClick={() => onEdit(member)} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {!isSelf && (
        <Button variant={member.active ? 'outline-danger' : 'outline-primary'} size="sm" onClick={() => onToggleActive(member)} aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${name}`}>
          {member.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      )}
      {/* Without an email there is nobody to invite: an admin adds one first. */}
      {member.active && member.email && <ResendInvitationButton member={member} />}
    </Row>
  );
}

/** A new link to set a password (the older ones stop working); the outcome as a toast. */
function ResendInvitationButton({ member }: { member: User }) {
  const invite = useSendInvitation();
  const send = () =>
    invite.mutate(member.id, {
      onSuccess: (result) => notifier.success(result.message),
      onError: (error) => notifier.error(errorMessage(error)),
    });
  return (
    <Button variant="ghost" size="sm" loading={invite.isPending} onClick={send} aria-label={`Resend invitation to ${member.full_name}`}>
      Resend invitation
    </Button>
  );
}
