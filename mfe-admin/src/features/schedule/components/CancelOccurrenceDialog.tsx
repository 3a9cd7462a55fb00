import { cancellationRequestSchema, type OccurrenceJson } from '@church/contracts/attendance';
import { notifier } from '@church/platform/notifier';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { FormDialog } from 'shared_ui/Dialog';
import { TextField } from 'shared_ui/fields';
import { useCancelOccurrence } from '../api/cancel-occurrence';
import { describeDay, describeStart } from './describe';

/** Cancels one occurrence of a service, with the reason members will see. */
export function CancelOccurrenceDialog({ occurrence, onClose }: { occurrence: OccurrenceJson; onClose: () => void }) {
  const cancel = useCancelOccurrence();
  const form = useSchemaForm(cancellationRequestSchema, { reason: '' }, { toInput: (values) => ({ date: occurrence.date, reason: values.reason }) });
  const submit = form.handleSubmit((body) =>
    cancel.mutate(
      { serviceId: occurrence.service_id, body },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? 'The service is cancelled on that day.');
          onClose();
        },
        onError: form.setServerErrors,
      },
    ),
  );

  return (
    <FormDialog
      title={`Cancel ${occurrence.service_name}?`}
      formLabel={`Cancel ${occurrence.service_name}`}
      saveLabel="Cancel the service"
      cancelLabel="Keep it"
      destructive
      busy={cancel.isPending}
      onSubmit={submit}
      onClose={onClose}
      intro={
        <p>
          {occurrence.service_name} will not be held on {describeDay(occurrence)} at {describeStart(occurrence)}. Nobody is expected at it, so it does not count
          towards anyone&apos;s monthly goal.
        </p>
      }
      formError={form.formError}
    >
      <TextField label="Reason" hint="Members see it on their attendance calendar." autoComplete="off" {...form.field('reason')} />
    </FormDialog>
  );
}
