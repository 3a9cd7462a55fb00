import { Suspense, type ComponentType } from 'react';
import { FullScreenLoader } from 'shared_ui/Loader';
import { lazyPage } from '@church/platform/lazy-page';

// The auth pages load lazily behind the logo loader; they live in the shell so they work
// with every remote down.
const LoginPage = lazyPage(() => import('../features/auth/components/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/components/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/components/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/components/ResetPasswordPage'), 'ResetPasswordPage');

function page(Page: ComponentType) {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Page />
    </Suspense>
  );
}

export const authPages = {
  login: page(LoginPage),
  register: page(RegisterPage),
  forgotPassword: page(ForgotPasswordPage),
  resetPassword: page(ResetPasswordPage),
};
