import { useState } from 'react';
import { Link } from '@church/platform/router';
import { Button } from 'shared_ui/Button';
import { forgotPasswordRequestSchema } from '@church/contracts/auth';
import { notifier } from '@church/platform/notifier';
import { useForgotPassword } from '../api/forgot-password';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { AuthCard, Footer, FormAlert } from './AuthCard';
import { TextField } from 'shared_ui/fields';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(forgotPasswordRequestSchema, { email: '' }, { revalidateAfterSubmit: true });

  const onSubmit = form.handleSubmit((data) =>
    forgot.mutate(data, {
      onSuccess: ({ message }) => {
        notifier.success(message);
        setSent(message);
      },
      onError: form.setServerErrors,
    }),
  );

  return (
    <AuthCard title="Forgot your password?" lead="Enter your email and we will send you a link to choose a new password.">
      {sent && (
        <p role="status" data-testid="reset-link-sent">
          {sent}
        </p>
      )}
      <form method="post" onSubmit={onSubmit} noValidate aria-label="Forgot password">
        {form.formError && <FormAlert role="alert">{form.formError}</FormAlert>}
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" fullWidth loading={forgot.isPending}>
          Send reset link
        </Button>
      </form>
      <Footer>
        <p>
          Remembered it? <Link to="/login">Back to log in</Link>
        </p>
      </Footer>
    </AuthCard>
  );
}
