import { screen, within } from '@testing-library/react';
import type { MonthSummaryJson } from '@church/contracts/attendance';
import type { MemberAttendance } from '@church/contracts/members';
import type { User } from '@church/contracts/user';
import { CURRENT_USER_QUERY_KEY } from '@church/platform/current-user';
import { createQueryClient } from '@church/platform/query-client';
import { testUser, type FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { memberGreeting, memberGreetingSubject } from './contact-message';
import { MemberPage } from './MemberPage';

const ada = (over: Partial<User> = {}): User => ({
  id: 7, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', initials: 'AO', avatar: null, email: 'ada.obi@example.com', phone: '+2348031234567',
  gender: 'female', birthday: '1990-06-14', address: '12 Palm Street, Ikeja', roles: ['leader', 'member'],
  units: [{ id: 1, name: 'Choir', slug: 'choir', is_leader: true }, { id: 2, name: 'Ushers', slug: 'ushers', is_leader: false }],
  active: true,
  ...over,
});

// April 2024 to March 2025, oldest first; March (this month) is 3 of 4.
const month = (year: number, m: number, over: Partial<MonthSummaryJson> = {}): MonthSummaryJson => ({
  month: m, year, expected: 4, goal: 4, own_goal: null, attended: 1, percentage: 25, level: "The Sower's Seed", message: 'Every seed starts small.',
  held: 4, attended_so_far: 1, so_far_percentage: 25, excused: 0, ...over,
});
const MONTHS = [
  ...Array.from({ length: 9 }, (_, i) => month(2024, i + 4)),
  month(2025, 1, { attended: 2, percentage: 50, level: "Faith's Foundation", message: 'You are laying solid ground.' }),
  month(2025, 2, { attended: 4, percentage: 100, level: 'The Good Steward', message: 'Present at every gathering.' }),
  month(2025, 3, { attended: 3, percentage: 75, level: 'The Shining Lamp', message: 'Your presence brightens the room.' }),
];
const ATTENDANCE: MemberAttendance = { months: MONTHS, last_attended: '2025-03-09' };

type Answer = { status: number; body: unknown };
function api({ person = ada(), attendance = ATTENDANCE, me = testUser({ roles: ['leader', 'member'] }) }: { person?: User | Answer; attendance?: MemberAttendance | Answer; me?: User } = {}) {
  const reply = (value: object): Answer => ('status' in value && 'body' in value ? (value as Answer) : { status: 200, body: { data: value } });
  return (call: FakeCall) => {
    if (call.url === '/api/me') return { status: 200, body: { data: me } };
    if (call.url === '/api/members/7') return reply(person);
    if (call.url === '/api/members/7/attendance') return reply(attendance);
    return { status: 404, body: { message: 'Not found' } };
  };
}

const ROUTE = { route: '/dashboard/members/7', path: '/dashboard/members/:id' };
const FORBIDDEN = { status: 403, body: { message: 'This action is unauthorized.' } };
const MISSING = { status: 404, body: { message: 'No member with this id.' } };

it('shows the person: avatar, name, contact details, roles and units with the units they lead marked', async () => {
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', api: api() });
  expect(screen.getByRole('heading', { level: 1, name: 'Member details' })).toBeInTheDocument();
  expect(document.title).toBe('Member details · Community Church');
  expect(await screen.findByRole('heading', { level: 2, name: 'Ada Obi' })).toBeInTheDocument();

  const profile = screen.getByTestId('profile-card');
  expect(within(profile).getByRole('img', { name: 'Avatar of Ada Obi' })).toHaveTextContent('AO');
  expect(within(profile).queryByText('Deactivated')).toBeNull();
  const details = Object.fromEntries(within(profile).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
  expect(details).toEqual({
    Email: 'ada.obi@example.com', Phone: '+2348031234567', Address: '12 Palm Street, Ikeja', Gender: 'Female', Birthday: 'Jun 14, 1990',
  });

  const membership = screen.getByTestId('membership-card');
  expect(within(within(membership).getByRole('list', { name: 'Roles' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Leader', 'Member']);
  expect(within(within(membership).getByRole('list', { name: 'Units' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ChoirLeader', 'Ushers']);
});

it('marks a deactivated person and says what is missing', async () => {
  renderWithPlatform(<MemberPage />, {
    ...ROUTE,
    signedInAs: 'leader',
    api: api({ person: ada({ active: false, phone: null, gender: null, birthday: null, address: null, roles: ['member'], units: [] }) }),
  });
  const profile = await screen.findByTestId('profile-card');
  expect(within(profile).getByText('Deactivated')).toBeInTheDocument();
  expect(within(profile).getAllByText('Not provided')).toHaveLength(4);
  // No phone: email is the only one-tap action.
  expect(within(profile).getAllByRole('link').map((a) => a.textContent)).toEqual(['Email Ada Obi']);
  expect(screen.getByTestId('membership-card')).toHaveTextContent('Not in any unit.');
});

it("shows this month's progress, the last twelve months and the last day attended", async () => {
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', api: api() });
  const progress = await screen.findByRole('region', { name: 'This month' });
  expect(within(progress).getByTestId('progress-percentage')).toHaveTextContent('75%');
  expect(progress).toHaveTextContent('75%of their goal');
  expect(within(progress).getByRole('progressbar', { name: 'Progress towards their goal' })).toHaveAttribute('aria-valuenow', '75');
  expect(within(progress).getByTestId('progress-level')).toHaveTextContent('The Shining Lamp');
  expect(progress).toHaveTextContent('Your presence brightens the room.');
  expect(within(progress).getByTestId('progress-count')).toHaveTextContent('Attended 3 of their goal of 4 services.');
  expect(progress).toHaveTextContent('divided by their goal, rounded down');

  const history = screen.getByRole('region', { name: 'Last twelve months' });
  expect(within(history).getByTestId('last-attended')).toHaveTextContent('Last attended: Mar 9, 2025');
  const months = within(within(history).getByRole('list', { name: "Ada's attendance over the last twelve months" })).getAllByRole('listitem');
  expect(months).toHaveLength(12);
  expect(months[0]).toHaveTextContent('25%');
  expect(months[0]).toHaveTextContent("April 2024: The Sower's Seed, 1 of 4 attended");
  expect(months[10]).toHaveTextContent('100%');
  expect(months[10]).toHaveTextContent('February 2025: The Good Steward, 4 of 4 attended');
  expect(months[11]).toHaveTextContent('March 2025: The Shining Lamp, 3 of 4 attended');
});

it('says Never for someone who has not attended yet', async () => {
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', api: api({ attendance: { months: MONTHS, last_attended: null } }) });
  expect(await screen.findByTestId('last-attended')).toHaveTextContent('Last attended: Never');
});

it('shows a person without an account (no email) as "No sign-in", with no email action and nothing reading "null"', async () => {
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'admin', api: api({ person: ada({ email: null }), me: testUser({ roles: ['admin', 'member'] }) }) });
  const profile = await screen.findByTestId('profile-card');
  expect(within(profile).getByText('No sign-in')).toBeInTheDocument();
  expect(profile).not.toHaveTextContent('null');
  expect(within(profile).queryByRole('link', { name: 'Email Ada Obi' })).not.toBeInTheDocument();
  expect(within(profile).getByRole('link', { name: 'Edit in the directory' })).toHaveAttribute('href', expect.stringContaining('search=Ada%20Obi'));
});

it('offers one-tap call, WhatsApp and email carrying a short greeting', async () => {
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', api: api() });
  const actions = await screen.findByRole('group', { name: 'Contact Ada Obi' });
  const greeting = memberGreeting('Ada');
  expect(greeting).toBe('Hello Ada, greetings from Community Church! We hope you are well.');
  expect(within(actions).getByRole('link', { name: 'Call Ada Obi' })).toHaveAttribute('href', 'tel:+2348031234567');
  const whatsapp = within(actions).getByRole('link', { name: 'WhatsApp Ada Obi (opens in a new tab)' });
  expect(whatsapp).toHaveAttribute('href', `https://wa.me/2348031234567?text=${encodeURIComponent(greeting)}`);
  expect(whatsapp).toHaveAttribute('target', '_blank');
  expect(within(actions).getByRole('link', { name: 'Email Ada Obi' })).toHaveAttribute(
    'href',
    `mailto:ada.obi@example.com?subject=${encodeURIComponent(memberGreetingSubject())}&body=${encodeURIComponent(greeting)}`,
  );
});

it('shows the same not-found page for a person one may not see (403) and a missing one (404)', async () => {
  const forbidden = renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', api: api({ person: FORBIDDEN, attendance: FORBIDDEN }) });
  const refused = await screen.findByRole('alert');
  expect(refused).toHaveTextContent('Member not found');
  expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute('href', '/dashboard');
  // The page still is the member page (its h1), only its content says "not found".
  expect(screen.getByRole('heading', { level: 1, name: 'Member details' })).toBeInTheDocument();
  const refusedText = refused.textContent;
  forbidden.unmount();

  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'admin', api: api({ person: MISSING, attendance: MISSING, me: testUser({ roles: ['admin', 'member'] }) }) });
  const missing = await screen.findByRole('alert');
  expect(missing.textContent).toBe(refusedText);
  expect(screen.queryByText('No member with this id.')).toBeNull();
  expect(screen.queryByText('This action is unauthorized.')).toBeNull();
});

it('shows the same not-found page for an id the API refuses to read (422) and asks nothing for one that cannot exist', async () => {
  const refused = renderWithPlatform(<MemberPage />, {
    ...ROUTE,
    signedInAs: 'leader',
    api: api({ person: { status: 422, body: { message: 'Id is too large', errors: { id: ['Id is too large'] } } } }),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Member not found');
  refused.unmount();

  const { calls } = renderWithPlatform(<MemberPage />, { route: '/dashboard/members/abc', path: ROUTE.path, signedInAs: 'leader', api: api() });
  expect(await screen.findByRole('alert')).toHaveTextContent('Member not found');
  expect(calls.some((c) => c.url.startsWith('/api/members'))).toBe(false);
});

it('tells an admin that an id that cannot exist is not found, asking nothing of the API', async () => {
  const { calls } = renderWithPlatform(<MemberPage />, { route: '/dashboard/members/abc', path: ROUTE.path, signedInAs: 'admin', api: api({ me: testUser({ roles: ['admin', 'member'] }) }) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Member not found');
  expect(calls.some((c) => c.url.startsWith('/api/members'))).toBe(false);
});

it('leads back to the list the person was opened from, its filters kept', async () => {
  const list = '/dashboard/admin/members?search=obi&role=leader';
  renderWithPlatform(<MemberPage />, { route: `/dashboard/members/7?back=${encodeURIComponent(list)}`, path: ROUTE.path, signedInAs: 'admin', api: api({ me: testUser({ roles: ['admin', 'member'] }) }) });
  await screen.findByRole('heading', { level: 2, name: 'Ada Obi' });
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'Members' })).toHaveAttribute('href', list);
  expect(within(crumbs).queryByRole('link', { name: 'Dashboard' })).toBeNull();
});

it('says not found with the way back to the roster it was opened from', async () => {
  const roster = '/dashboard/leaders/units?unit=1';
  renderWithPlatform(<MemberPage />, { route: `/dashboard/members/7?back=${encodeURIComponent(roster)}`, path: ROUTE.path, signedInAs: 'leader', api: api({ person: FORBIDDEN, attendance: FORBIDDEN }) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Member not found');
  expect(screen.getByRole('link', { name: 'Back to Units' })).toHaveAttribute('href', roster);
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Units' })).toHaveAttribute('href', roster);
});

it('links an admin to the person in the members directory', async () => {
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'admin', api: api({ me: testUser({ roles: ['admin', 'member'] }) }) });
  expect(await screen.findByRole('link', { name: 'Edit in the directory' })).toHaveAttribute('href', '/dashboard/admin/members?search=ada.obi%40example.com');
});

it('does not offer the directory to a leader', async () => {
  const queryClient = createQueryClient();
  const leader = testUser({ roles: ['leader', 'member'] });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, leader);
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', user: leader, api: api({ me: leader }), queryClient });
  await screen.findByRole('heading', { level: 2, name: 'Ada Obi' });
  expect(screen.queryByRole('link', { name: 'Edit in the directory' })).toBeNull();
});

it('offers a retry when the person cannot be loaded', async () => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', api: api({ person: { status: 500, body: { message: 'Server error' } } }), queryClient });
  expect(await screen.findByText('Something went wrong with data loading.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByText('Member not found')).toBeNull();
});

it('keeps the details when only the attendance cannot be loaded', async () => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', api: api({ attendance: { status: 500, body: { message: 'Server error' } } }), queryClient });
  const attendance = await screen.findByRole('region', { name: 'Attendance' });
  expect(await within(attendance).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Ada Obi' })).toBeInTheDocument();
});
