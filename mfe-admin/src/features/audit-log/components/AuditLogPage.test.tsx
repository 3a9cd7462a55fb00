import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@church/contracts/audit';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { AuditLogPage } from './AuditLogPage';

const ROLE_CHANGE: AuditEntry = {
  id: 12,
  at: '2025-03-05T16:30:00Z',
  actor: { id: 1, name: 'Esther Okafor' },
  entity: 'person',
  entity_id: 3,
  entity_label: 'Ruth Bello',
  action: 'updated',
  before: { roles: ['member'], active: true },
  after: { roles: ['member', 'leader'], active: false },
};
const ASSIGNED: AuditEntry = {
  id: 11,
  at: '2025-03-04T09:00:00Z',
  actor: null,
  entity: 'follow_up',
  entity_id: 8,
  entity_label: 'Ada Obi',
  action: 'updated',
  before: { assignee: null },
  after: { assignee: { id: 2, name: 'Daniel Mensah' } },
};

const ACTORS = [{ id: 1, name: 'Esther Okafor', count: 40 }, { id: 2, name: 'Daniel Mensah', count: 3 }];

function api(call: FakeCall) {
  if (call.url === '/api/audit-log/actors') return { status: 200, body: { data: ACTORS } };
  if (call.url.includes('from=2025-04-01')) return { status: 422, body: { message: 'The given data was invalid.', errors: { to: ['To must be on or after From'] } } };
  if (call.url.startsWith('/api/audit-log?')) {
    const empty = call.url.includes('entity=service');
    return { status: 200, body: { data: empty ? [] : [ROLE_CHANGE, ASSIGNED], meta: { page: 1, per_page: 25, total: empty ? 0 : 2 } } };
  }
  return { status: 404, body: { message: 'Not found' } };
}

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.startsWith('/api/audit-log?')).map((c) => c.url);

it('shows when, who, what and each changed field before and after, in words', async () => {
  renderWithPlatform(<AuditLogPage />, { route: '/dashboard/admin/audit-log', signedInAs: 'admin', api });
  expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Audit trail' });
  const [first, second] = within(table).getAllByRole('row').slice(1);
  const cells = within(first).getAllByRole('cell').map((c) => c.textContent);
  expect(cells.slice(1, 3)).toEqual(['Esther Okafor', 'Person Ruth Bello: Changed']);
  expect(cells[0]).toMatch(/^Mar 5, 2025, /);
  expect(within(first).getByText(/^Roles:/).closest('li')).toHaveTextContent('Roles: member → member, leader');
  expect(within(first).getByText(/^Active:/).closest('li')).toHaveTextContent('Active: yes → no');
  expect(second).toHaveTextContent('The system or a removed account');
  expect(second).toHaveTextContent('Follow-up Ada Obi: Changed');
  expect(second).toHaveTextContent('Assigned to: Daniel Mensah');
  expect(second).not.toHaveTextContent('—');
});

it('sends the filters from the URL, changes them from the filter bar, and says when none match', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<AuditLogPage />, { route: '/dashboard/admin/audit-log?entity=person&entity_id=3&actor=1&from=2025-03-01&to=2025-03-31', signedInAs: 'admin', api });
  await screen.findByRole('table', { name: 'Audit trail' });
  expect(listCalls(calls)).toContain('/api/audit-log?entity=person&entity_id=3&actor_id=1&from=2025-03-01&to=2025-03-31&page=1&per_page=25');
  expect(await screen.findByRole('option', { name: 'Esther Okafor (40)' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Who' })).toHaveDisplayValue('Esther Okafor (40)');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of record' }), 'Service');
  expect(screen.getByTestId('location')).toHaveTextContent('entity=service');
  expect(screen.getByTestId('location')).not.toHaveTextContent('entity_id');
  expect(await screen.findByText('No changes match')).toBeInTheDocument();
});

it('shows a refused filter on its field', async () => {
  renderWithPlatform(<AuditLogPage />, { route: '/dashboard/admin/audit-log?from=2025-04-01&to=2025-03-01', signedInAs: 'admin', api });
  expect(await screen.findByText('Check the filters')).toBeInTheDocument();
  expect(screen.getAllByText('To must be on or after From').length).toBeGreaterThan(0);
});
