import type { Unit, UnitMember } from '@church/contracts/units';
import { notifier } from '@church/platform/notifier';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { useRemoveMember } from '../api/remove-member';

export interface RemoveMemberDialogProps {
  unit: Pick<Unit, 'id' | 'name'>;
  person: Pick<UnitMember, 'id' | 'full_name'>;
  onClose: () => void;
}

/** Asks before taking a person off the roster; a refusal (a leader removing a leader) is a toast. */
export function RemoveMemberDialog({ unit, person, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveMember();
  const confirm = () =>
    remove.mutate(
      { unitId: unit.id, userId: person.id },
      {
        onSuccess: (result) => notifier.success(result.message),
        // The platform's toast carries the API's message; the dialog has nothing more to say.
        onSettled: onClose,
      },
    );

  return (
    <ConfirmDialog
      open
      title={`Remove ${person.full_name} from ${unit.name}?`}
      message={`${person.full_name} stays a member of the church and of any other unit; only ${unit.name}'s roster changes.`}
      confirmLabel="Remove"
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
