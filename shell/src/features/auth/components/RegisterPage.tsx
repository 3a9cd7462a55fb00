import { Link, useNavigate, useSearchParams } from '@church/platform/router';
import { z } from 'zod';
import { Button } from 'shared_ui/Button';
import { registerRequestSchema } from '@church/contracts/auth';
import { safeRedirect } from '@church/platform/redirects';
import { useAuth } from '@church/platform/use-auth';
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

  const onSubmit = form.handleSubmit(({ phone, ...data }) =>
    register.mutate(
      { ...data, phone: phone ? phone : undefined },
      { onSuccess: () => navigate(redirect, { replace: true }), onError: form.setServerErrors },
    ),
  );

  return (
    <AuthCard title="Create an account" lead="Join the church community online.">
      <form onSubmit={onSubmit} noValidate aria-label="Create an account">
        {form.formError && <FormAlert role="alert">{form.formError}</FormAlert>}
        <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" optional {...form.field('phone')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('password_confirmation')} />
        <Button type="submit" fullWidth loading={register.isPending}>
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
