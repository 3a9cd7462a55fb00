import type { FormEvent } from 'react';
import { serviceCreateSchema, serviceUpdateSchema, type ScheduleService, type ServiceCreate } from '@church/contracts/attendance';
import { WEEKDAYS } from '@church/contracts/services';
import { notifier } from '@church/platform/notifier';
import { useSchemaForm, type SchemaForm } from '@church/platform/use-schema-form';
import { FormDialog } from 'shared_ui/Dialog';
import { RadioGroupField, SelectField, TextField } from 'shared_ui/fields';
import { useAddService } from '../api/add-service';
import { useUpdateService } from '../api/update-service';

// The form's values are named after the API's fields, so a 422's messages land on their fields.
type ServiceFormValues = {
  name: string;
  is_recurring: 'weekly' | 'one-off';
  day_of_week: string;
  service_date: string;
  start_time: string;
};

const EMPTY: ServiceFormValues = { name: '', is_recurring: 'weekly', day_of_week: '', service_date: '', start_time: '' };

const KINDS = [
  { value: 'weekly', label: 'Every week' },
  { value: 'one-off', label: 'Once, on a date' },
];

const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: day }));

function valuesOf(service: ScheduleService): ServiceFormValues {
  return {
    name: service.name,
    is_recurring: service.is_recurring ? 'weekly' : 'one-off',
    day_of_week: service.day_of_week ?? '',
    service_date: service.service_date ?? '',
    start_time: service.start_time.slice(0, 5),
  };
}

// The weekday or the date, whichever the kind needs (the other is not sent); empty is missing.
function kindOf(values: ServiceFormValues) {
  return values.is_recurring === 'weekly'
    ? { is_recurring: true, day_of_week: values.day_of_week || undefined }
    : { is_recurring: false, service_date: values.service_date || undefined };
}

/** The request as the contracts schemas take it. */
function toInput(values: ServiceFormValues) {
  return { name: values.name, ...kindOf(values), start_time: values.start_time };
}

// Zod skips the "weekly needs its weekday, one-off its date" refinement while another field
// fails: this runs the same rule on the kind's fields alone, so every message shows at once.
function kindCheck(values: ServiceFormValues): Partial<Record<keyof ServiceFormValues, string>> {
  const result = serviceUpdateSchema.safeParse(kindOf(values));
  if (result.success) return {};
  const errors: Partial<Record<keyof ServiceFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (field === 'day_of_week' || field === 'service_date') errors[field] ??= issue.message;
  }
  return errors;
}

const FORM_OPTIONS = { toInput, crossCheck: kindCheck };

export interface ServiceFormDialogProps {
  /** The service to edit; none to add one. */
  service?: ScheduleService;
  onClose: () => void;
}

/** Add a service, or edit one: its name, weekly or one-off, its weekday or date, its start. */
export function ServiceFormDialog({ service, onClose }: ServiceFormDialogProps) {
  return service ? <EditServiceDialog service={service} onClose={onClose} /> : <AddServiceDialog onClose={onClose} />;
}

function AddServiceDialog({ onClose }: { onClose: () => void }) {
  const add = useAddService();
  const form = useSchemaForm(serviceCreateSchema, EMPTY, FORM_OPTIONS);
  const submit = form.handleSubmit((body: ServiceCreate) =>
    add.mutate(body, {
      onSuccess: (result) => {
        notifier.success(result.message ?? 'The service has been added to the schedule.');
        onClose();
      },
      onError: form.setServerErrors,
    }),
  );
  return <ServiceForm title="Add a service" saveLabel="Add the service" form={form} busy={add.isPending} onSubmit={submit} onClose={onClose} />;
}

function EditServiceDialog({ service, onClose }: { service: ScheduleService; onClose: () => void }) {
  const update = useUpdateService();
  const form = useSchemaForm(serviceUpdateSchema, valuesOf(service), FORM_OPTIONS);
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: service.id, body },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? 'The service has been updated.');
          onClose();
        },
        onError: form.setServerErrors,
      },
    ),
  );
  return <ServiceForm title={`Edit ${service.name}`} saveLabel="Save the changes" form={form} busy={update.isPending} onSubmit={submit} onClose={onClose} />;
}

interface ServiceFormProps {
  title: string;
  saveLabel: string;
  form: Pick<SchemaForm<ServiceFormValues, unknown>, 'values' | 'errors' | 'formError' | 'set' | 'field'>;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
}

function ServiceForm({ title, saveLabel, form, busy, onSubmit, onClose }: ServiceFormProps) {
  const weekly = form.values.is_recurring === 'weekly';
  return (
    <FormDialog title={title} saveLabel={saveLabel} busy={busy} onSubmit={onSubmit} onClose={onClose} formError={form.formError}>
      <TextField label="Name" autoComplete="off" {...form.field('name')} />
      <RadioGroupField
        label="How often"
        name="is_recurring"
        value={form.values.is_recurring}
        onChange={(value) => form.set('is_recurring', value === 'one-off' ? 'one-off' : 'weekly')}
        options={KINDS}
        error={form.errors.is_recurring}
      />
      {weekly ? (
        <SelectField label="Day of the week" options={WEEKDAY_OPTIONS} placeholder="Choose a day" {...form.field('day_of_week')} />
      ) : (
        <TextField label="Date" type="date" {...form.field('service_date')} />
      )}
      {/* The browser's time picker shows the reader's own clock (6:00 pm or 18:00) and gives HH:MM, as the API keeps it. */}
      <TextField label="Start time" type="time" hint="The church's time" {...form.field('start_time')} />
    </FormDialog>
  );
}
