import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_DEFINITIONS, type SlippingMember } from '@church/contracts/analytics';
import { absentDefinition, careMessage } from '@church/contracts/care-messages';
import type { AbsentMember, Unit } from '@church/contracts/units';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { DashboardPage } from './DashboardPage';

const unit = (over: Partial<Unit> & Pick<Unit, 'id' | 'name'>): Unit => ({ slug: over.name.toLowerCase(), description: null, member_count: 0, attendance_percentage: null, ...over });
const CHOIR = unit({ id: 1, name: 'Choir', member_count: 12, attendance_percentage: 72 });
const MEDIA = unit({ id: 2, name: 'Media', member_count: 3, attendance_percentage: null });
const person = (over: Partial<AbsentMember> & Pick<AbsentMember, 'id' | 'full_name'>): AbsentMember => ({
  phone: null, email: `${over.full_name.split(' ')[0].toLowerCase()}@example.org`, is_leader: false, last_attended: null, ...over,
});
const ADA = person({ id: 11, full_name: 'Ada Obi', phone: '0803 123 4567', last_attended: '2025-11-02' });
const BEN = person({ id: 12, full_name: 'Ben Eze', is_leader: true });
const SLIPPING: SlippingMember = {
  id: 13, full_name: 'Grace Bello', phone: '0803 765 4321', email: 'grace@example.org', units: [{ id: 1, name: 'Choir' }], leaders: [],
  recent: { attended: 1, expected: 12, percent: 8 }, baseline: { attended: 30, expected: 36, percent: 83 }, last_attended: '2025-11-02',
};
const occurrence = (date: string) => ({ service_id: 1, service_name: 'Sunday Service', date });

function api(units: Unit[] = [CHOIR, MEDIA]) {
  return (call: FakeCall) => {
    if (call.url === '/api/units?include=attendance') return { status: 200, body: { data: units } };
    const absent = /^\/api\/units\/(\d+)\/absent-members\?misses=(\d)$/.exec(call.url);
    if (absent) {
      const misses = Number(absent[2]);
      const occurrences = ['2025-11-16', '2025-11-23', '2025-11-30'].slice(0, misses).map(occurrence);
      return { status: 200, body: { data: { misses, occurrences, members: absent[1] === '1' ? [ADA, BEN] : [] } } };
    }
    if (call.url === '/api/analytics/slipping-members?page=1&per_page=10') return { status: 200, body: { data: [SLIPPING], meta: { page: 1, per_page: 10, total: 1 } } };
    return { status: 404, body: { message: 'Not found' } };
  };
}

const absentCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.includes('/absent-members')).map((c) => c.url);

beforeEach(() => configureNotifier({ success: () => {}, error: () => {}, info: () => {} }));

it("shows each unit the leader leads with its member count and this month's rate, linking to its page", async () => {
  renderWithPlatform(<DashboardPage />, { route: '/dashboard/leaders', signedInAs: 'leader', api: api() });
  expect(screen.getByRole('heading', { level: 1, name: 'Leaders dashboard' })).toBeInTheDocument();
  const tiles = await screen.findByRole('list', { name: 'My units' });
  const choir = within(tiles).getByRole('link', { name: /Choir/ });
  expect(choir).toHaveAttribute('href', '/dashboard/leaders/units?unit=1');
  expect(choir).toHaveTextContent('72%');
  expect(choir).toHaveTextContent('12 members');
  const media = within(tiles).getByRole('link', { name: /Media/ });
  expect(media).toHaveAttribute('href', '/dashboard/leaders/units?unit=2');
  expect(media).toHaveTextContent('No service yet this month');
  expect(media).toHaveTextContent('3 members');
  // The rate's definition starts closed, one click away.
  const definition = screen.getByText(/A unit's attendance this month is/);
  expect(definition).not.toBeVisible();
  await userEvent.setup().click(within(screen.getByRole('region', { name: 'My units' })).getByText('How is this counted?'));
  expect(definition).toBeVisible();
});

it('lists the absent members per unit with when they last came, the services counted, and one-tap Call, WhatsApp and Email', async () => {
  renderWithPlatform(<DashboardPage />, { route: '/dashboard/leaders', signedInAs: 'leader', api: api() });
  const choir = await screen.findByRole('list', { name: 'Absent from Choir' });
  const [ada, ben] = within(choir).getAllByRole('listitem');

  expect(within(ada).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/dashboard/members/11?back=%2Fdashboard%2Fleaders');
  expect(ada).toHaveTextContent('Last came: Nov 2, 2025');
  const message = encodeURIComponent(careMessage('Ada Obi'));
  expect(message).toContain(encodeURIComponent('Hello Ada, we missed you at church recently.'));
  expect(within(ada).getByRole('link', { name: 'Call Ada Obi' })).toHaveAttribute('href', 'tel:+2348031234567');
  expect(within(ada).getByRole('link', { name: 'WhatsApp Ada Obi (opens in a new tab)' })).toHaveAttribute('href', `https://wa.me/2348031234567?text=${message}`);
  expect(within(ada).getByRole('link', { name: 'Email Ada Obi' })).toHaveAttribute(
    'href',
    `mailto:ada@example.org?subject=${encodeURIComponent('We missed you at Community Church')}&body=${message}`,
  );

  // No phone: email only; never came: "Never".
  expect(ben).toHaveTextContent('Leader');
  expect(ben).toHaveTextContent('Last came: Never');
  expect(within(ben).queryByRole('link', { name: /Call/ })).toBeNull();
  expect(within(ben).getByRole('link', { name: 'Email Ben Eze' })).toBeInTheDocument();

  const absent = screen.getByTestId('absent-members');
  expect(absent).toHaveTextContent('Missed: Sun, Nov 16, 2025 (Sunday Service); Sun, Nov 23, 2025 (Sunday Service)');
  expect(await within(absent).findByText('Everyone in Media came to at least one of these services.')).toBeInTheDocument();
  expect(within(absent).getByText('How is this counted?')).toBeInTheDocument();
  expect(within(absent).getByText(absentDefinition(2))).toBeInTheDocument();
});

it('asks for the chosen number of missed services, keeping it in the URL', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<DashboardPage />, { route: '/dashboard/leaders', signedInAs: 'leader', api: api() });
  await screen.findByRole('list', { name: 'Absent from Choir' });
  expect(absentCalls(calls)).toEqual(['/api/units/1/absent-members?misses=2', '/api/units/2/absent-members?misses=2']);
  const chooser = screen.getByRole('combobox', { name: 'Services missed' });
  expect(chooser).toHaveDisplayValue('Last 2 services');

  await user.selectOptions(chooser, 'Last 3 services');
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/leaders?misses=3');
  await waitFor(() => expect(absentCalls(calls)).toEqual(expect.arrayContaining(['/api/units/1/absent-members?misses=3', '/api/units/2/absent-members?misses=3'])));
  expect(await screen.findAllByText(/Sun, Nov 30, 2025/)).toHaveLength(2);
  expect(screen.getByText(absentDefinition(3))).toBeInTheDocument();
});

it('reads the number from a shared link', async () => {
  const { calls } = renderWithPlatform(<DashboardPage />, { route: '/dashboard/leaders?misses=1', signedInAs: 'leader', api: api() });
  await screen.findByRole('list', { name: 'Absent from Choir' });
  expect(screen.getByRole('combobox', { name: 'Services missed' })).toHaveDisplayValue('Last service');
  expect(absentCalls(calls)).toEqual(['/api/units/1/absent-members?misses=1', '/api/units/2/absent-members?misses=1']);
  expect(screen.getByText(absentDefinition(1))).toBeInTheDocument();
});

it('says so when the leader leads no unit yet', async () => {
  const { calls } = renderWithPlatform(<DashboardPage />, { route: '/dashboard/leaders', signedInAs: 'leader', api: api([]) });
  expect(await screen.findByText('You do not lead a unit yet')).toBeInTheDocument();
  expect(screen.queryByTestId('absent-members')).toBeNull();
  expect(absentCalls(calls)).toEqual([]);
});

it('shows an admin every unit under "All units"', async () => {
  renderWithPlatform(<DashboardPage />, { route: '/dashboard/leaders', signedInAs: 'admin', api: api() });
  expect(await screen.findByRole('list', { name: 'All units' })).toBeInTheDocument();
});

it('lists the slipping members of the units the leader leads, with both rates and one-tap contact', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<DashboardPage />, { route: '/dashboard/leaders', signedInAs: 'leader', api: api() });
  const list = await screen.findByRole('list', { name: 'Slipping members' });
  const [grace] = within(list).getAllByRole('listitem');
  expect(within(grace).getByRole('link', { name: 'Grace Bello' })).toHaveAttribute('href', '/dashboard/members/13?back=%2Fdashboard%2Fleaders');
  expect(grace).toHaveTextContent('Last 4 weeks: 1 of 12 (8%) · the 12 before: 30 of 36 (83%)');
  expect(grace).toHaveTextContent('Last came: Nov 2, 2025');
  expect(within(grace).getByRole('group', { name: 'Contact Grace Bello' })).toBeInTheDocument();
  const card = screen.getByRole('region', { name: 'Slipping members' });
  await user.click(within(card).getByText('How is this counted?'));
  expect(within(card).getByText(ANALYTICS_DEFINITIONS.slipping)).toBeVisible();
});
