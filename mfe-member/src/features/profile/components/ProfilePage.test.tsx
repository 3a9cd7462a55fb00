import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_PASSWORD_WRONG_MESSAGE, PASSWORD_CHANGED_MESSAGE, type SessionInfo } from '@church/contracts/auth';
import { PASSWORD_HAS_EMAIL_MESSAGE, PASSWORD_HAS_NAME_MESSAGE, PASSWORD_TOO_GUESSABLE_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '@church/contracts/password-rules';
import { AVATAR_MESSAGES } from '@church/contracts/avatar';
import type { Household } from '@church/contracts/households';
import type { User } from '@church/contracts/user';
import { configureNotifier } from '@church/platform/notifier';
import { store } from '@church/platform/store';
import { testUser, type FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { ProfilePage } from './ProfilePage';

const GRACE = testUser({ phone: '+2348031234567', gender: 'female' });
const SESSIONS: SessionInfo[] = [
  { id: 1, browser: 'Chrome on Android', created_at: '2026-11-01T10:00:00Z', last_used_at: new Date().toISOString(), current: true },
  { id: 2, browser: 'Safari on macOS', created_at: '2026-10-01T10:00:00Z', last_used_at: '2026-11-20T10:00:00Z', current: false },
];

/** The account API as the page meets it, keeping what was saved. */
function accountApi(over?: (call: FakeCall) => { status: number; body?: unknown } | undefined, signedIn = SESSIONS) {
  let me: User = GRACE;
  let sessions = signedIn;
  return (call: FakeCall) => {
    const answer = over?.(call);
    if (answer) return answer;
    if (call.url === '/api/me' && call.method === 'GET') return { status: 200, body: { data: me } };
    if (call.url === '/api/me' && call.method === 'PATCH') {
      me = { ...me, ...(call.body as Partial<User>) };
      return { status: 200, body: { data: me, message: 'Your profile has been updated.' } };
    }
    if (call.url === '/api/me/avatar') {
      me = { ...me, avatar: call.method === 'PUT' ? '/api/avatars/abc' : null };
      return { status: 200, body: { data: me, message: call.method === 'PUT' ? 'Your profile picture has been updated.' : 'Your profile picture has been removed.' } };
    }
    if (call.url === '/api/me/password') return { status: 200, body: { message: PASSWORD_CHANGED_MESSAGE } };
    if (call.url === '/api/me/sessions' && call.method === 'GET') return { status: 200, body: { data: sessions } };
    if (call.url === '/api/me/notification-preferences' && call.method === 'GET') return { status: 200, body: { data: [] } };
    if (call.url === '/api/me/households') return { status: 200, body: { data: [] } };
    if (call.url === '/api/me/sessions' && call.method === 'DELETE') {
      sessions = sessions.filter((s) => s.current);
      return { status: 200, body: { message: 'Signed out of 1 other device.' } };
    }
    const device = /^\/api\/me\/sessions\/(\d+)$/.exec(call.url);
    if (device && call.method === 'DELETE') {
      const ended = sessions.find((s) => s.id === Number(device[1]) && !s.current);
      if (!ended) return { status: 404, body: { message: 'No device of yours is signed in with that session.' } };
      sessions = sessions.filter((s) => s !== ended);
      return { status: 200, body: { message: `Signed out of ${ended.browser}.` } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(`error: ${m}`), info: (m) => toasts.push(`info: ${m}`) });
});

const render = (api = accountApi()) => renderWithPlatform(<ProfilePage />, { route: '/dashboard/profile', signedInAs: 'member', user: GRACE, api });
const details = () => screen.getByRole('form', { name: 'Your details' });

it('saves the details; a refused field shows on itself and the typed input stays', async () => {
  const user = userEvent.setup();
  let refuse = true;
  const { calls } = render(accountApi((call) => {
    if (call.method === 'PATCH' && refuse) {
      refuse = false;
      return { status: 422, body: { message: 'Enter a valid phone number', errors: { phone: ['Enter a valid phone number'] } } };
    }
    return undefined;
  }));
  const phone = await within(await screen.findByRole('form', { name: 'Your details' })).findByLabelText(/^Phone/);
  expect(phone).toHaveValue('+2348031234567');
  await user.clear(phone);
  await user.type(phone, '0805 555 0101');
  await user.click(within(details()).getByRole('button', { name: 'Save your details' }));
  expect(await within(details()).findByText('Enter a valid phone number')).toBeInTheDocument();
  expect(within(details()).getByLabelText(/^Phone/)).toHaveValue('0805 555 0101');
  await user.click(within(details()).getByRole('button', { name: 'Save your details' }));
  await waitFor(() => expect(toasts).toContain('Your profile has been updated.'));
  expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toMatchObject({ phone: '0805 555 0101', gender: 'female', birthday: null });
  // The saved phone is the profile's: the session, in the store and in localStorage, keeps none of it.
  expect(within(details()).getByLabelText(/^Phone/)).toHaveValue('0805 555 0101');
  expect(store.getState().auth.user).not.toHaveProperty('phone');
  expect(JSON.parse(localStorage.getItem('auth-user')!).user).toMatchObject({ first_name: 'Grace' });
  for (const value of ['0805 555 0101', '+2348031234567', 'female']) expect(localStorage.getItem('auth-user')).not.toContain(value);
});

it('changes the sign-in email only with the current password, shown on its field when wrong', async () => {
  const user = userEvent.setup();
  const { calls } = render(accountApi((call) =>
    call.method === 'PATCH' && (call.body as { current_password?: string }).current_password === 'wrong'
      ? { status: 422, body: { message: CURRENT_PASSWORD_WRONG_MESSAGE, errors: { current_password: [CURRENT_PASSWORD_WRONG_MESSAGE] } } }
      : undefined));
  const form = await screen.findByRole('form', { name: 'Sign-in email' });
  await user.type(within(form).getByLabelText('New email'), 'grace.new@example.org');
  await user.click(within(form).getByRole('button', { name: 'Change email' }));
  expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(/Enter your current password to change your email/);
  await user.type(within(form).getByLabelText('Current password'), 'wrong');
  await user.click(within(form).getByRole('button', { name: 'Change email' }));
  expect(await within(form).findByText(CURRENT_PASSWORD_WRONG_MESSAGE)).toBeInTheDocument();
  await user.clear(within(form).getByLabelText('Current password'));
  await user.type(within(form).getByLabelText('Current password'), 'right-one');
  await user.click(within(form).getByRole('button', { name: 'Change email' }));
  expect(await screen.findByText('grace.new@example.org')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ email: 'grace.new@example.org', current_password: 'right-one' });
  expect(within(form).getByLabelText('Current password')).toHaveValue('');
});

it('changes the password and clears the fields', async () => {
  const user = userEvent.setup();
  render();
  const form = await screen.findByRole('form', { name: 'Password' });
  await user.type(within(form).getByLabelText('Current password'), 'old-secret-1');
  await user.type(within(form).getByLabelText('New password'), 'new-secret-12');
  await user.type(within(form).getByLabelText('Confirm new password'), 'new-secret-12');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(toasts).toContain(PASSWORD_CHANGED_MESSAGE));
  expect(within(form).getByLabelText('New password')).toHaveValue('');
});

it('refuses a weak new password on its field, with the person’s own name and email, keeping what was typed', async () => {
  const user = userEvent.setup();
  const { calls } = render();
  const form = await screen.findByRole('form', { name: 'Password' });
  const submit = async (password: string) => {
    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'old-secret-1');
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), password);
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), password);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
  };
  await submit('password');
  expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(new RegExp(PASSWORD_TOO_SHORT_MESSAGE));
  await submit('okafor-kettle-42');
  expect(await within(form).findByText(PASSWORD_HAS_NAME_MESSAGE)).toBeInTheDocument();
  await submit('GRACE@example.org');
  expect(await within(form).findByText(PASSWORD_HAS_EMAIL_MESSAGE)).toBeInTheDocument();
  await submit('password1234');
  expect(await within(form).findByText(PASSWORD_TOO_GUESSABLE_MESSAGE)).toBeInTheDocument();
  expect(within(form).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByLabelText('New password')).toHaveValue('password1234');
  expect(calls.filter((c) => c.url === '/api/me/password')).toEqual([]);
});

it('uploads a picture through the picker, shows it everywhere at once, and removes it', async () => {
  const user = userEvent.setup();
  const { calls } = render();
  await screen.findByRole('button', { name: 'Change your picture' });
  // The Avatar's button opens this hidden file input (the e2e story clicks the button itself).
  const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'face.png', { type: 'image/png' });
  await user.upload(picker, png);
  await waitFor(() => expect(store.getState().auth.user?.avatar).toBe('/api/avatars/abc'));
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ avatar: expect.stringMatching(/^data:image\/png;base64,/) });
  expect(toasts).toContain('Your profile picture has been updated.');
  await user.click(await screen.findByRole('button', { name: 'Remove picture' }));
  await waitFor(() => expect(store.getState().auth.user?.avatar).toBeNull());
  expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
});

it('says a refused file beside the picture until a good one replaces it, then shows the new picture and its success', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { calls } = render();
  await screen.findByRole('button', { name: 'Change your picture' });
  const card = screen.getByRole('region', { name: 'Your picture' });
  const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(picker, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent(AVATAR_MESSAGES.notAccepted);
  expect(calls.filter((c) => c.url === '/api/me/avatar')).toEqual([]);
  expect(toasts).toEqual([]);

  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'face.png', { type: 'image/png' });
  await user.upload(picker, png);
  await waitFor(() => expect(within(card).queryByRole('alert')).toBeNull());
  expect(await within(card).findByRole('img', { name: GRACE.full_name })).toHaveAttribute('src', '/api/avatars/abc');
  expect(toasts).toEqual(['Your profile picture has been updated.']);
});

it('says a picture the API refuses beside the picture, once, and clears it with the next choice', async () => {
  const user = userEvent.setup();
  let refuse = true;
  render(accountApi((call) => {
    if (call.url === '/api/me/avatar' && refuse) {
      refuse = false;
      return { status: 422, body: { message: 'This file is not an image we can read.', errors: { avatar: ['This file is not an image we can read.'] } } };
    }
    return undefined;
  }));
  await screen.findByRole('button', { name: 'Change your picture' });
  const card = screen.getByRole('region', { name: 'Your picture' });
  const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'face.png', { type: 'image/png' });
  await user.upload(picker, png);
  expect(await within(card).findByRole('alert')).toHaveTextContent('This file is not an image we can read.');
  expect(toasts).toEqual([]);
  await user.upload(picker, png);
  await waitFor(() => expect(toasts).toEqual(['Your profile picture has been updated.']));
  expect(within(card).queryByRole('alert')).toBeNull();
});

it('shows the person\'s household: its people, and a child\'s allergies and care notes', async () => {
  const household: Household = {
    id: 5, name: 'The Bello Family', address: '3 Palm Close',
    people: [
      { id: 1, full_name: 'Grace Bello', role: 'adult', birthday: null, email: 'grace@example.org' },
      { id: 9, full_name: 'Tolu Bello', role: 'child', birthday: '2018-04-02', email: null, care: { allergies: 'Peanuts', care_notes: 'Shy at drop-off', school_grade: 2 } },
    ],
  };
  render(accountApi((call) => (call.url === '/api/me/households' ? { status: 200, body: { data: [household] } } : undefined)));
  const card = await screen.findByRole('region', { name: 'The Bello Family' });
  const people = within(card).getByRole('list', { name: 'People of The Bello Family' });
  expect(within(people).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Grace Bello Adult', 'Tolu Bello ChildAllergies: PeanutsCare notes: Shy at drop-off']);
  expect(card).toHaveTextContent('3 Palm Close');
});

it('says so when the person is in no household', async () => {
  render();
  expect(await screen.findByText(/You are not an adult of any household yet/)).toBeInTheDocument();
});

it('lists the signed-in devices and signs out the others after confirming', async () => {
  const user = userEvent.setup();
  const { calls } = render();
  const list = await screen.findByRole('list', { name: 'Signed-in devices' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^Chrome on AndroidThis device/), expect.stringMatching(/^Safari on macOS/)]);
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('signed in Nov 1, 2026, last used just now');
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await user.click(within(screen.getByRole('dialog', { name: 'Sign out everywhere else?' })).getByRole('button', { name: 'Sign out the others' }));
  await waitFor(() => expect(toasts).toContain('Signed out of 1 other device.'));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem')).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
});

it('signs out one other device from its row; this device has no such button', async () => {
  const user = userEvent.setup();
  const tablet: SessionInfo = { id: 3, browser: 'Chrome on Windows', created_at: '2026-09-01T10:00:00Z', last_used_at: '2026-11-21T10:00:00Z', current: false };
  const { calls } = render(accountApi(undefined, [...SESSIONS, tablet]));
  const list = await screen.findByRole('list', { name: 'Signed-in devices' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]).queryByRole('button')).toBeNull();
  await user.click(within(list).getByRole('button', { name: 'Sign out Safari on macOS' }));
  await waitFor(() => expect(toasts).toContain('Signed out of Safari on macOS.'));
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/me/sessions/2']);
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Signed-in devices' })).queryByText('Safari on macOS')).toBeNull());
  expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
});
