import type { User } from '@church/contracts/user';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { useUpdateMember } from '../api/update-member';

export const DEACTIVATE_EXPLANATION = 'They will be signed out at once and cannot sign in until reactivated. Nothing they recorded is lost.';
export const REACTIVATE_EXPLANATION = "They can sign in again, and are back in the directory and on their units' rosters.";

export interface ActiveToggleDialogProps {
  member: User;
  onClose: () => void;
}

/** Asks before deactivating (or reactivating) a person, then does it. */
export function ActiveToggleDialog({ member, onClose }: ActiveToggleDialogProps) {
  const update = useUpdateMember();
  const deactivating = member.active;
  const verb = deactivating ? 'Deactivate' : 'Reactivate';

  const confirm = () =>
    update.mutate(
      { id: member.id, body: { active: !deactivating } },
      {
        onSuccess: () => {
          notifier.success(`${member.full_name} has been ${deactivating ? 'deactivated' : 'reactivated'}.`);
          onClose();
        },
        // e.g. "You cannot deactivate your own account."
        onError: (error) => notifier.error(errorMessage(error)),
      },
    );

  return (
    <ConfirmDialog
      open
      title={`${verb} ${member.full_name}?`}
      message={deactivating ? DEACTIVATE_EXPLANATION : REACTIVATE_EXPLANATION}
      confirmLabel={verb}
      destructive={deactivating}
      busy={update.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
