import { z } from 'zod';
import { CURRENT_PASSWORD_NEEDED_MESSAGE, EMAIL_CHANGED_MESSAGE, profileUpdateRequestSchema } from '@church/contracts/auth';
import { emailField } from '@church/contracts/fields';
import type { User } from '@church/contracts/user';
import { notifier } from '@church/platform/notifier';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { Button } from 'shared_ui/Button';
import { FormAlert, TextField } from 'shared_ui/fields';
import { Card } from 'shared_ui/Page';
import { useUpdateProfile } from '../api/update-profile';

// The part of PATCH /api/me that changes the sign-in email: both fields are needed here (the
// contract's schema is all-optional, as other details need no password).
const emailChangeSchema = z.object({
  email: emailField,
  current_password: profileUpdateRequestSchema.shape.current_password.unwrap().min(1, CURRENT_PASSWORD_NEEDED_MESSAGE),
});

/** A new sign-in email needs the current password; the previous address gets a notice. */
export function EmailCard({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useSchemaForm(emailChangeSchema, { email: '', current_password: '' });
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (result) => {
        notifier.success(result.message ?? EMAIL_CHANGED_MESSAGE);
        form.reset();
      },
      onError: form.setServerErrors,
    }),
  );
  return (
    <Card aria-labelledby="profile-email-title">
      <h2 id="profile-email-title">Sign-in email</h2>
      <p>
        You sign in with <strong>{user.email}</strong>.
      </p>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="profile-email-title">
        {form.formError && <FormAlert role="alert">{form.formError}</FormAlert>}
        <TextField label="New email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Current password" type="password" autoComplete="current-password" hint="We ask for it so nobody else can take over your account." {...form.field('current_password')} />
        <Button type="submit" loading={update.isPending}>
          Change email
        </Button>
      </form>
    </Card>
  );
}
