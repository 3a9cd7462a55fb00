import { useState } from 'react';
import type { FirstTimerDetails } from '@church/contracts/first-timers';
import { isClosedFollowUpStatus } from '@church/contracts/follow-up';
import { pathTo } from '@church/contracts/site-map';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { useNavigate } from '@church/platform/router';
import { renderRouterLink } from '@church/platform/router-link';
import { Button } from 'shared_ui/Button';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { DescriptionList } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { useMemberLink } from '../api/member-link';
import { useRemoveFirstTimer } from '../api/remove-first-timer';
import { useUpdateFollowUpStatus } from '../api/update-follow-up-status';
import { EditFirstTimerDialog } from './EditFirstTimerDialog';
import { LinkMemberDialog } from './LinkMemberDialog';

export const REMOVE_EXPLANATION = 'Their name, phone, email, address, prayer request and the follow-up notes are erased and the follow-up is closed. Their visits still count in the figures. This cannot be undone.';

type Open = 'edit' | 'link' | 'remove' | null;

/** Admins only: the member account the visitor became, and correcting or removing the record. */
export function VisitorRecordCard({ person }: { person: FirstTimerDetails }) {
  const [open, setOpen] = useState<Open>(null);
  const { unlink } = useMemberLink(person.id);
  const remove = useRemoveFirstTimer(person.id);
  const markIntegrated = useUpdateFollowUpStatus(person.id);
  const navigate = useNavigate();
  const close = () => setOpen(null);
  const member = person.member;
  const mayMarkIntegrated = member !== null && !isClosedFollowUpStatus(person.follow_up.status);

  return (
    <Card aria-labelledby="record-title">
      <h2 id="record-title">Record</h2>
      <DescriptionList
        items={[{ label: 'Member account', value: member ? renderRouterLink(pathTo('members', 'member', { id: member.id }), member.full_name) : 'Not linked to a member' }]}
      />
      {mayMarkIntegrated && (
        <p>
          {member.full_name} has an account now. If the church counts them as integrated, say so:{' '}
          <Button
            variant="outline-primary"
            loading={markIntegrated.isPending}
            onClick={() => markIntegrated.mutate('Integrated', { onSuccess: () => notifier.success('The follow-up is now Integrated.'), onError: (e) => notifier.error(errorMessage(e)) })}
          >
            Mark Integrated
          </Button>
        </p>
      )}
      <p>
        <Button variant="outline-primary" onClick={() => setOpen('edit')}>Edit details</Button>{' '}
        {member ? (
          <Button variant="outline-primary" loading={unlink.isPending} onClick={() => unlink.mutate(undefined, { onSuccess: () => notifier.success('The visitor is no longer linked to a member.') })}>
            Unlink from {member.full_name}
          </Button>
        ) : (
          <Button variant="outline-primary" onClick={() => setOpen('link')}>Link to a member</Button>
        )}{' '}
        <Button variant="danger" onClick={() => setOpen('remove')}>Remove record</Button>
      </p>
      {open === 'edit' && <EditFirstTimerDialog person={person} onClose={close} />}
      {open === 'link' && <LinkMemberDialog firstTimerId={person.id} firstTimerName={person.full_name} onClose={close} />}
      <ConfirmDialog
        open={open === 'remove'}
        title={`Remove ${person.full_name}?`}
        message={REMOVE_EXPLANATION}
        confirmLabel="Remove the record"
        destructive
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (result) => {
              notifier.success(result.message ?? 'The first-timer has been removed.');
              navigate(pathTo('admin', 'firstTimers'));
            },
            onError: close,
          })
        }
      />
    </Card>
  );
}
