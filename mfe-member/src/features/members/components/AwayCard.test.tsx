import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Absence } from '@church/contracts/absences';
import { addDays, formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import type { User } from '@church/contracts/user';
import { testUser, type FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { MemberPage } from './MemberPage';

const today = todayInChurch();
const ada = (over: Partial<User> = {}): User => ({
  id: 7, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', initials: 'AO', avatar: null, email: 'ada.obi@example.com', phone: null,
  gender: null, birthday: null, address: null, roles: ['member'], units: [], active: true, ...over,
});
const absence = (id: number, from: string, to: string, over: Partial<Absence> = {}): Absence => ({
  id, user_id: 7, from, to, reason: null, recorded_by: 7, recorded_by_name: null, created_at: `${from}T08:00:00Z`, ...over,
});

/** The member page's API with Ada's absences kept in memory: GET, POST and DELETE change the list. */
function fakeApi(initial: Absence[], { me, person = ada() }: { me: User; person?: User }) {
  let list = [...initial];
  return (call: FakeCall) => {
    if (call.url === '/api/me') return { status: 200, body: { data: me } };
    if (call.url === '/api/members/7') return { status: 200, body: { data: person } };
    if (call.url === '/api/members/7/attendance') return { status: 200, body: { data: { months: [], last_attended: null } } };
    if (call.url === '/api/members/7/first-timer-records') return { status: 200, body: { data: [] } };
    if (call.url === '/api/members/7/absences' && call.method === 'GET') return { status: 200, body: { data: list } };
    if (call.url === '/api/members/7/absences' && call.method === 'POST') {
      const body = call.body as { from: string; to: string; reason: string };
      if (body.to < body.from) return { status: 422, body: { message: 'Invalid', errors: { to: ['To must be on or after From'] } } };
      const created = absence(99, body.from, body.to, { reason: (body.reason || null) as Absence['reason'], recorded_by: me.id, recorded_by_name: me.full_name });
      list = [...list, created];
      return { status: 201, body: { data: created, message: 'Absence recorded.' } };
    }
    const taken = call.url.match(/^\/api\/members\/7\/absences\/(\d+)$/);
    if (taken && call.method === 'DELETE') {
      list = list.filter((a) => a.id !== Number(taken[1]));
      return { status: 200, body: { message: 'Absence taken back.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

const ROUTE = { route: '/dashboard/members/7', path: '/dashboard/members/:id' };
const LEADER = testUser({ id: 3, first_name: 'Daniel', last_name: 'Mensah', full_name: 'Daniel Mensah', roles: ['leader', 'member'] });
const ADMIN = testUser({ id: 1, roles: ['admin', 'member'] });

it("shows a leader the person's absences, who recorded them, and offers Take back on those not over", async () => {
  const current = absence(1, addDays(today, -1), addDays(today, 5), { reason: 'illness' });
  const coming = absence(2, addDays(today, 20), addDays(today, 22), { reason: 'travel', recorded_by: 1, recorded_by_name: 'Grace Okafor' });
  const over = absence(3, addDays(today, -20), addDays(today, -18));
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', user: LEADER, api: fakeApi([current, coming, over], { me: LEADER }) });
  const card = await screen.findByRole('region', { name: 'Away' });
  const rows = within(await within(card).findByRole('list', { name: 'Absences of Ada Obi' })).getAllByRole('listitem');
  expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
    `Away until ${formatChurchDate(current.to)} · Illness`,
    `${formatChurchDate(coming.from)} to ${formatChurchDate(coming.to)} · Travel · recorded by Grace Okafor`,
    `${formatChurchDate(over.from)} to ${formatChurchDate(over.to)} (over)`,
  ]);
  expect(within(rows[0]).getByRole('button', { name: `Take back the absence of ${formatChurchDate(current.from)} to ${formatChurchDate(current.to)}` })).toBeInTheDocument();
  expect(within(rows[1]).getByRole('button', { name: /Take back/ })).toBeInTheDocument();
  expect(within(rows[2]).queryByRole('button')).toBeNull();
});

it('records an absence for the person, showing a refusal on its field, then takes it back', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'admin', user: ADMIN, api: fakeApi([], { me: ADMIN }) });
  const card = await screen.findByRole('region', { name: 'Away' });
  expect(await within(card).findByText('No absence announced or recorded.')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Record absence' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record an absence for Ada Obi' });
  expect(dialog).toHaveTextContent('They see who recorded it and may take it back.');
  const from = within(dialog).getByLabelText('From');
  const to = within(dialog).getByLabelText('To (the last day away)');
  await user.clear(from);
  await user.type(from, addDays(today, 10));
  await user.clear(to);
  await user.type(to, addDays(today, 3));
  await user.click(within(dialog).getByRole('button', { name: 'Record the absence' }));
  expect(await within(dialog).findByText('To must be on or after From')).toBeInTheDocument();

  await user.clear(to);
  await user.type(to, addDays(today, 12));
  await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'work');
  await user.click(within(dialog).getByRole('button', { name: 'Record the absence' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ from: addDays(today, 10), to: addDays(today, 12), reason: 'work' });
  const list = await within(card).findByRole('list', { name: 'Absences of Ada Obi' });
  expect(list).toHaveTextContent(`${formatChurchDate(addDays(today, 10))} to ${formatChurchDate(addDays(today, 12))} · Work · recorded by ${ADMIN.full_name}`);
  // The goal's expected count changes with an absence: the person's attendance is read again.
  expect(calls.filter((c) => c.url === '/api/members/7/attendance').length).toBeGreaterThan(1);

  await user.click(within(list).getByRole('button', { name: /Take back the absence of/ }));
  const confirm = await screen.findByRole('dialog', { name: 'Take back this absence?' });
  expect(confirm).toHaveTextContent('will be expected of Ada again');
  await user.click(within(confirm).getByRole('button', { name: 'Take back' }));
  expect(await within(card).findByText('No absence announced or recorded.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/members/7/absences/99')).toBe(true);
});

it('offers no recording for a deactivated account, and still lists its absences', async () => {
  const current = absence(1, addDays(today, -1), addDays(today, 5));
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'admin', user: ADMIN, api: fakeApi([current], { me: ADMIN, person: ada({ active: false }) }) });
  const card = await screen.findByRole('region', { name: 'Away' });
  expect(await within(card).findByRole('list', { name: 'Absences of Ada Obi' })).toHaveTextContent(`Away until ${formatChurchDate(current.to)}`);
  expect(card).toHaveTextContent('This account is deactivated: reactivate it before recording an absence.');
  expect(within(card).queryByRole('button', { name: 'Record absence' })).toBeNull();
});

it('is not shown to a member on their own page, and their absences are not asked for', async () => {
  const self = testUser({ id: 7, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', roles: ['member'] });
  const { calls } = renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'member', user: self, api: fakeApi([absence(1, today, today)], { me: self }) });
  expect(await screen.findByRole('heading', { level: 2, name: 'Ada Obi' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Away' })).toBeNull();
  expect(calls.some((c) => c.url.startsWith('/api/members/7/absences'))).toBe(false);
});

it('is brought into view when opened from the roster’s “Away …” badge (#away)', async () => {
  const scrolled: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  try {
    renderWithPlatform(<MemberPage />, { route: '/dashboard/members/7#away', path: ROUTE.path, signedInAs: 'leader', user: LEADER, api: fakeApi([absence(1, today, today)], { me: LEADER }) });
    const card = await screen.findByRole('region', { name: 'Away' });
    await within(card).findByRole('list', { name: 'Absences of Ada Obi' });
    await waitFor(() => expect(scrolled).toContain(card));
  } finally {
    Element.prototype.scrollIntoView = original;
  }
});
