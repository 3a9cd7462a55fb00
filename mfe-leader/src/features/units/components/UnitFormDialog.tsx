import type { FormEvent } from 'react';
import { createUnitSchema, updateUnitSchema, UNIT_DESCRIPTION_MAX, type Unit } from '@church/contracts/units';
import { notifier } from '@church/platform/notifier';
import { useSchemaForm, type SchemaForm } from '@church/platform/use-schema-form';
import { FormDialog } from 'shared_ui/Dialog';
import { TextField } from 'shared_ui/fields';
import { useCreateUnit } from '../api/create-unit';
import { useUpdateUnit } from '../api/update-unit';

// Named after the API's fields, so a 422's messages land on their fields.
type UnitFormValues = { name: string; description: string };

export interface UnitFormDialogProps {
  /** The unit to edit; none to create one. */
  unit?: Unit;
  onClose: () => void;
}

/** Create a unit, or edit one: its name (its slug follows) and description. Admins only. */
export function UnitFormDialog({ unit, onClose }: UnitFormDialogProps) {
  return unit ? <EditUnitDialog unit={unit} onClose={onClose} /> : <CreateUnitDialog onClose={onClose} />;
}

function CreateUnitDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUnit();
  const form = useSchemaForm(createUnitSchema, { name: '', description: '' });
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (result) => {
        notifier.success(result.message ?? `${result.data.name} was created.`);
        onClose();
      },
      onError: form.setServerErrors,
    }),
  );
  return <UnitForm title="Create a unit" saveLabel="Create the unit" form={form} busy={create.isPending} onSubmit={submit} onClose={onClose} />;
}

function EditUnitDialog({ unit, onClose }: { unit: Unit; onClose: () => void }) {
  const update = useUpdateUnit();
  const form = useSchemaForm(updateUnitSchema, { name: unit.name, description: unit.description ?? '' });
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: unit.id, body },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? `${result.data.name} was saved.`);
          onClose();
        },
        onError: form.setServerErrors,
      },
    ),
  );
  return <UnitForm title={`Edit ${unit.name}`} saveLabel="Save the changes" form={form} busy={update.isPending} onSubmit={submit} onClose={onClose} />;
}

interface UnitFormProps {
  title: string;
  saveLabel: string;
  form: Pick<SchemaForm<UnitFormValues, unknown>, 'formError' | 'field'>;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
}

function UnitForm({ title, saveLabel, form, busy, onSubmit, onClose }: UnitFormProps) {
  return (
    <FormDialog title={title} saveLabel={saveLabel} busy={busy} onSubmit={onSubmit} onClose={onClose} formError={form.formError}>
      <TextField label="Name" autoComplete="off" hint="For example Choir, Ushering or Media." {...form.field('name')} />
      <TextField label="Description" optional multiline hint={`What the unit does, in up to ${UNIT_DESCRIPTION_MAX} characters.`} {...form.field('description')} />
    </FormDialog>
  );
}
