import type { FormEvent } from 'react';
import { churchTimeZone } from '@church/contracts/church-time';
import {
  createEventSchema, EVENT_DESCRIPTION_MAX, EVENT_FIRST_YEAR, EVENT_LAST_YEAR, EVENT_LOCATION_MAX, type ChurchEvent, updateEventSchema,
} from '@church/contracts/events';
import { notifier } from '@church/platform/notifier';
import { useSchemaForm, type SchemaForm } from '@church/platform/use-schema-form';
import { FormDialog } from 'shared_ui/Dialog';
import { TextField } from 'shared_ui/fields';
import { FieldRow } from 'shared_ui/Page';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { createInput, crossCheck, editInput, type EventFormValues, listOf, NEW_EVENT, valuesOf, withItem } from './event-form-values';
import { UnitCheckboxes } from './UnitCheckboxes';

// The years the contract accepts, so the picker offers no others.
const MIN_INPUT = `${EVENT_FIRST_YEAR}-01-01T00:00`;
const MAX_INPUT = `${EVENT_LAST_YEAR}-12-31T23:59`;

export interface EventFormDialogProps {
  /** The event to edit; none to create one. */
  event?: ChurchEvent;
  onClose: () => void;
}

/** Create an event, or edit one: what, when, where, and for which units. Admins only. */
export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  return event ? <EditEventDialog event={event} onClose={onClose} /> : <CreateEventDialog onClose={onClose} />;
}

function CreateEventDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateEvent();
  const form = useSchemaForm(createEventSchema, NEW_EVENT, { toInput: createInput, crossCheck });
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (result) => {
        notifier.success(result.message ?? `${result.data.title} was created.`);
        onClose();
      },
      // A refused field shows on its field; what was typed stays.
      onError: form.setServerErrors,
    }),
  );
  return <EventForm title="Create an event" saveLabel="Create the event" form={form} busy={create.isPending} onSubmit={submit} onClose={onClose} />;
}

function EditEventDialog({ event, onClose }: { event: ChurchEvent; onClose: () => void }) {
  const update = useUpdateEvent();
  const form = useSchemaForm(updateEventSchema, valuesOf(event), { toInput: editInput, crossCheck });
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: event.id, body },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? `${result.data.title} was saved.`);
          onClose();
        },
        onError: form.setServerErrors,
      },
    ),
  );
  return (
    <EventForm title={`Edit ${event.title}`} saveLabel="Save the changes" form={form} busy={update.isPending} onSubmit={submit} onClose={onClose} currentUnits={event.units} />
  );
}

interface EventFormProps {
  title: string;
  saveLabel: string;
  form: Pick<SchemaForm<EventFormValues, unknown>, 'values' | 'errors' | 'formError' | 'formRef' | 'set' | 'field'>;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  currentUnits?: ChurchEvent['units'];
}

function EventForm({ title, saveLabel, form, busy, onSubmit, onClose, currentUnits }: EventFormProps) {
  const clock = `On the church's clock (${churchTimeZone()}).`;
  return (
    <FormDialog title={title} saveLabel={saveLabel} busy={busy} onSubmit={onSubmit} onClose={onClose} formError={form.formError} formRef={form.formRef}>
      <TextField label="Title" autoComplete="off" {...form.field('title')} />
      <FieldRow>
        <TextField label="Start" type="datetime-local" min={MIN_INPUT} max={MAX_INPUT} hint={clock} {...form.field('starts_at')} />
        <TextField label="End" type="datetime-local" optional min={MIN_INPUT} max={MAX_INPUT} hint="After the start." {...form.field('ends_at')} />
      </FieldRow>
      <TextField label="Location" optional autoComplete="off" hint={`Up to ${EVENT_LOCATION_MAX} characters.`} {...form.field('location')} />
      <TextField label="Description" optional multiline hint={`Up to ${EVENT_DESCRIPTION_MAX} characters.`} {...form.field('description')} />
      <UnitCheckboxes
        selected={listOf(form.values.unit_ids)}
        onToggle={(unitId, ticked) => form.set('unit_ids', withItem(form.values.unit_ids, unitId, ticked))}
        current={currentUnits}
        error={form.errors.unit_ids}
      />
    </FormDialog>
  );
}
