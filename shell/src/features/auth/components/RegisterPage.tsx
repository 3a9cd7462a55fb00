import { Link, useNavigate, useSearchParams } from '@church/platform/router';
import { z } from 'zod';
import { Button } from 'shared_ui/Button';
import { registerRequestSchema } from '@church/contracts/auth';
import { PASSWORD_HINT } from '@church/contracts/password-rules';
import { safeRedirect } from '@church/platform/redirects';
import { useAuth } from '@church/platform/use-auth';
import { usePasswordStrength } from '@church/platform/use-password-strength';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { AuthCard, Footer, FormAlert } from './AuthCard';
import { TextField } from 'shared_ui/fields';

const MISMATCH = 'Passwords do not match';

// The confirmation is a client-side check only; the API takes the password once.
export const registerFormSchema = registerRequestSchema
  .extend({ password_confirmation: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.password_confirmation, { message: MISMATCH, path: ['password_confirmation'] });

// Zod skips the refinement while another field fails; this reports the mismatch alongside.
const confirmationCheck = (v: { password: string; password_confirmation: string }) =>
  v.password_confirmation && v.password !== v.password_confirmation ? { password_confirmation: MISMATCH } : {};

export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const form = useSchemaForm(registerFormSchema, {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    password_confirmation: '',
  }, { crossCheck: confirmationCheck, revalidateAfterSubmit: true });

  const strength = usePasswordStrength();

  // The schema checked length, email and names; the strength estimate (the API's own check) follows.
  const onSubmit = form.handleSubmit(async ({ phone, ...data }) => {
    const problem = await strength.check(data.password, { email: data.email, firstName: data.first_name, lastName: data.last_name });
    if (problem) {
      form.applyServerErrors({ password: [problem] });
      return;
    }
    register.mutate(
      { ...data, phone: phone ? phone : undefined },
      { onSuccess: () => navigate(redirect, { replace: true }), onError: form.setServerErrors },
    );
  });

  return (
    <AuthCard title="Create an account" lead="Join the church community online.">
      <form method="post" onSubmit={onSubmit} noValidate aria-label="Create an account">
        {form.formError && <FormAlert role="alert">{form.formError}</FormAlert>}
        <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" optional {...form.field('phone')} />
        <TextField label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...strength.preloading(form.field('password'))} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('password_confirmation')} />
        <Button type="submit" fullWidth loading={register.isPending || strength.checking}>
          Create account
        </Button>
      </form>
      <Footer>
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </Footer>
    </AuthCard>
  );
}
