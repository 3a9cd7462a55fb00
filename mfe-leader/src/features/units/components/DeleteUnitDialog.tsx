import { useState } from 'react';
import type { Unit } from '@church/contracts/units';
import { errorMessage, HttpError } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { useDeleteUnit } from '../api/delete-unit';

export interface DeleteUnitDialogProps {
  unit: Unit;
  onClose: () => void;
  /** After the unit is gone (e.g. leave its page). */
  onDeleted: () => void;
}

/**
 * Asks before deleting a unit. A unit with members answers 409: its message (how many people it
 * would take off the roster) replaces the question, and "Delete anyway" sends force=true.
 */
export function DeleteUnitDialog({ unit, onClose, onDeleted }: DeleteUnitDialogProps) {
  const remove = useDeleteUnit();
  const [conflict, setConflict] = useState<string | null>(null);

  const confirm = () =>
    remove.mutate(
      { id: unit.id, force: conflict !== null },
      {
        onSuccess: (result) => {
          notifier.success(result.message);
          onDeleted();
        },
        onError: (error) => {
          if (error instanceof HttpError && error.status === 409) {
            setConflict(errorMessage(error));
            return;
          }
          notifier.error(errorMessage(error));
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      open
      title={`Delete ${unit.name}?`}
      message={
        conflict ? (
          <p role="alert">{conflict}</p>
        ) : (
          <p>The unit is deleted for good. The people on its roster stay members of the church and of their other units.</p>
        )
      }
      confirmLabel={conflict ? 'Delete anyway' : 'Delete'}
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
