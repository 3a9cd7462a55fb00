import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import type { PlanOccurrence, TeamSummary } from '@church/contracts/teams';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { configureNotifier } from '@church/platform/notifier';
import { renderWithPlatform } from '@church/platform/testing/render';
import type { TeamDetail } from '../api/teams';
import { TeamsPage } from './TeamsPage';

const today = todayInChurch();
const sunday = addDays(today, 3);
const nextSunday = addDays(today, 10);
const at = (date: string) => `${date}T09:00:00+01:00`;
const positions = [{ id: 11, name: 'Sound desk', needed: 1 }, { id: 12, name: 'Projection', needed: 2 }];
const MEDIA: TeamSummary = { id: 5, name: 'Media', slug: 'media', weeks_of_month: [], positions, member_count: 3 };
const CHOIR: TeamSummary = { id: 6, name: 'Choir', slug: 'choir', weeks_of_month: [], positions: [], member_count: 1 };
const detail = (team: TeamSummary, leads: boolean): TeamDetail => ({ ...team, members: [], answers_48h: leads ? { asked: 4, answered_in_48h: 3 } : null });

/** The team routes as the API answers them; the drafts the leader saves land in `plan`. */
function teamsApi({ leads = true } = {}) {
  const plan: PlanOccurrence[] = [
    { service_id: 1, service_name: 'Sunday service', date: sunday, starts_at: at(sunday), places: [
      { position_id: 11, person_id: 21, full_name: 'Ruth Bello', state: 'accepted' },
      { position_id: 12, person_id: 22, full_name: 'Samuel Eze', state: 'declined' },
      { position_id: 12, person_id: 23, full_name: 'Ada Obi', state: 'asked' },
    ] },
    { service_id: 1, service_name: 'Sunday service', date: nextSunday, starts_at: at(nextSunday), places: [] },
  ];
  const api = (call: FakeCall) => {
    if (call.url === '/api/teams') return { status: 200, body: { data: [MEDIA, CHOIR] } };
    if (call.url === '/api/teams/5') return { status: 200, body: { data: detail(MEDIA, leads) } };
    if (call.url === '/api/teams/6') return { status: 200, body: { data: detail(CHOIR, false) } };
    if (call.url.startsWith('/api/teams/5/plans?')) return { status: 200, body: { data: plan } };
    if (call.url.startsWith('/api/teams/6/plans?')) return { status: 200, body: { data: [] } };
    if (call.url === '/api/teams/5/auto-schedule') {
      return { status: 200, body: { data: {
        proposed: [{ service_id: 1, service_name: 'Sunday service', date: sunday, position_id: 12, person_id: 24, full_name: 'Tobi Ade', why: 'fewest turns' }],
        unfilled: [{ service_id: 1, service_name: 'Sunday service', date: nextSunday, position_id: 11, missing: 1, why: 'nobody free' }],
      } } };
    }
    const put = /^\/api\/teams\/5\/plans\/1\/(.+)$/.exec(call.url);
    if (put && call.method === 'PUT') {
      const occurrence = plan.find((o) => o.date === put[1])!;
      const { assignments } = call.body as { assignments: { position_id: number; person_id: number }[] };
      occurrence.places = assignments.map((a) => occurrence.places.find((p) => p.person_id === a.person_id) ?? { ...a, full_name: 'Tobi Ade', state: 'draft' });
      return { status: 200, body: { data: occurrence, message: 'Saved' } };
    }
    if (call.url === `/api/teams/5/plans/1/${sunday}/stand-ins?position_id=12`) {
      return { status: 200, body: { data: [{ person_id: 24, full_name: 'Tobi Ade', why: 'not served in this team yet' }, { person_id: 25, full_name: 'Kemi Lawal', why: 'last served here Nov 1, 2026' }] } };
    }
    if (call.url === `/api/teams/5/plans/1/${sunday}/ask` && call.method === 'POST') {
      const { person_id: personId } = call.body as { person_id: number };
      if (personId === 25) return { status: 422, body: { message: 'The request is invalid', errors: { person_id: ['This person cannot stand in there.'] } } };
      plan[0].places.push({ position_id: 12, person_id: 24, full_name: 'Tobi Ade', state: 'asked' });
      return { status: 201, body: { data: plan[0], message: 'Tobi Ade was asked to serve as Projection on Sun, 1 Jan.' } };
    }
    if (call.url.startsWith('/api/teams/5/plans.csv?')) return { status: 200, body: '\uFEFFDate,Service,Start,Position,Person,Answer\r\n' };
    if (call.url === '/api/teams/5/plans/publish') return { status: 200, body: { data: { asked: 1, not_asked: [] }, message: '1 person was asked to serve.' } };
    return { status: 404, body: { message: 'Not found' } };
  };
  return { api, plan };
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (text) => toasts.push(text), error: () => {}, info: () => {} });
});

const dateCard = (date: string) => screen.getByRole('listitem', { name: new RegExp(`, ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))} at 9:00 AM$`) });

it('shows the next weeks of the first team at a glance: each service, each position, each person’s answer in words and the places open', async () => {
  renderWithPlatform(<TeamsPage />, { route: '/dashboard/leaders/teams', signedInAs: 'leader', api: teamsApi().api });
  expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Media' })).toBeVisible();
  expect(await screen.findByText(/^Answered within 48 hours: 3 of 4 requests \(75%\)\./)).toBeVisible();
  const first = await waitFor(() => dateCard(sunday));
  expect(first).toHaveTextContent('Sunday service');
  expect(within(first).getByText('Ruth Bello: Accepted')).toBeVisible();
  expect(within(first).getByText('Samuel Eze: Declined')).toBeVisible();
  expect(within(first).getByText('Ada Obi: Asked, no answer yet')).toBeVisible();
  // Projection needs two: Samuel declined, so one is open again.
  expect(within(first).getByText('1 place open')).toBeVisible();
  expect(within(dateCard(nextSunday)).getByText('2 places open')).toBeVisible();
});

it('a leader fills the next 8 weeks: sees the proposal and why, saves it as drafts (keeping who was placed), then publishes', async () => {
  const user = userEvent.setup();
  const { api, plan } = teamsApi();
  const { calls } = renderWithPlatform(<TeamsPage />, { route: '/dashboard/leaders/teams', signedInAs: 'leader', api });
  await user.click(await screen.findByRole('button', { name: 'Fill the next 8 weeks' }));
  const proposal = await screen.findByRole('region', { name: /^Proposal for the next 8 weeks/ });
  expect(within(proposal).getByRole('list', { name: 'Proposed' })).toHaveTextContent('Sunday service: Tobi Ade as Projection (fewest turns)');
  expect(within(proposal).getByRole('list', { name: 'Still open' })).toHaveTextContent('Sound desk, 1 open (nobody free)');
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  await user.click(within(proposal).getByRole('button', { name: 'Save as draft' }));
  expect(await within(screen.getByRole('region', { name: 'Media' })).findByRole('status')).toHaveTextContent('One service was saved as a draft. Nobody is asked until you publish.');
  expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
    [`/api/teams/5/plans/1/${sunday}`, { assignments: [{ position_id: 11, person_id: 21 }, { position_id: 12, person_id: 23 }, { position_id: 12, person_id: 24 }] }],
  ]);
  expect(plan[0].places.map((p) => p.state)).toEqual(['accepted', 'asked', 'draft']);
  expect(await within(dateCard(sunday)).findByText('Tobi Ade: Not asked yet')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await within(screen.getByRole('region', { name: 'Media' })).findByRole('status')).toHaveTextContent('1 person was asked to serve.');
  expect(calls.find((c) => c.url === '/api/teams/5/plans/publish')?.body).toEqual({ from: today, to: addDays(today, 55) });
});

it('a member of a team who does not lead it sees the weeks, without the figure or the buttons; the team is chosen from the list', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<TeamsPage />, { route: '/dashboard/leaders/teams', signedInAs: 'leader', api: teamsApi({ leads: false }).api });
  await waitFor(() => dateCard(sunday));
  expect(screen.queryByRole('button', { name: 'Fill the next 8 weeks' })).toBeNull();
  expect(screen.queryByText(/^Answered within 48 hours/)).toBeNull();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Choir');
  expect(await screen.findByRole('heading', { level: 2, name: 'Choir' })).toBeVisible();
  expect(await screen.findByText('No services in the next 8 weeks.')).toBeVisible();
});

it('a leader asks a stand-in for a declined place in one tap: the stand-ins are listed best first, and the refusal is said', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<TeamsPage />, { route: '/dashboard/leaders/teams', signedInAs: 'leader', api: teamsApi().api });
  const first = await waitFor(() => dateCard(sunday));
  const standIns = await within(first).findByRole('list', { name: 'Stand-ins' });
  expect(within(standIns).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tobi Ade (not served in this team yet) Ask', 'Kemi Lawal (last served here Nov 1, 2026) Ask']);
  // Only the declined place offers stand-ins: the next week's open places were never asked.
  expect(within(dateCard(nextSunday)).queryByRole('list', { name: 'Stand-ins' })).toBeNull();

  await user.click(within(standIns).getByRole('button', { name: 'Ask Kemi Lawal' }));
  expect(await within(first).findByRole('alert')).toHaveTextContent('This person cannot stand in there.');
  await user.click(within(standIns).getByRole('button', { name: 'Ask Tobi Ade' }));
  expect(await within(first).findByText('Tobi Ade: Asked, no answer yet')).toBeVisible();
  expect(toasts).toContain('Tobi Ade was asked to serve as Projection on Sun, 1 Jan.');
  // The place is filled: no stand-ins any more.
  expect(within(first).queryByRole('list', { name: 'Stand-ins' })).toBeNull();
  expect(calls.filter((c) => c.url.endsWith('/ask')).map((c) => c.body)).toEqual([{ position_id: 12, person_id: 25 }, { position_id: 12, person_id: 24 }]);
});

it('a member who does not lead the team sees no stand-ins', async () => {
  const { calls } = renderWithPlatform(<TeamsPage />, { route: '/dashboard/leaders/teams', signedInAs: 'leader', api: teamsApi({ leads: false }).api });
  expect(await waitFor(() => within(dateCard(sunday)).getByText('Samuel Eze: Declined'))).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Stand-ins' })).toBeNull();
  expect(calls.some((c) => c.url.includes('/stand-ins'))).toBe(false);
});

describe('the rota off the page', () => {
  // Hidden on screen, so found by its heading rather than by its (hidden) name.
  const printed = () => screen.getByRole('heading', { level: 1, name: 'Media: the rota', hidden: true }).closest('section')!;
  const printedRows = () => within(printed()).getAllByRole('row', { hidden: true }).map((row) => row.textContent);

  it('prints the chosen weeks: each service by position, each person with their answer in words and the places open, and nothing else of the page', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    renderWithPlatform(<TeamsPage />, { route: '/dashboard/leaders/teams', signedInAs: 'leader', api: teamsApi({ leads: false }).api });
    await waitFor(() => dateCard(sunday));
    // Four weeks unless chosen otherwise: both services, the positions heading the columns.
    expect(within(printed()).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent)).toEqual(['Service', 'Sound desk', 'Projection']);
    expect(printedRows()).toHaveLength(3);
    const first = within(printed()).getAllByRole('row', { hidden: true })[1];
    expect(within(first).getAllByRole('cell', { hidden: true }).map((c) => c.textContent)).toEqual([
      'Ruth Bello (Accepted)',
      'Samuel Eze (Declined)Ada Obi (Asked, no answer yet)1 place open',
    ]);
    expect(within(first).getByRole('rowheader', { hidden: true })).toHaveTextContent(/Sunday service$/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Weeks to print or download' }), '1 week');
    expect(printedRows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // On screen the grid is the rota; the table is for paper (the e2e prints it).
    expect(printed()).not.toBeVisible();
    expect(printed().parentElement).toBe(document.body);
    // A member who does not lead the team prints, but the CSV is for its leaders.
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    print.mockRestore();
  });

  it('a leader exports the chosen weeks as CSV', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:test');
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { calls } = renderWithPlatform(<TeamsPage />, { route: '/dashboard/leaders/teams', signedInAs: 'leader', api: teamsApi().api });
    await waitFor(() => dateCard(sunday));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weeks to print or download' }), '2 weeks');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const to = addDays(today, 13);
    await waitFor(() => expect(clicked).toEqual([`rota-media-${today}-${to}.csv`]));
    expect(calls.find((c) => c.url.startsWith('/api/teams/5/plans.csv'))?.url).toBe(`/api/teams/5/plans.csv?from=${today}&to=${to}`);
    click.mockRestore();
  });
});
