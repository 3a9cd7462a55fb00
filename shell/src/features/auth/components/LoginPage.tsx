import { Link, useNavigate, useSearchParams } from '@church/platform/router';
import { Button } from 'shared_ui/Button';
import { safeRedirect } from '@church/platform/redirects';
import { useAuth } from '@church/platform/use-auth';
import { lazySchema, useSchemaForm } from '@church/platform/use-schema-form';
import { AuthCard, Footer, FormAlert } from './AuthCard';
import { TextField } from 'shared_ui/fields';

// The sign-in rules (with zod) load when the visitor enters the form: the page paints and
// starts without them (decision 0017).
const loginRules = lazySchema(() => import('@church/contracts/auth').then((auth) => auth.loginRequestSchema));

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const form = useSchemaForm(loginRules, { email: '', password: '' }, { revalidateAfterSubmit: true });

  const onSubmit = form.handleSubmit((data) =>
    login.mutate(data, {
      onSuccess: () => navigate(redirect, { replace: true }),
      onError: form.setServerErrors,
    }),
  );

  return (
    <AuthCard title="Log in" lead="Welcome back. Sign in to your church account.">
      {/* method="post": submitted natively (no JavaScript), the password never goes into the URL. */}
      <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Log in">
        {form.formError && <FormAlert role="alert">{form.formError}</FormAlert>}
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" fullWidth loading={login.isPending}>
          Log in
        </Button>
      </form>
      <Footer>
        <p>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <p>
          New here? <Link to={params.get('redirect') ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>Create an account</Link>
        </p>
      </Footer>
    </AuthCard>
  );
}
