import { profileUpdateRequestSchema } from '@church/contracts/auth';
import type { User } from '@church/contracts/user';
import { notifier } from '@church/platform/notifier';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { Button } from 'shared_ui/Button';
import { FormAlert, SelectField, TextField } from 'shared_ui/fields';
import { Card, FieldRow } from 'shared_ui/Page';
import { useUpdateProfile } from '../api/update-profile';

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

type Values = { first_name: string; last_name: string; phone: string; gender: string; birthday: string; address: string };

// Empty optional choices are "not given" (null), which the schema reads as clearing them.
const toInput = (v: Values) => ({ ...v, gender: v.gender || null, birthday: v.birthday || null });

export function DetailsCard({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useSchemaForm(
    profileUpdateRequestSchema,
    { first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '', gender: user.gender ?? '', birthday: user.birthday ?? '', address: user.address ?? '' },
    { toInput },
  );
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (result) => notifier.success(result.message ?? 'Your profile has been updated.'),
      // Refused fields show on themselves; what was typed stays.
      onError: form.setServerErrors,
    }),
  );
  return (
    <Card aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">Your details</h2>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="profile-details-title">
        {form.formError && <FormAlert role="alert">{form.formError}</FormAlert>}
        <FieldRow>
          <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
        </FieldRow>
        <FieldRow>
          <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" optional hint="Start with 0 for a Nigerian number, or with 00 or + for another country." {...form.field('phone')} />
          <SelectField label="Gender" placeholder="Not given" optional options={GENDER_OPTIONS} {...form.field('gender')} />
          <TextField label="Birthday" type="date" optional {...form.field('birthday')} />
        </FieldRow>
        <TextField label="Address" multiline optional autoComplete="street-address" {...form.field('address')} />
        <Button type="submit" loading={update.isPending}>
          Save your details
        </Button>
      </form>
    </Card>
  );
}
