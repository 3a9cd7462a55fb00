import { firstTimerUpdateSchema, HOW_HEARD_OPTIONS, type FirstTimerDetails } from '@church/contracts/first-timers';
import { notifier } from '@church/platform/notifier';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { FormDialog } from 'shared_ui/Dialog';
import { CheckboxField, SelectField, TextField } from 'shared_ui/fields';
import { FieldRow } from 'shared_ui/Page';
import { useUpdateFirstTimer } from '../api/update-first-timer';

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];
const HOW_HEARD = HOW_HEARD_OPTIONS.map((option) => ({ value: option, label: option }));

type Values = {
  first_name: string; last_name: string; phone: string; email: string; gender: string; address: string; how_heard: string; prayer_request: string; consent_to_contact: boolean;
};

const valuesOf = (person: FirstTimerDetails): Values => ({
  first_name: person.first_name,
  last_name: person.last_name,
  phone: person.phone ?? '',
  email: person.email ?? '',
  gender: person.gender ?? '',
  address: person.address ?? '',
  how_heard: person.how_heard ?? '',
  prayer_request: person.prayer_request ?? '',
  consent_to_contact: person.consent_to_contact,
});

// A choice left empty means "not given" (null), as on the welcome form.
const toInput = (values: Values) => ({ ...values, gender: values.gender || null, how_heard: values.how_heard || null });

/** An admin corrects a visitor's details; a refusal shows on its field and what was typed stays. */
export function EditFirstTimerDialog({ person, onClose }: { person: FirstTimerDetails; onClose: () => void }) {
  const update = useUpdateFirstTimer(person.id);
  const initial = valuesOf(person);
  const form = useSchemaForm(firstTimerUpdateSchema, initial, { toInput });
  const submit = form.handleSubmit(() => {
    // Only what changed is sent.
    const input = toInput(form.values);
    const before = toInput(initial);
    const body = Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== before[key as keyof Values]));
    if (Object.keys(body).length === 0) {
      notifier.info('Nothing was changed.');
      onClose();
      return;
    }
    update.mutate(body, {
      onSuccess: (result) => {
        notifier.success(result.message ?? 'The details have been saved.');
        onClose();
      },
      onError: form.setServerErrors,
    });
  });
  return (
    <FormDialog title={`Edit ${person.full_name}`} saveLabel="Save the changes" busy={update.isPending} onSubmit={submit} onClose={onClose} formError={form.formError} formRef={form.formRef}>
      <FieldRow>
        <TextField label="First name" autoComplete="off" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="off" {...form.field('last_name')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="off" {...form.field('phone')} />
        <TextField label="Email" type="email" inputMode="email" autoComplete="off" optional {...form.field('email')} />
      </FieldRow>
      <FieldRow>
        <SelectField label="Gender" placeholder="Not given" optional options={GENDER_OPTIONS} {...form.field('gender')} />
        <SelectField label="How they heard about us" placeholder="Not given" optional options={HOW_HEARD} {...form.field('how_heard')} />
      </FieldRow>
      <TextField label="Address" multiline optional {...form.field('address')} />
      <TextField label="Prayer request" multiline optional {...form.field('prayer_request')} />
      <CheckboxField label="Agrees to be contacted" name="consent_to_contact" checked={form.values.consent_to_contact} onChange={(checked) => form.set('consent_to_contact', checked)} error={form.errors.consent_to_contact} />
    </FormDialog>
  );
}
