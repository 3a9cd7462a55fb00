import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_CREATED_MESSAGE, MEMBER_UPDATED_MESSAGE, OWN_ADMIN_ROLE_MESSAGE } from '@church/contracts/members';
import type { Unit } from '@church/contracts/units';
import { NO_SIGN_IN, type User } from '@church/contracts/user';
import { configureNotifier } from '@church/platform/notifier';
import { testUser, type FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { DEACTIVATE_EXPLANATION } from './ActiveToggleDialog';
import { MembersPage } from './MembersPage';

const ROUTE = '/dashboard/admin/members';
const CHOIR: Unit = { id: 3, name: 'Choir', slug: 'choir', description: null, member_count: 2 };
const USHERS: Unit = { id: 4, name: 'Ushering', slug: 'ushering', description: null, member_count: 1 };

const ME = testUser({ id: 1, roles: ['admin', 'member'] });
const ADA = testUser({
  id: 7, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', initials: 'AO', email: 'ada@example.org', phone: '+2348012345678',
  roles: ['leader', 'member'], units: [{ id: 3, name: 'Choir', slug: 'choir', is_leader: true }],
});
const BEN = testUser({ id: 8, first_name: 'Ben', last_name: 'Eze', full_name: 'Ben Eze', initials: 'BE', email: 'ben@example.org', active: false });

const invalid = (status: number, errors: Record<string, string[]>) => ({ status, body: { message: Object.values(errors)[0][0], errors } });

/** The members API as the page meets it, keeping what was written so the page's refetch sees it. */
function membersApi(over?: (call: FakeCall) => { status: number; body?: unknown } | undefined) {
  let people: User[] = [ADA, BEN];
  return (call: FakeCall) => {
    const answer = over?.(call);
    if (answer) return answer;
    const url = new URL(call.url, 'http://test');
    if (call.method === 'GET' && url.pathname === '/api/units') return { status: 200, body: { data: [CHOIR, USHERS] } };
    if (call.method === 'GET' && url.pathname === '/api/members') {
      const active = url.searchParams.get('active');
      const shown = active === null ? people : people.filter((p) => String(p.active) === active);
      return { status: 200, body: { data: shown, meta: { page: 1, per_page: 20, total: shown.length } } };
    }
    if (call.method === 'GET' && url.pathname === '/api/members/export.csv') return { status: 200, body: 'Name,Email\r\n' };
    if (call.method === 'POST' && url.pathname === '/api/members') {
      const body = call.body as { first_name: string; last_name: string; email: string | null };
      if (body.email === 'ada@example.org') return invalid(409, { email: ['An account with this email already exists.'] });
      const created = testUser({ ...body, id: 9, full_name: `${body.first_name} ${body.last_name}` } as Partial<User>);
      people = [...people, created];
      return { status: 201, body: { data: created, message: MEMBER_CREATED_MESSAGE(body.email) } };
    }
    const patch = /^\/api\/members\/(\d+)$/.exec(url.pathname);
    if (call.method === 'PATCH' && patch) {
      const body = call.body as { roles?: string[]; active?: boolean };
      if (Number(patch[1]) === ME.id && body.roles && !body.roles.includes('admin')) return invalid(422, { roles: [OWN_ADMIN_ROLE_MESSAGE] });
      people = people.map((p) => (p.id === Number(patch[1]) ? ({ ...p, ...body } as User) : p));
      return { status: 200, body: { data: people.find((p) => p.id === Number(patch[1])), message: MEMBER_UPDATED_MESSAGE } };
    }
    if (call.method === 'POST' && /^\/api\/members\/\d+\/invitation$/.test(url.pathname)) return { status: 200, body: { message: 'A new invitation has been sent to ada@example.org.' } };
    return { status: 404, body: { message: 'Not found' } };
  };
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(`error: ${m}`), info: (m) => toasts.push(`info: ${m}`) });
});

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/members?')).map((c) => c.url);

it('lists active people with their link, contacts, roles, units and status, and sends the filters and sort in the URL', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<MembersPage />, { route: ROUTE, signedInAs: 'admin', api: membersApi() });
  expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Members' });
  const [adaRow, ...others] = within(table).getAllByRole('row').slice(1);
  expect(others).toHaveLength(0);
  expect(within(adaRow).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/dashboard/members/7?back=%2Fdashboard%2Fadmin%2Fmembers');
  expect(adaRow).toHaveTextContent(/ada@example\.org.*\+2348012345678.*Leader.*Member.*Choir \(leader\).*Active/);
  expect(within(adaRow).getByRole('button', { name: 'Resend invitation to Ada Obi' })).toBeInTheDocument();
  expect(listCalls(calls)).toEqual(['/api/members?active=true&sort=name&page=1&per_page=20']);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Active');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
  const benRow = (await screen.findByRole('link', { name: 'Ben Eze' })).closest('tr') as HTMLElement;
  expect(benRow).toHaveTextContent(/Ben Eze.*Deactivated/);
  expect(within(benRow).queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();
  expect(listCalls(calls).at(-1)).toBe('/api/members?sort=name&page=1&per_page=20');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Leader');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), await screen.findByRole('option', { name: 'Choir' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ada{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent(`${ROUTE}?status=all&role=leader&unit=3&search=ada`);
  await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/members?search=ada&role=leader&unit_id=3&sort=name&page=1&per_page=20'));

  // The Email header sorts; a second click reverses; "Sort by" reaches what has no column.
  await user.click(within(table).getByRole('button', { name: /Email/ }));
  await waitFor(() => expect(listCalls(calls).at(-1)).toContain('sort=email&'));
  await user.click(within(screen.getByRole('table', { name: 'Members' })).getByRole('button', { name: /Email/ }));
  await waitFor(() => expect(listCalls(calls).at(-1)).toContain('sort=-email&'));
  expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deactivated');
  await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/members?search=ada&role=leader&unit_id=3&active=false&sort=-joined&page=1&per_page=20'));
});

it('adds a member: checks the form, shows a taken email on its field keeping what was typed, then toasts the invitation and refreshes the list', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<MembersPage />, { route: ROUTE, signedInAs: 'admin', api: membersApi() });
  await user.click(await screen.findByRole('button', { name: 'Add a member' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a member' });
  expect(within(dialog).getByRole('checkbox', { name: 'Member' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();

  await user.click(within(dialog).getByRole('button', { name: 'Add the member' }));
  expect(within(dialog).getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
  expect(within(dialog).getByLabelText('First name')).toHaveFocus();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('First name'), 'Chi');
  await user.type(within(dialog).getByLabelText('Last name'), 'Nwa');
  await user.type(within(dialog).getByLabelText(/^Email/), 'ada@example.org');
  await user.type(within(dialog).getByLabelText(/^Phone/), '0801 234 5679');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Leader' }));
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Ushering' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add the member' }));
  expect(await within(dialog).findByText('An account with this email already exists.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription('An account with this email already exists.');
  expect(within(dialog).getByLabelText('First name')).toHaveValue('Chi');
  expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue('0801 234 5679');
  expect(within(dialog).getByRole('checkbox', { name: 'Ushering' })).toBeChecked();

  await user.clear(within(dialog).getByLabelText(/^Email/));
  await user.type(within(dialog).getByLabelText(/^Email/), 'chi@example.org');
  await user.click(within(dialog).getByRole('button', { name: 'Add the member' }));
  expect(await screen.findByRole('link', { name: 'Chi Nwa' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toasts).toContain(MEMBER_CREATED_MESSAGE('chi@example.org'));
  expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
    first_name: 'Chi', last_name: 'Nwa', email: 'chi@example.org', phone: '0801 234 5679', roles: ['leader', 'member'], unit_ids: [4],
  });
  expect(listCalls(calls).length).toBeGreaterThan(1);
});

it('adds a person without sign-in (no email): no invitation offered, "No sign-in" where the email would be, and an edit sends no email', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<MembersPage />, { route: ROUTE, signedInAs: 'admin', api: membersApi() });
  await user.click(await screen.findByRole('button', { name: 'Add a member' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a member' });
  expect(within(dialog).getByText(/Leave the email empty for someone without sign-in/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('First name'), 'Tobi');
  await user.type(within(dialog).getByLabelText('Last name'), 'Obi');
  await user.click(within(dialog).getByRole('button', { name: 'Add the member' }));
  const row = (await screen.findByRole('link', { name: 'Tobi Obi' })).closest('tr') as HTMLElement;
  expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ first_name: 'Tobi', last_name: 'Obi', email: null, roles: ['member'] });
  expect(toasts).toContain(MEMBER_CREATED_MESSAGE(null));
  expect(row).toHaveTextContent(NO_SIGN_IN);
  expect(row).not.toHaveTextContent('null');
  expect(within(row).queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: 'Edit Tobi Obi' }));
  const edit = screen.getByRole('dialog', { name: 'Edit Tobi Obi' });
  expect(within(edit).getByLabelText(/^Email/)).toHaveValue('');
  await user.type(within(edit).getByLabelText(/^Phone/), '0801 234 0000');
  await user.click(within(edit).getByRole('button', { name: 'Save the changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ phone: '0801 234 0000' });
});

it('edits roles and units, sending only what changed with the roles and units as whole sets', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<MembersPage />, { route: ROUTE, signedInAs: 'admin', api: membersApi() });
  await user.click(await screen.findByRole('button', { name: 'Edit Ada Obi' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Ada Obi' });
  expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('ada@example.org');
  expect(within(dialog).getByRole('checkbox', { name: 'Leader' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Choir' })).toBeChecked();

  await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Ushering' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const patch = calls.find((c) => c.method === 'PATCH');
  expect(patch?.url).toBe('/api/members/7');
  expect(patch?.body).toEqual({ roles: ['admin', 'leader', 'member'], unit_ids: [3, 4] });
  expect(toasts).toContain(MEMBER_UPDATED_MESSAGE);
});

it('shows a refused change of roles on the roles, keeping the form open', async () => {
  const user = userEvent.setup();
  const self = testUser({ ...ME, full_name: 'Grace Okafor' });
  const withMe = (call: FakeCall) => (call.method === 'GET' && call.url.startsWith('/api/members?') ? { status: 200, body: { data: [self], meta: { page: 1, per_page: 20, total: 1 } } } : undefined);
  const { calls } = renderWithPlatform(<MembersPage />, { route: ROUTE, signedInAs: 'admin', api: membersApi(withMe) });
  await user.click(await screen.findByRole('button', { name: 'Edit Grace Okafor' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Grace Okafor' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
  expect(await within(dialog).findByText(OWN_ADMIN_ROLE_MESSAGE)).toBeInTheDocument();
  expect(within(dialog).getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(expect.stringContaining(OWN_ADMIN_ROLE_MESSAGE));
  expect(within(dialog).getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ roles: ['member'] });
});

it('deactivates a person only after saying what happens, and reactivates them', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<MembersPage />, { route: `${ROUTE}?status=all`, signedInAs: 'admin', api: membersApi() });
  await user.click(await screen.findByRole('button', { name: 'Deactivate Ada Obi' }));
  const confirm = screen.getByRole('dialog', { name: 'Deactivate Ada Obi?' });
  expect(confirm).toHaveTextContent(DEACTIVATE_EXPLANATION);
  expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Deactivate Ada Obi' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Deactivate Ada Obi?' })).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByRole('button', { name: 'Reactivate Ada Obi' })).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/members/7', body: { active: false } });
  expect(toasts).toContain('Ada Obi has been deactivated.');

  await user.click(screen.getByRole('button', { name: 'Reactivate Ben Eze' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Reactivate Ben Eze?' })).getByRole('button', { name: 'Reactivate' }));
  expect(await screen.findByRole('button', { name: 'Deactivate Ben Eze' })).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({ url: '/api/members/8', body: { active: true } });
});

it('moves focus to the list when a deactivated person leaves the list of active people', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<MembersPage />, { route: ROUTE, signedInAs: 'admin', api: membersApi() });
  await user.click(await screen.findByRole('button', { name: 'Deactivate Ada Obi' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Deactivate Ada Obi?' })).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('No active members')).toBeInTheDocument();
  await waitFor(() => expect(document.activeElement).toContainElement(screen.getByText('No active members')));
});

it('says what to change when the API refuses the filters', async () => {
  const refuse = (call: FakeCall) => (call.url.startsWith('/api/members?') ? invalid(422, { search: ['Search must be at most 100 characters'] }) : undefined);
  renderWithPlatform(<MembersPage />, { route: `${ROUTE}?search=${'a'.repeat(101)}`, signedInAs: 'admin', api: membersApi(refuse) });
  expect(await screen.findByText('Check the filters')).toBeInTheDocument();
  expect(screen.getByText('Search must be at most 100 characters')).toBeInTheDocument();
});

it('sends a new invitation to an active person and says so', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<MembersPage />, { route: ROUTE, signedInAs: 'admin', api: membersApi() });
  await user.click(await screen.findByRole('button', { name: 'Resend invitation to Ada Obi' }));
  await waitFor(() => expect(toasts).toContain('A new invitation has been sent to ada@example.org.'));
  expect(calls.some((c) => c.method === 'POST' && c.url === '/api/members/7/invitation')).toBe(true);
});

it('exports the CSV of the filters shown', async () => {
  const user = userEvent.setup();
  URL.createObjectURL = jest.fn(() => 'blob:test');
  URL.revokeObjectURL = jest.fn();
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  const { calls } = renderWithPlatform(<MembersPage />, { route: `${ROUTE}?role=member&unit=3&status=deactivated&search=eze&sort=-email`, signedInAs: 'admin', api: membersApi() });
  await screen.findByRole('table', { name: 'Members' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(clicked).toEqual([expect.stringMatching(/^members-\d{4}-\d{2}-\d{2}\.csv$/)]));
  expect(calls.filter((c) => c.url.startsWith('/api/members/export.csv')).map((c) => c.url)).toEqual(['/api/members/export.csv?search=eze&role=member&unit_id=3&active=false']);
  click.mockRestore();
});

it('offers no Deactivate on the admin’s own row (the API refuses it)', async () => {
  renderWithPlatform(<MembersPage />, { route: ROUTE, signedInAs: 'admin', user: ME, api: membersApi((call) => (call.method === 'GET' && call.url.startsWith('/api/members?') ? { status: 200, body: { data: [ME, ADA], meta: { page: 1, per_page: 20, total: 2 } } } : undefined)) });
  expect(await screen.findByRole('button', { name: `Edit ${ME.full_name}` })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: `Deactivate ${ME.full_name}` })).toBeNull();
  expect(screen.getByRole('button', { name: 'Deactivate Ada Obi' })).toBeInTheDocument();
});
