import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedOut } from '@church/platform/auth-slice';
import { configureHttp } from '@church/platform/http';
import { store } from '@church/platform/store';
import { installFakeFetch, testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { RegisterPage } from './RegisterPage';

beforeEach(() => {
  store.dispatch(signedOut());
  configureHttp({ baseUrl: '/api' });
});

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
}

it('checks every field and the password confirmation before calling the API', async () => {
  const { fake } = installFakeFetch(() => ({ status: 200, body: {} }));
  renderWithPlatform(<RegisterPage />, { route: '/register', path: '/register' });
  await fill({ 'First name': 'Tobi', Email: 'tobi@example.org', 'Password': 'secret123', 'Confirm password': 'secret124' });
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
  expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  expect(fake).not.toHaveBeenCalled();
});

it('shows the server field errors, keeps the input, then signs in and goes home', async () => {
  let attempt = 0;
  const { calls } = installFakeFetch(() => {
    attempt += 1;
    return attempt === 1
      ? { status: 422, body: { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } } }
      : { status: 201, body: { data: { token: 'tok', user: testUser({ first_name: 'Tobi' }) } } };
  });
  renderWithPlatform(<RegisterPage />, { route: '/register', path: '/register' });
  await fill({ 'First name': 'Tobi', 'Last name': 'Ade', Email: 'taken@example.org', Password: 'secret123', 'Confirm password': 'secret123' });
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('taken@example.org');
  expect(screen.getByLabelText('First name')).toHaveValue('Tobi');
  expect(calls[0].body).toEqual({ first_name: 'Tobi', last_name: 'Ade', email: 'taken@example.org', password: 'secret123', password_confirmation: 'secret123' });

  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'tobi@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe('/');
});
