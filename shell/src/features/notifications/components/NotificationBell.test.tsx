import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import type { NotificationItem } from '../api/notifications';
import { NotificationBell } from './NotificationBell';

const HOUR = 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** `count` notifications, newest first: the first `unread` of them unread. */
function inbox(count: number, unread: number): NotificationItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: count - index,
    kind: 'visitor_assigned',
    title: `Visitor ${count - index} is assigned to you`,
    body: `Call them this week (${count - index}).`,
    link: `/dashboard/first-timers/${count - index}`,
    created_at: ago((index + 1) * 2 * HOUR),
    read_at: index < unread ? null : ago(HOUR),
  }));
}

/** The notifications API as the bell meets it, keeping what was marked read. */
function notificationsApi(items: NotificationItem[]) {
  let rows = items.map((item) => ({ ...item }));
  return (call: FakeCall) => {
    const url = new URL(call.url, 'http://test.invalid');
    if (url.pathname === '/api/notifications' && call.method === 'GET') {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      return {
        status: 200,
        body: { data: rows.slice((page - 1) * perPage, page * perPage), meta: { page, per_page: perPage, total: rows.length }, unread: rows.filter((r) => r.read_at === null).length },
      };
    }
    if (url.pathname === '/api/notifications/read' && call.method === 'POST') {
      const body = call.body as { ids?: number[]; all?: true };
      rows = rows.map((r) => (r.read_at === null && (body.all || body.ids?.includes(r.id)) ? { ...r, read_at: new Date().toISOString() } : r));
      const unread = rows.filter((r) => r.read_at === null).length;
      return { status: 200, body: { data: { unread }, message: 'Marked read.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/notifications'));
const render = (items: NotificationItem[]) => renderWithPlatform(<NotificationBell />, { route: '/dashboard', signedInAs: 'member', api: notificationsApi(items) });
const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name }, { timeout: 3000 });

it('shows the unread count on the bell, asked for once the page has painted', async () => {
  const { calls } = render(inbox(5, 3));
  // The first render asks for nothing: the page's own requests go first.
  expect(listCalls(calls)).toHaveLength(0);
  expect(await bell('Notifications, 3 unread')).toBeInTheDocument();
  expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
  expect(listCalls(calls)[0].url).toBe('/api/notifications?page=1&per_page=1');
});

it('has no number when nothing is unread', async () => {
  const { calls } = render(inbox(2, 0));
  await waitFor(() => expect(listCalls(calls)).toHaveLength(1), { timeout: 3000 });
  expect(await bell('Notifications')).toBeInTheDocument();
  expect(screen.queryByTestId('unread-count')).toBeNull();
});

it('asks for the count again when the person comes back to the page', async () => {
  const { calls } = render(inbox(2, 1));
  await bell('Notifications, 1 unread');
  const before = listCalls(calls).length;
  act(() => {
    window.dispatchEvent(new Event('visibilitychange'));
  });
  await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
});

it('opens with the keyboard, lists newest first with unread ones marked, and Escape gives focus back to the bell', async () => {
  const user = userEvent.setup();
  render(inbox(3, 2));
  const button = await bell('Notifications, 2 unread');
  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = await screen.findByRole('list', { name: 'Notifications' });
  const links = within(list).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('href'))).toEqual(['/dashboard/first-timers/3', '/dashboard/first-timers/2', '/dashboard/first-timers/1']);
  expect(links[0]).toHaveTextContent(/^Unread: Visitor 3 is assigned to you/);
  expect(links[0]).toHaveTextContent('2 hours ago');
  expect(links[1]).toHaveTextContent(/^Unread: /);
  expect(links[2]).not.toHaveTextContent(/Unread/);
  await user.keyboard('{Escape}');
  expect(screen.queryByTestId('notification-panel')).toBeNull();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // Space opens it too.
  await user.keyboard(' ');
  expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
});

it('an entry opens its page and is read: the count drops', async () => {
  const user = userEvent.setup();
  const { calls } = render(inbox(3, 2));
  await user.click(await bell('Notifications, 2 unread'));
  const list = await screen.findByRole('list', { name: 'Notifications' });
  await user.click(within(list).getByRole('link', { name: /Visitor 3 is assigned/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/first-timers/3');
  expect(screen.queryByTestId('notification-panel')).toBeNull();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [3] });
  expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
});

it('marks all read', async () => {
  const user = userEvent.setup();
  const { calls } = render(inbox(3, 2));
  await user.click(await bell('Notifications, 2 unread'));
  await screen.findByRole('list', { name: 'Notifications' });
  await user.click(screen.getByRole('button', { name: 'Mark all read' }));
  expect(await bell('Notifications')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ all: true });
  await waitFor(() => expect(screen.queryByText(/^Unread: /)).toBeNull());
  expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});

it('loads more on request', async () => {
  const user = userEvent.setup();
  render(inbox(25, 0));
  await user.click(await bell('Notifications'));
  const list = await screen.findByRole('list', { name: 'Notifications' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

it('says when there is nothing yet, and links to the mail preferences', async () => {
  const user = userEvent.setup();
  render([]);
  await user.click(await bell('Notifications'));
  expect(await screen.findByText(/^Nothing yet\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose what is mailed to you' })).toHaveAttribute('href', '/dashboard/profile#notifications');
});

it('an entry without a page is marked read on its own button', async () => {
  const user = userEvent.setup();
  const { calls } = render([{ ...inbox(1, 1)[0], link: null, title: 'Your month so far' }]);
  await user.click(await bell('Notifications, 1 unread'));
  await user.click(await screen.findByRole('button', { name: 'Mark read Your month so far' }));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [1] });
  expect(await bell('Notifications')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Your month so far/ })).toBeNull();
});
