import type { ChurchEvent } from '@church/contracts/events';
import { notifier } from '@church/platform/notifier';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { useDeleteEvent } from '../api/delete-event';

export interface DeleteEventDialogProps {
  event: Pick<ChurchEvent, 'id' | 'title'>;
  onClose: () => void;
}

/** Asks before deleting an event; a refusal is the platform's toast with the API's message. */
export function DeleteEventDialog({ event, onClose }: DeleteEventDialogProps) {
  const remove = useDeleteEvent();
  const confirm = () =>
    remove.mutate(event.id, {
      onSuccess: (result) => notifier.success(result.message),
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      open
      title={`Delete ${event.title}?`}
      message="The event is taken off everyone's list. Calendars it was added to keep their copy."
      confirmLabel="Delete"
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
