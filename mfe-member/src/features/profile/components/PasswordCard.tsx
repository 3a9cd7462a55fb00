import { changePasswordRequestSchema } from '@church/contracts/auth';
import { PASSWORD_HINT } from '@church/contracts/password-rules';
import type { User } from '@church/contracts/user';
import { notifier } from '@church/platform/notifier';
import { usePasswordStrength } from '@church/platform/use-password-strength';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { Button } from 'shared_ui/Button';
import { FormAlert, TextField } from 'shared_ui/fields';
import { Card } from 'shared_ui/Page';
import { useChangePassword } from '../api/change-password';

/**
 * A new password with the current one: the other devices are signed out, this one stays. The new
 * one meets the rules of docs/decisions/0013-passwords.md, checked here before the API checks them.
 */
export function PasswordCard({ user }: { user: Pick<User, 'email' | 'first_name' | 'last_name'> }) {
  const change = useChangePassword();
  const strength = usePasswordStrength();
  const form = useSchemaForm(changePasswordRequestSchema, { current_password: '', password: '', password_confirmation: '' });
  const submit = form.handleSubmit(async (body) => {
    const problem = await strength.check(body.password, { email: user.email, firstName: user.first_name, lastName: user.last_name });
    if (problem) {
      form.applyServerErrors({ password: [problem] });
      return;
    }
    change.mutate(body, {
      onSuccess: (result) => {
        notifier.success(result.message);
        form.reset();
      },
      onError: form.setServerErrors,
    });
  });
  return (
    <Card aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">Password</h2>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="profile-password-title">
        {form.formError && <FormAlert role="alert">{form.formError}</FormAlert>}
        <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('current_password')} />
        <TextField label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...strength.preloading(form.field('password'))} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('password_confirmation')} />
        <Button type="submit" loading={change.isPending || strength.checking}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
