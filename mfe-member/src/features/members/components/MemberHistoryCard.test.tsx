import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@church/contracts/audit';
import type { User } from '@church/contracts/user';
import { testUser, type FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { MemberPage } from './MemberPage';

const ada: User = {
  id: 7, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', initials: 'AO', avatar: null, email: 'ada.obi@example.com', phone: null,
  gender: null, birthday: null, address: null, roles: ['leader', 'member'], units: [], active: true,
};

const PROMOTED: AuditEntry = {
  id: 5, at: '2025-03-05T16:30:00Z', actor: { id: 1, name: 'Esther Okafor' }, entity: 'person', entity_id: 7, entity_label: 'Ada Obi', action: 'updated',
  before: { roles: ['member'], leads: [] }, after: { roles: ['member', 'leader'], leads: ['Choir'] },
};

function api(me: User, history: { data: AuditEntry[]; total: number }) {
  return (call: FakeCall) => {
    if (call.url === '/api/me') return { status: 200, body: { data: me } };
    if (call.url === '/api/members/7') return { status: 200, body: { data: ada } };
    if (call.url === '/api/members/7/attendance') return { status: 200, body: { data: { months: [], last_attended: null } } };
    if (call.url === '/api/members/7/first-timer-records') return { status: 200, body: { data: [] } };
    if (call.url === '/api/audit-log?entity=person&entity_id=7&per_page=20') return { status: 200, body: { data: history.data, meta: { page: 1, per_page: 20, total: history.total } } };
    return { status: 404, body: { message: 'Not found' } };
  };
}

const ROUTE = { route: '/dashboard/members/7', path: '/dashboard/members/:id' };

it("shows an admin who changed the person's roles and units, before and after", async () => {
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'admin', api: api(testUser({ roles: ['admin', 'member'] }), { data: [PROMOTED], total: 23 }) });
  const card = (await screen.findByRole('heading', { level: 2, name: 'History' })).closest('section') ?? document.body;
  const entry = await within(card as HTMLElement).findByText(/Esther Okafor/);
  const item = entry.closest('li')!;
  expect(item).toHaveTextContent(/^Mar 5, 2025, .* · Esther Okafor · Changed/);
  expect(within(item).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Roles: member → member, leader', 'Leads: Choir']);
  expect(within(card as HTMLElement).getByRole('link', { name: 'All 23 changes in the audit trail' })).toHaveAttribute('href', '/dashboard/admin/audit-log?entity=person&entity_id=7');
});

it('shows a follow-up handed to the person, naming the visitor and the one it was taken from', async () => {
  const handed: AuditEntry = {
    id: 6, at: '2025-03-06T09:00:00Z', actor: { id: 1, name: 'Esther Okafor' }, entity: 'follow_up', entity_id: 12, entity_label: 'Bukola Adeleke', action: 'updated',
    before: { assignee: { id: 3, name: 'Daniel Mensah' } }, after: { assignee: { id: 7, name: 'Ada Obi' } },
  };
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'admin', api: api(testUser({ roles: ['admin', 'member'] }), { data: [handed], total: 1 }) });
  const card = (await screen.findByRole('heading', { level: 2, name: 'History' })).closest('section') ?? document.body;
  const item = (await within(card as HTMLElement).findByText(/Esther Okafor/)).closest('li')!;
  expect(item).toHaveTextContent(/· Esther Okafor · Follow-up of Bukola Adeleke: Changed/);
  expect(within(item).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Assigned to: Daniel Mensah → Ada Obi']);
});

it('says when nothing was recorded', async () => {
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'admin', api: api(testUser({ roles: ['admin', 'member'] }), { data: [], total: 0 }) });
  expect(await screen.findByText("No change to this person's email, activity, roles, units, absences or follow-ups has been recorded.")).toBeInTheDocument();
});

it('is not shown, nor asked for, to a leader', async () => {
  const { calls } = renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', api: api(testUser({ roles: ['leader', 'member'] }), { data: [PROMOTED], total: 1 }) });
  expect(await screen.findByRole('heading', { level: 2, name: 'Ada Obi' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  expect(calls.some((call) => call.url.startsWith('/api/audit-log'))).toBe(false);
});
