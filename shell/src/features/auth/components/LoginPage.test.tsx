import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEACTIVATED_MESSAGE } from '@church/contracts/members';
import { signedOut } from '@church/platform/auth-slice';
import { configureHttp } from '@church/platform/http';
import { store } from '@church/platform/store';
import { installFakeFetch, testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { LoginPage } from './LoginPage';

beforeEach(() => {
  store.dispatch(signedOut());
  configureHttp({ baseUrl: '/api' });
});

it('labels its controls and shows a message per field when submitted empty or invalid', async () => {
  const { fake } = installFakeFetch(() => ({ status: 200, body: {} }));
  renderWithPlatform(<LoginPage />, { route: '/login', path: '/login' });
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
  expect(fake).not.toHaveBeenCalled();
});

it('keeps the typed input and shows the server field errors after a refusal', async () => {
  // What POST /api/login answers for a wrong email or password: 401, the message also under errors.email.
  installFakeFetch(() => ({ status: 401, body: { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } } }));
  renderWithPlatform(<LoginPage />, { route: '/login', path: '/login' });
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('These credentials do not match our records.');
  expect(screen.getByLabelText('Email')).toHaveValue('grace@example.org');
  expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  expect(store.getState().auth.isAuthenticated).toBe(false);
});

it('tells a deactivated person why they cannot sign in (403 from POST /api/login)', async () => {
  installFakeFetch(() => ({ status: 403, body: { message: DEACTIVATED_MESSAGE, errors: { email: [DEACTIVATED_MESSAGE] } } }));
  renderWithPlatform(<LoginPage />, { route: '/login', path: '/login' });
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'right-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText(DEACTIVATED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(DEACTIVATED_MESSAGE);
  expect(store.getState().auth.isAuthenticated).toBe(false);
});

it('shows a refusal without field errors above the form', async () => {
  installFakeFetch(() => ({ status: 401, body: { message: 'These credentials do not match our records.' } }));
  renderWithPlatform(<LoginPage />, { route: '/login', path: '/login' });
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
});

it('signs in and goes to the redirect value, replacing the login entry', async () => {
  const { calls } = installFakeFetch(() => ({ status: 200, body: { data: { token: 'tok', user: testUser() } } }));
  renderWithPlatform(<LoginPage />, { route: '/login?redirect=%2Fdashboard%2Fattendance%3Fmonth%3D3', path: '/login' });
  await userEvent.type(screen.getByLabelText('Email'), '  grace@example.org ');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/attendance?month=3');
  expect(calls[0].body).toEqual({ email: 'grace@example.org', password: 'secret123' });
  expect(store.getState().auth.token).toBe('tok');
});

// A browser drops a tab or line break from a URL: `/<tab>/evil.example` would open another site.
it.each(['%2F%09%2Fevil.example', '/%0A/evil.example', '/%250D/evil.example'])('goes to / for a redirect holding a control character (%s)', async (redirect) => {
  installFakeFetch(() => ({ status: 200, body: { data: { token: 'tok', user: testUser() } } }));
  renderWithPlatform(<LoginPage />, { route: `/login?redirect=${redirect}`, path: '/login' });
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe('/');
});

it('goes to / without a redirect value', async () => {
  installFakeFetch(() => ({ status: 200, body: { data: { token: 'tok', user: testUser() } } }));
  renderWithPlatform(<LoginPage />, { route: '/login', path: '/login' });
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe('/');
});
