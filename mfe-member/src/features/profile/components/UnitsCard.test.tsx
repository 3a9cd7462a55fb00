import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@church/contracts/user';
import { configureNotifier } from '@church/platform/notifier';
import { testUser, type FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { ProfilePage } from './ProfilePage';

// The profile's "My units": the units the person is in, and leaving one after a confirmation
// (DELETE /api/me/units/:id).
const CHOIR = { id: 1, name: 'Choir', slug: 'choir', is_leader: false };
const MEDIA = { id: 2, name: 'Media', slug: 'media', is_leader: true };
const GRACE = testUser({ units: [CHOIR, MEDIA], roles: ['leader', 'member'] });

/** The account API as the page meets it: leaving a unit takes it off GET /me. */
function accountApi(over?: (call: FakeCall) => { status: number; body?: unknown } | undefined) {
  let me: User = GRACE;
  return (call: FakeCall) => {
    const answer = over?.(call);
    if (answer) return answer;
    if (call.url === '/api/me' && call.method === 'GET') return { status: 200, body: { data: me } };
    if (call.url === '/api/me/sessions') return { status: 200, body: { data: [] } };
    if (call.url === '/api/me/notification-preferences') return { status: 200, body: { data: [] } };
    if (call.url === '/api/me/households') return { status: 200, body: { data: [] } };
    const leaving = /^\/api\/me\/units\/(\d+)$/.exec(call.url);
    if (leaving && call.method === 'DELETE') {
      me = { ...me, units: me.units.filter((unit) => unit.id !== Number(leaving[1])) };
      return { status: 204 };
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
const unitsList = () => screen.getByRole('list', { name: 'My units' });

it('lists the units the person is in, the ones they lead marked, and what their leaders see', async () => {
  render();
  const list = await screen.findByRole('list', { name: 'My units' });
  const [choir, media] = within(list).getAllByRole('listitem');
  expect(choir).toHaveTextContent('Choir');
  expect(within(choir).getByRole('button', { name: 'Leave Choir' })).toBeInTheDocument();
  expect(media).toHaveTextContent('Leader');
  expect(screen.getByText(/leaders see your contact details and your attendance/)).toBeInTheDocument();
});

it('leaves a unit once confirmed; cancelling sends nothing', async () => {
  const user = userEvent.setup();
  const { calls } = render();
  await user.click(await screen.findByRole('button', { name: 'Leave Choir' }));
  const dialog = screen.getByRole('dialog', { name: 'Leave Choir?' });
  expect(dialog).toHaveTextContent('its leaders no longer see your details or your attendance');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Leave Choir' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Leave Choir?' })).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(toasts).toEqual(['You left Choir.']));
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/me/units/1']);
  await waitFor(() => expect(within(unitsList()).getAllByRole('listitem')).toHaveLength(1));
  expect(unitsList()).toHaveTextContent('Media');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('warns a leader that leaving ends their leadership', async () => {
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'Leave Media' }));
  expect(screen.getByRole('dialog', { name: 'Leave Media?' })).toHaveTextContent('You stop leading Media and leave its roster.');
});

it('says so when the person had already left, and shows their units as they are', async () => {
  const user = userEvent.setup();
  let left = false;
  render(accountApi((call) => {
    if (call.method === 'DELETE') {
      left = true;
      return { status: 404, body: { message: 'You are not in this unit.' } };
    }
    if (left && call.url === '/api/me') return { status: 200, body: { data: { ...GRACE, units: [MEDIA] } } };
    return undefined;
  }));
  await user.click(await screen.findByRole('button', { name: 'Leave Choir' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Leave Choir?' })).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(toasts).toEqual(['error: You are not in this unit.']));
  await waitFor(() => expect(within(unitsList()).getAllByRole('listitem')).toHaveLength(1));
});

it('says when the person is in no unit', async () => {
  render(accountApi((call) => (call.url === '/api/me' ? { status: 200, body: { data: { ...GRACE, units: [] } } } : undefined)));
  expect(await screen.findByText('You are not in any unit.')).toBeInTheDocument();
});
