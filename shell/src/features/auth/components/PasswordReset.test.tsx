import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttp } from '@church/platform/http';
import { configureNotifier } from '@church/platform/notifier';
import { installFakeFetch } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { PASSWORD_HAS_EMAIL_MESSAGE, PASSWORD_HAS_NAME_MESSAGE, PASSWORD_TOO_GUESSABLE_MESSAGE } from '@church/contracts/password-rules';
import { ResetPasswordPage } from './ResetPasswordPage';

const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
beforeEach(() => {
  jest.clearAllMocks();
  configureHttp({ baseUrl: '/api' });
  configureNotifier(notify);
});

it('forgot password sends the email and shows the server message', async () => {
  const { calls } = installFakeFetch(() => ({ status: 200, body: { message: 'If an account exists for that email, a password reset link is on its way.' } }));
  renderWithPlatform(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByTestId('reset-link-sent')).toHaveTextContent('a password reset link is on its way');
  expect(calls[0]).toMatchObject({ url: '/api/forgot-password', body: { email: 'grace@example.org' } });
  expect(notify.success).toHaveBeenCalledWith('If an account exists for that email, a password reset link is on its way.');
});

it('reset password takes the token and email from the link and goes to /login on success', async () => {
  const { calls } = installFakeFetch(() => ({ status: 200, body: { message: 'Your password has been reset. You can now log in.' } }));
  renderWithPlatform(<ResetPasswordPage />, { route: '/reset-password?token=abc123&email=grace%40example.org', path: '/reset-password' });
  expect(screen.getByLabelText('Email')).toHaveValue('grace@example.org');
  await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');

  await userEvent.clear(screen.getByLabelText('Confirm new password'));
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe('/login');
  expect(calls[0].body).toEqual({ token: 'abc123', email: 'grace@example.org', password: 'new-secret-1', password_confirmation: 'new-secret-1' });
  expect(notify.success).toHaveBeenCalledWith('Your password has been reset. You can now log in.');
});

it('a refused reset token is shown above the form and the typed passwords stay', async () => {
  installFakeFetch(() => ({ status: 422, body: { message: 'This password reset link is invalid or has expired.' } }));
  renderWithPlatform(<ResetPasswordPage />, { route: '/reset-password?token=old&email=grace%40example.org', path: '/reset-password' });
  await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  expect(screen.getByLabelText('New password')).toHaveValue('new-secret-1');
});

it('a link without a token explains and offers a new one', () => {
  renderWithPlatform(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
  expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is invalid or incomplete.');
  expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
});

it('an invitation link asks a new member to set their password, through the same single-use reset', async () => {
  const { calls } = installFakeFetch(() => ({ status: 200, body: { message: 'Your password has been reset. You can now log in.' } }));
  renderWithPlatform(<ResetPasswordPage />, { route: '/reset-password?token=inv123&email=ada%40example.org&invitation=1', path: '/reset-password' });
  expect(screen.getByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
  expect(screen.getByText('Welcome! Choose a password for your new church account.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New password'), 'first-secret-1');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'first-secret-1');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(calls[0]).toMatchObject({ url: '/api/reset-password', body: { token: 'inv123', email: 'ada@example.org', password: 'first-secret-1' } });
});

it('refuses the email and a guessable password on the field, and shows the API’s refusal (the account’s name) there too', async () => {
  const { fake } = installFakeFetch(() => ({ status: 422, body: { message: PASSWORD_HAS_NAME_MESSAGE, errors: { password: [PASSWORD_HAS_NAME_MESSAGE] } } }));
  renderWithPlatform(<ResetPasswordPage />, { route: '/reset-password?token=abc123&email=grace%40example.org', path: '/reset-password' });
  const submit = async (password: string) => {
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  };
  await submit('grace-is-singing');
  expect(await screen.findByText(PASSWORD_HAS_EMAIL_MESSAGE)).toBeInTheDocument();
  await submit('password1234');
  expect(await screen.findByText(PASSWORD_TOO_GUESSABLE_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(fake).not.toHaveBeenCalled();

  await submit('okafor kettle orbit 42');
  expect(await screen.findByText(PASSWORD_HAS_NAME_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('New password')).toHaveValue('okafor kettle orbit 42');
  expect(fake).toHaveBeenCalledTimes(1);
});
