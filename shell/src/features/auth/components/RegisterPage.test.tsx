import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedOut } from '@church/platform/auth-slice';
import { configureHttp } from '@church/platform/http';
import { store } from '@church/platform/store';
import { installFakeFetch, testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import {
  PASSWORD_HAS_EMAIL_MESSAGE, PASSWORD_HAS_NAME_MESSAGE, PASSWORD_TOO_GUESSABLE_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE,
} from '@church/contracts/password-rules';
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
  await fill({ 'First name': 'Tobi', Email: 'tobi@example.org', 'Password': 'plum kettle orbit 42', 'Confirm password': 'plum kettle orbit 43' });
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
  await fill({ 'First name': 'Tobi', 'Last name': 'Ade', Email: 'taken@example.org', Password: 'plum kettle orbit 42', 'Confirm password': 'plum kettle orbit 42' });
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('taken@example.org');
  expect(screen.getByLabelText('First name')).toHaveValue('Tobi');
  expect(calls[0].body).toEqual({ first_name: 'Tobi', last_name: 'Ade', email: 'taken@example.org', password: 'plum kettle orbit 42', password_confirmation: 'plum kettle orbit 42' });

  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'tobi@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe('/');
});

const described = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

it('refuses a short, a guessable and a personal password on the field, keeping what was typed, before calling the API', async () => {
  const { fake } = installFakeFetch(() => ({ status: 201, body: {} }));
  renderWithPlatform(<RegisterPage />, { route: '/register', path: '/register' });
  await fill({ 'First name': 'Tobi', 'Last name': 'Adebayo', Email: 'tobi.ade@example.org', Password: '12345678', 'Confirm password': '12345678' });
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(described(PASSWORD_TOO_SHORT_MESSAGE));

  const retype = async (password: string) => {
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), password);
  };
  await retype('Adebayo sings 2026');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(described(PASSWORD_HAS_NAME_MESSAGE));
  await retype('tobi.ade-kettle');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(described(PASSWORD_HAS_EMAIL_MESSAGE));

  // The strength estimate (the API's own check) runs on submit.
  await retype('password1234');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText(PASSWORD_TOO_GUESSABLE_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Password')).toHaveValue('password1234');
  expect(screen.getByLabelText('Email')).toHaveValue('tobi.ade@example.org');
  expect(fake).not.toHaveBeenCalled();
});

it('shows the API’s refusal of the password on its field', async () => {
  installFakeFetch(() => ({ status: 422, body: { message: PASSWORD_TOO_GUESSABLE_MESSAGE, errors: { password: [PASSWORD_TOO_GUESSABLE_MESSAGE] } } }));
  renderWithPlatform(<RegisterPage />, { route: '/register', path: '/register' });
  await fill({ 'First name': 'Tobi', 'Last name': 'Ade', Email: 'tobi@example.org', Password: 'plum kettle orbit 42', 'Confirm password': 'plum kettle orbit 42' });
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText(PASSWORD_TOO_GUESSABLE_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(described(PASSWORD_TOO_GUESSABLE_MESSAGE));
  expect(screen.getByLabelText('Password')).toHaveValue('plum kettle orbit 42');
});
