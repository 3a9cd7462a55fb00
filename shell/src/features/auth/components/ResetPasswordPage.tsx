import { Link, useNavigate, useSearchParams } from '@church/platform/router';
import { Button } from 'shared_ui/Button';
import { resetPasswordRequestSchema } from '@church/contracts/auth';
import { PASSWORD_HINT } from '@church/contracts/password-rules';
import { notifier } from '@church/platform/notifier';
import { useResetPassword } from '../api/reset-password';
import { usePasswordStrength } from '@church/platform/use-password-strength';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { AuthCard, Footer, FormAlert } from './AuthCard';
import { TextField } from 'shared_ui/fields';

// A new member's invitation is the same single-use link (docs/decisions/0009-members.md) with
// `invitation=1`: the page then speaks of choosing a first password.
const WORDING = {
  reset: { title: 'Reset your password', lead: 'Choose a new password for your account.', submit: 'Reset password' },
  invitation: { title: 'Set your password', lead: 'Welcome! Choose a password for your new church account.', submit: 'Set password' },
};

/** Opened from the emailed link: /reset-password?token=...&email=...[&invitation=1] */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wording = params.get('invitation') === '1' ? WORDING.invitation : WORDING.reset;
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useSchemaForm(resetPasswordRequestSchema, {
    token,
    email: params.get('email') ?? '',
    password: '',
    password_confirmation: '',
  }, { revalidateAfterSubmit: true });
  const strength = usePasswordStrength();

  if (!token) {
    return (
      <AuthCard title={wording.title}>
        <FormAlert role="alert">This password reset link is invalid or incomplete. Please request a new one.</FormAlert>
        <Footer>
          <p>
            <Link to="/forgot-password">Request a new reset link</Link>
          </p>
        </Footer>
      </AuthCard>
    );
  }

  // The schema checked length and email; the strength estimate follows. The API also checks the
  // account's names, which this page does not know: its 422 lands on the password field.
  const onSubmit = form.handleSubmit(async (data) => {
    const problem = await strength.check(data.password, { email: data.email });
    if (problem) {
      form.applyServerErrors({ password: [problem] });
      return;
    }
    reset.mutate(data, {
      onSuccess: ({ message }) => {
        notifier.success(message);
        navigate('/login', { replace: true });
      },
      onError: form.setServerErrors,
    });
  });

  // A token problem is not the user's typing: show it above the form.
  const tokenError = form.errors.token;
  return (
    <AuthCard title={wording.title} lead={wording.lead}>
      <form method="post" onSubmit={onSubmit} noValidate aria-label="Reset password">
        {(form.formError || tokenError) && <FormAlert role="alert">{form.formError ?? tokenError}</FormAlert>}
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...strength.preloading(form.field('password'))} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('password_confirmation')} />
        <Button type="submit" fullWidth loading={reset.isPending || strength.checking}>
          {wording.submit}
        </Button>
      </form>
      <Footer>
        <p>
          <Link to="/forgot-password">Request a new reset link</Link>
        </p>
      </Footer>
    </AuthCard>
  );
}
