import { changePasswordRequestSchema } from '@church/contracts/auth';
import { notifier } from '@church/platform/notifier';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { Button } from 'shared_ui/Button';
import { FormAlert, TextField } from 'shared_ui/fields';
import { Card } from 'shared_ui/Page';
import { useChangePassword } from '../api/change-password';

/** A new password with the current one: the other devices are signed out, this one stays. */
export function PasswordCard() {
  const change = useChangePassword();
  const form = useSchemaForm(changePasswordRequestSchema, { current_password: '', password: '', password_confirmation: '' });
  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (result) => {
        notifier.success(result.message);
        form.reset();
      },
      onError: form.setServerErrors,
    }),
  );
  return (
    <Card aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">Password</h2>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="profile-password-title">
        {form.formError && <FormAlert role="alert">{form.formError}</FormAlert>}
        <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('current_password')} />
        <TextField label="New password" type="password" autoComplete="new-password" {...form.field('password')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('password_confirmation')} />
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
