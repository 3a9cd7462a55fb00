import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureNotifier } from '@church/platform/notifier';
import { type FakeCall, type Responder, testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import type { TeamDetail } from '../api/teams';
import { ManageTeam } from './ManageTeam';
import { NewTeam } from './NewTeam';

const TEAM: TeamDetail = {
  id: 5, name: 'Media', slug: 'media', weeks_of_month: [], member_count: 1, answers_48h: null,
  positions: [{ id: 11, name: 'Sound desk', needed: 1 }, { id: 12, name: 'Projection', needed: 2 }],
  members: [{ id: 21, full_name: 'Ada Obi', is_leader: true, position_ids: [12], preferences: { weeks_of_month: [], every_other_week: false, back_to_back: false } }],
};

function teamApi() {
  const writes: FakeCall[] = [];
  const api = (call: FakeCall) => {
    if (call.method !== 'GET') writes.push(call);
    if (call.url === '/api/teams/5/positions') {
      const { name } = call.body as { name: string };
      return name.trim() ? { status: 201, body: { data: { id: 13, ...(call.body as object) }, message: `${name} was added to Media.` } } : { status: 422, body: { message: 'The given data was invalid.', errors: { name: ['Name is required'] } } };
    }
    if (call.url.startsWith('/api/members?')) return { status: 200, body: { data: [testUser({ id: 22, first_name: 'Ruth', last_name: 'Bello', full_name: 'Ruth Bello' })], meta: { total: 1 } } };
    if (call.url === '/api/teams/5/members/22' && call.method === 'PUT') return { status: 201, body: { data: {}, message: 'Ruth Bello joined Media.' } };
    if (call.url === '/api/teams/5/members/21' && call.method === 'PUT') return { status: 200, body: { data: {}, message: 'Ada Obi’s place in Media was saved.' } };
    if (call.url === '/api/teams/5/members/21' && call.method === 'DELETE') return { status: 200, body: { message: 'Ada Obi is no longer in Media.' } };
    if (call.url === '/api/teams') return { status: 200, body: { data: [] } };
    return { status: 404, body: { message: 'Not found' } };
  };
  return { api, writes };
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (text) => toasts.push(text), error: () => {}, info: () => {} });
});

async function open(api: Responder, isAdmin = true) {
  const user = userEvent.setup();
  renderWithPlatform(<ManageTeam team={TEAM} isAdmin={isAdmin} />, { signedInAs: isAdmin ? 'admin' : 'leader', api });
  await user.click(screen.getByText('Positions and people'));
  return user;
}

it('adds a position, and shows the API’s refusal under the name it refused', async () => {
  const { api, writes } = teamApi();
  const user = await open(api);
  expect(screen.getByText('Projection: 2 a service')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add the position' }));
  expect(await screen.findByText('Name is required')).toBeVisible();
  await user.type(screen.getByLabelText('New position'), 'Livestream');
  await user.selectOptions(screen.getByLabelText('Needed a service'), '2');
  await user.click(screen.getByRole('button', { name: 'Add the position' }));
  await waitFor(() => expect(toasts).toContain('Livestream was added to Media.'));
  expect(writes.at(-1)).toMatchObject({ method: 'POST', body: { name: 'Livestream', needed: 2 } });
  expect(screen.getByLabelText('New position')).toHaveValue('');
});

it('finds someone by name, puts them in the team with the positions ticked, and takes someone out', async () => {
  const { api, writes } = teamApi();
  const user = await open(api);
  expect(screen.getByText(/Ada Obi/).closest('li')).toHaveTextContent('Ada Obi (leads the team): Projection');
  await user.type(screen.getByLabelText('Add someone'), 'Ru');
  await user.click(await within(await screen.findByRole('list', { name: 'People found' })).findByRole('button', { name: 'Add Ruth Bello' }));
  await user.click(screen.getByRole('checkbox', { name: 'Sound desk' }));
  await user.click(screen.getByRole('checkbox', { name: 'Ruth Bello leads Media' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts).toContain('Ruth Bello joined Media.'));
  expect(writes.at(-1)).toMatchObject({ method: 'PUT', url: '/api/teams/5/members/22', body: { position_ids: [11], is_leader: true } });

  await user.click(screen.getByRole('button', { name: 'Take Ada Obi out of Media' }));
  await waitFor(() => expect(toasts).toContain('Ada Obi is no longer in Media.'));
  expect(writes.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/teams/5/members/21' });
});

it('a team’s leader changes positions but does not choose leaders (the API leaves that to admins)', async () => {
  const { api, writes } = teamApi();
  const user = await open(api, false);
  await user.click(screen.getByRole('button', { name: 'Change Ada Obi’s positions' }));
  expect(screen.getByRole('checkbox', { name: 'Projection' })).toBeChecked();
  expect(screen.queryByRole('checkbox', { name: /leads Media/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Sound desk' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(writes.at(-1)).toMatchObject({ method: 'PUT', url: '/api/teams/5/members/21' }));
  expect(writes.at(-1)?.body).toEqual({ position_ids: [12, 11] });
});

it('an admin makes a new team and is taken to it; a name taken is said under the name', async () => {
  const made: number[] = [];
  const api = (call: FakeCall) => {
    if (call.url !== '/api/teams' || call.method !== 'POST') return { status: 404, body: { message: 'Not found' } };
    const { name } = call.body as { name: string };
    return name === 'Media'
      ? { status: 422, body: { message: 'The given data was invalid.', errors: { name: ['A team named like “Media” already exists; choose another name'] } } }
      : { status: 201, body: { data: { id: 9, name }, message: `${name} was created.` } };
  };
  const user = userEvent.setup();
  renderWithPlatform(<NewTeam onCreated={(id) => made.push(id)} />, { signedInAs: 'admin', api });
  await user.type(screen.getByLabelText('New team'), 'Media');
  await user.click(screen.getByRole('button', { name: 'Make the team' }));
  expect(await screen.findByText('A team named like “Media” already exists; choose another name')).toBeVisible();
  expect(screen.getByLabelText('New team')).toHaveValue('Media');
  await user.clear(screen.getByLabelText('New team'));
  await user.type(screen.getByLabelText('New team'), 'Ushers');
  await user.click(screen.getByRole('button', { name: 'Make the team' }));
  await waitFor(() => expect(made).toEqual([9]));
  expect(toasts).toContain('Ushers was created.');
});
