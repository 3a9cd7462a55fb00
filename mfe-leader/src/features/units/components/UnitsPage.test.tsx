import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTENDANCE_RATE_DEFINITION, THEIR_PERCENTAGE_DEFINITION } from '@church/contracts/attendance-rules';
import { addDays, formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import type { RosterChange, Unit, UnitMember } from '@church/contracts/units';
import type { User } from '@church/contracts/user';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { UnitsPage } from './UnitsPage';

const CHOIR: Unit = { id: 1, name: 'Choir', slug: 'choir', description: 'Sings on Sundays', member_count: 2, attendance_percentage: 50 };
const MEDIA: Unit = { id: 2, name: 'Media', slug: 'media', description: null, member_count: 0, attendance_percentage: null };
const member = (over: Partial<UnitMember> & Pick<UnitMember, 'id' | 'full_name'>): UnitMember => ({
  phone: null, email: `${over.full_name.split(' ')[0].toLowerCase()}@example.org`, is_leader: false, last_attended: null,
  attended: 0, expected: 4, goal: 4, percentage: 0, level: "The Sower's Seed", held: 4, attended_so_far: 0, so_far_percentage: 0, away: null, ...over,
});
// Ada: 2 of her goal of 4 (50%, Faith's Foundation), 2 of the 3 services held so far (66%).
const ADA = member({ id: 11, full_name: 'Ada Obi', phone: '0803 123 4567', last_attended: '2025-11-16', attended: 2, percentage: 50, level: "Faith's Foundation", held: 3, attended_so_far: 2, so_far_percentage: 66 });
const BEN = member({ id: 12, full_name: 'Ben Eze', is_leader: true, phone: '0805 555 0000', last_attended: '2025-11-23', attended: 4, percentage: 100, level: 'The Good Steward' });
const CHI: User = testUser({ id: 13, first_name: 'Chi', last_name: 'Nwosu', full_name: 'Chi Nwosu', email: 'chi@example.org', roles: ['member'] });
const ADA_USER: User = testUser({ id: 11, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', email: 'ada@example.org', roles: ['member'] });

// Choir's roster changes, newest first (seven of them: more than the card shows at first).
const person = (id: number, full_name: string) => ({ id, full_name });
const DANIEL = person(7, 'Daniel Mensah');
const ESTHER = person(1, 'Esther Okafor');
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const CHANGES: RosterChange[] = [
  { id: 17, change: 'added', changed_at: hoursAgo(2), person: person(13, 'Chi Nwosu'), actor: DANIEL },
  { id: 16, change: 'left', changed_at: hoursAgo(26), person: person(14, 'Dayo Ade'), actor: person(14, 'Dayo Ade') },
  { id: 15, change: 'removed', changed_at: hoursAgo(50), person: person(15, 'Efe Uko'), actor: DANIEL },
  { id: 14, change: 'made_leader', changed_at: hoursAgo(74), person: person(12, 'Ben Eze'), actor: ESTHER },
  { id: 13, change: 'leader_removed', changed_at: hoursAgo(98), person: person(16, 'Femi Ola'), actor: ESTHER },
  { id: 12, change: 'added', changed_at: hoursAgo(200), person: person(11, 'Ada Obi'), actor: null },
  { id: 11, change: 'added', changed_at: hoursAgo(300), person: person(12, 'Ben Eze'), actor: ESTHER },
];
const changesPage = (url: string) => {
  const perPage = Number(new URL(url, 'http://x').searchParams.get('per_page') ?? 20);
  return { data: CHANGES.slice(0, perPage), meta: { page: 1, per_page: perPage, total: CHANGES.length } };
};

type Reply = { status: number; body?: unknown };

function api(over?: (call: FakeCall) => Reply | undefined) {
  return (call: FakeCall): Reply => {
    const answer = over?.(call);
    if (answer) return answer;
    if (call.url === '/api/units?include=attendance') return { status: 200, body: { data: [CHOIR, MEDIA] } };
    if (call.url === '/api/units/1/members') return { status: 200, body: { data: [ADA, BEN], meta: { year: 2025, month: 11 } } };
    if (call.url.startsWith('/api/units/1/absent-members')) {
      return { status: 200, body: { data: { misses: 2, occurrences: [{ service_id: 1, service_name: 'Sunday Service', date: '2025-11-30' }], members: [ADA] } } };
    }
    if (call.url.startsWith('/api/members?')) return { status: 200, body: { data: [ADA_USER, CHI], meta: { page: 1, per_page: 10, total: 2 } } };
    if (call.url.startsWith('/api/units/1/roster-changes?')) return { status: 200, body: changesPage(call.url) };
    return { status: 404, body: { message: 'Not found' } };
  };
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(`error: ${m}`), info: () => {} });
});

const sent = (calls: FakeCall[], method: string) => calls.filter((c) => c.method === method).map((c) => c.url);
const rosterLoads = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/units/1/members').length;
const changeLoads = (calls: FakeCall[]) => calls.filter((c) => c.url.startsWith('/api/units/1/roster-changes')).length;

describe('as a leader', () => {
  it('lists their units with member counts, without the admin actions', async () => {
    renderWithPlatform(<UnitsPage />, { route: '/dashboard/leaders/units', signedInAs: 'leader', api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Units' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Units' });
    const [choir, media] = within(table).getAllByRole('row').slice(1);
    expect(within(choir).getByRole('link', { name: 'Choir' })).toHaveAttribute('href', '/dashboard/leaders/units?unit=1');
    expect(choir).toHaveTextContent('Sings on Sundays');
    expect(choir).toHaveTextContent('2');
    expect(media).toHaveTextContent('0');
    expect(screen.queryByRole('button', { name: 'Create unit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it("opens a unit's page from the list: its roster with this month's figures, and its absent members", async () => {
    const user = userEvent.setup();
    renderWithPlatform(<UnitsPage />, { route: '/dashboard/leaders/units', signedInAs: 'leader', api: api() });
    await user.click(await screen.findByRole('link', { name: 'Choir' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/leaders/units?unit=1');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Units/Choir');

    const roster = await screen.findByRole('table', { name: 'Choir roster' });
    const [ada, ben] = within(roster).getAllByRole('row').slice(1);
    expect(within(ada).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/dashboard/members/11?back=%2Fdashboard%2Fleaders%2Funits%3Funit%3D1');
    expect(ada).toHaveTextContent('0803 123 4567');
    expect(ada).toHaveTextContent("50% (2 of their goal of 4)Faith's Foundation");
    expect(ada).toHaveTextContent('66% (2 of 3 services held)');
    // Each figure's rule, in the words the person's own page uses, one click away.
    expect(screen.getByText(THEIR_PERCENTAGE_DEFINITION)).not.toBeVisible();
    await user.click(within(screen.getByText(THEIR_PERCENTAGE_DEFINITION).closest('details')!).getByText('How is this counted?'));
    expect(screen.getByText(THEIR_PERCENTAGE_DEFINITION)).toBeVisible();
    expect(screen.getByText(ATTENDANCE_RATE_DEFINITION)).toBeVisible();
    expect(ada).toHaveTextContent('Nov 16, 2025');
    expect(ben).toHaveTextContent('Leader');
    expect(ben).toHaveTextContent('The Good Steward');
    // Making and unmaking leaders is the admin's.
    expect(within(roster).queryByRole('button', { name: /leader/ })).toBeNull();

    const absent = screen.getByTestId('absent-members');
    expect(await within(absent).findByRole('list', { name: 'Absent from Choir' })).toHaveTextContent('Ada Obi');
    expect(absent).toHaveTextContent('Missed: Sun, Nov 30, 2025 (Sunday Service)');
    expect(within(absent).getByRole('link', { name: 'Call Ada Obi' })).toHaveAttribute('href', 'tel:+2348031234567');
  });

  it('searches the roster by name or phone in the page, keeping the search in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<UnitsPage />, { route: '/dashboard/leaders/units?unit=1', signedInAs: 'leader', api: api() });
    const roster = await screen.findByRole('table', { name: 'Choir roster' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the roster' }), 'ben{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/leaders/units?unit=1&search=ben');
    expect(within(roster).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Ben Eze']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search the roster' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the roster' }), '+234 803{Enter}');
    expect(within(screen.getByRole('table', { name: 'Choir roster' })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Choir roster' })).toHaveTextContent('Ada Obi');

    await user.clear(screen.getByRole('searchbox', { name: 'Search the roster' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the roster' }), 'nobody{Enter}');
    expect(await screen.findByText('Nobody matches')).toBeInTheDocument();
    // Searching happens in the page: one roster request.
    expect(rosterLoads(calls)).toBe(1);
  });

  it('adds a person found by the search to the roster, and shows the roster again', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units?unit=1',
      signedInAs: 'leader',
      api: api((call) => (call.method === 'PUT' ? { status: 201, body: { data: {}, message: 'Chi Nwosu joined Choir.' } } : undefined)),
    });
    await screen.findByRole('table', { name: 'Choir roster' });
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a member to Choir' });
    expect(dialog).toHaveTextContent('You can add people who are already in another unit you lead.');
    // Nobody chosen yet.
    await user.click(within(dialog).getByRole('button', { name: 'Add to Choir' }));
    expect(await within(dialog).findByText('Choose a person')).toBeInTheDocument();

    expect(await within(dialog).findByRole('radio', { name: 'Ada Obi (ada@example.org) — already in Choir' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Chi Nwosu (chi@example.org)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Choir' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'PUT')).toEqual(['/api/units/1/members/13']);
    expect(calls.some((c) => c.url === '/api/members?active=true&per_page=10')).toBe(true);
    expect(toasts).toEqual(['Chi Nwosu joined Choir.']);
    await waitFor(() => expect(rosterLoads(calls)).toBe(2));
  });

  it('offers a person without an account (no email) as "No sign-in", never "null"', async () => {
    const user = userEvent.setup();
    const tobi = testUser({ id: 40, first_name: 'Tobi', last_name: 'Obi', full_name: 'Tobi Obi', email: null });
    renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units?unit=1',
      signedInAs: 'leader',
      api: api((call) => (call.url.startsWith('/api/members?') ? { status: 200, body: { data: [tobi], meta: { page: 1, per_page: 10, total: 1 } } } : undefined)),
    });
    await screen.findByRole('table', { name: 'Choir roster' });
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a member to Choir' });
    expect(await within(dialog).findByRole('radio', { name: 'Tobi Obi (No sign-in)' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('null');
  });

  it('removes a member after confirming, and not before', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units?unit=1',
      signedInAs: 'leader',
      api: api((call) => (call.method === 'DELETE' ? { status: 200, body: { message: 'Ada Obi left Choir.' } } : undefined)),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Obi' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Ada Obi from Choir?' });
    // Focus starts on Cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Ada Obi' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Ada Obi from Choir?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'DELETE')).toEqual(['/api/units/1/members/11']);
    expect(toasts).toEqual(['Ada Obi left Choir.']);
    await waitFor(() => expect(rosterLoads(calls)).toBe(2));
  });

  it("shows the unit's recent roster changes, newest first, who made each, and more on asking", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<UnitsPage />, { route: '/dashboard/leaders/units?unit=1', signedInAs: 'leader', api: api() });
    const card = await screen.findByTestId('roster-changes');
    expect(within(card).getByRole('heading', { name: 'Recent changes' })).toBeInTheDocument();
    const list = await within(card).findByRole('list', { name: 'Recent changes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Daniel Mensah added Chi Nwosu2 hours ago',
      'Dayo Ade left1 day ago',
      'Daniel Mensah removed Efe Uko2 days ago',
      'Esther Okafor made Ben Eze a leader3 days ago',
      'Esther Okafor removed Femi Ola as a leader4 days ago',
    ]);
    expect(calls.some((c) => c.url === '/api/units/1/roster-changes?per_page=5')).toBe(true);
    await user.click(within(card).getByRole('button', { name: 'Show more changes' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    expect(within(list).getAllByRole('listitem')[5]).toHaveTextContent('Ada Obi was added');
    expect(within(card).queryByRole('button', { name: 'Show more changes' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/units/1/roster-changes?per_page=25')).toBe(true);
  });

  it('reads the changes again once the roster changed from the page', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units?unit=1',
      signedInAs: 'leader',
      api: api((call) => (call.method === 'DELETE' ? { status: 200, body: { message: 'Ada Obi left Choir.' } } : undefined)),
    });
    await screen.findByRole('list', { name: 'Recent changes' });
    expect(changeLoads(calls)).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Remove Ada Obi' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove Ada Obi from Choir?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(changeLoads(calls)).toBe(2));
  });

  it('says when a unit has no changes yet', async () => {
    renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units?unit=1',
      signedInAs: 'leader',
      api: api((call) => (call.url.startsWith('/api/units/1/roster-changes') ? { status: 200, body: { data: [], meta: { page: 1, per_page: 5, total: 0 } } } : undefined)),
    });
    expect(await within(await screen.findByTestId('roster-changes')).findByText("No changes to Choir's roster yet.")).toBeInTheDocument();
  });

  it('shows its own failure in the card, with a retry, and no toast', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units?unit=1',
      signedInAs: 'leader',
      // A refusal is not retried (a leader who no longer leads the unit).
      api: api((call) => (call.url.startsWith('/api/units/1/roster-changes') && fail ? { status: 403, body: { message: 'You can only manage the units you lead.' } } : undefined)),
    });
    const card = await screen.findByTestId('roster-changes');
    const failure = await within(card).findByTestId('data-load-error');
    expect(toasts).toEqual([]);
    fail = false;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByRole('list', { name: 'Recent changes' })).toBeInTheDocument();
  });

  it('shows who is away on the roster, and records an absence for a member from their row', async () => {
    const user = userEvent.setup();
    const today = todayInChurch();
    const awayAda = { ...ADA, away: { from: addDays(today, -2), to: addDays(today, 5), reason: 'illness' as const } };
    const { calls } = renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units?unit=1',
      signedInAs: 'leader',
      api: api((call) => {
        if (call.url === '/api/units/1/members') return { status: 200, body: { data: [awayAda, BEN], meta: { year: 2025, month: 11 } } };
        if (call.method === 'POST' && call.url === '/api/members/12/absences') return { status: 201, body: { data: {}, message: 'Absence recorded.' } };
        return undefined;
      }),
    });
    const adaAway = `Away until ${formatChurchDate(addDays(today, 5))} (illness)`;
    expect((await screen.findAllByText(adaAway)).length).toBeGreaterThan(0);
    // Ben announced nothing: every "away" on the page is Ada's.
    expect(screen.getAllByText(/^Away (until|from)/).map((el) => el.textContent)).toEqual(screen.getAllByText(adaAway).map(() => adaAway));
    // The badge leads to the absences' card on Ada's page, where it is taken back, and back to this roster.
    const badgeLinks = screen.getAllByRole('link', { name: `${adaAway} (see or take back on Ada Obi’s page)` });
    expect(badgeLinks.length).toBeGreaterThan(0);
    for (const link of badgeLinks) {
      expect(link).toHaveAttribute('href', `/dashboard/members/11?back=${encodeURIComponent('/dashboard/leaders/units?unit=1')}#away`);
    }

    await user.click(screen.getByRole('button', { name: 'Record absence for Ben Eze' }));
    const dialog = screen.getByRole('dialog', { name: 'Record an absence for Ben Eze' });
    const to = within(dialog).getByLabelText('To (the last day away)');
    await user.clear(to);
    await user.type(to, addDays(today, 3));
    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'travel');
    await user.click(within(dialog).getByRole('button', { name: 'Record the absence' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ from: today, to: addDays(today, 3), reason: 'travel' });
    expect(toasts).toEqual(['Absence recorded.']);
    await waitFor(() => expect(rosterLoads(calls)).toBe(2));
  });

  it('offers no Remove on a leader’s row: only an admin takes a leader off a roster', async () => {
    renderWithPlatform(<UnitsPage />, { route: '/dashboard/leaders/units?unit=1', signedInAs: 'leader', api: api() });
    expect(await screen.findByRole('row', { name: /Ben Eze/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ben Eze' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Remove / }).length).toBeGreaterThan(0);
  });

  it('says so for a unit they cannot open', async () => {
    renderWithPlatform(<UnitsPage />, { route: '/dashboard/leaders/units?unit=99', signedInAs: 'leader', api: api() });
    expect(await screen.findByText('This unit is not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All units' })).toHaveAttribute('href', '/dashboard/leaders/units');
  });
});

describe('as an admin', () => {
  it('creates a unit, keeping the typed name when the API refuses it', async () => {
    const user = userEvent.setup();
    let posts = 0;
    const { calls } = renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units',
      signedInAs: 'admin',
      api: api((call) => {
        if (call.method !== 'POST') return undefined;
        posts += 1;
        return posts === 1
          ? { status: 422, body: { message: 'The given data was invalid.', errors: { name: ['A unit named like “Choir” already exists; choose another name'] } } }
          : { status: 201, body: { data: { ...MEDIA, id: 3, name: 'Youth Band' }, message: 'Youth Band was created.' } };
      }),
    });
    await screen.findByRole('table', { name: 'Units' });
    await user.click(screen.getByRole('button', { name: 'Create unit' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the unit' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'choir!');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Drums and keys');
    await user.click(within(dialog).getByRole('button', { name: 'Create the unit' }));
    expect(await within(dialog).findByText('A unit named like “Choir” already exists; choose another name')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('choir!');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Youth Band');
    await user.click(within(dialog).getByRole('button', { name: 'Create the unit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'choir!', description: 'Drums and keys' },
      { name: 'Youth Band', description: 'Drums and keys' },
    ]);
    expect(toasts).toEqual(['Youth Band was created.']);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/units?include=attendance')).toHaveLength(2));
  });

  it('edits a unit', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units',
      signedInAs: 'admin',
      api: api((call) => (call.method === 'PATCH' ? { status: 200, body: { data: { ...CHOIR, name: 'Choristers' }, message: 'Choristers was saved.' } } : undefined)),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Choir' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Choir' });
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('Sings on Sundays');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Choristers');
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(toasts).toEqual(['Choristers was saved.']));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/units/1', body: { name: 'Choristers', description: 'Sings on Sundays' } });
  });

  it("deletes a unit with members only after the API's warning and Delete anyway", async () => {
    const user = userEvent.setup();
    const warning = 'Choir has 2 members. Deleting it takes them off its roster; confirm to delete it anyway.';
    const { calls } = renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units?unit=1',
      signedInAs: 'admin',
      api: api((call) => {
        if (call.method !== 'DELETE') return undefined;
        return call.url.endsWith('?force=true') ? { status: 200, body: { message: 'Choir was deleted.' } } : { status: 409, body: { message: warning } };
      }),
    });
    await screen.findByRole('table', { name: 'Choir roster' });
    await user.click(screen.getByRole('button', { name: 'Delete Choir' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Choir?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(warning);
    expect(sent(calls, 'DELETE')).toEqual(['/api/units/1']);

    await user.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'DELETE')).toEqual(['/api/units/1', '/api/units/1?force=true']);
    expect(toasts).toEqual(['Choir was deleted.']);
    // Back to the list: the unit's page has nothing left to show.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/leaders\/units$/));
    expect(await screen.findByRole('table', { name: 'Units' })).toBeInTheDocument();
  });

  it('makes a member a leader and unmakes a leader', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<UnitsPage />, {
      route: '/dashboard/leaders/units?unit=1',
      signedInAs: 'admin',
      api: api((call) => {
        if (call.method === 'PUT') return { status: 201, body: { data: {}, message: 'Ada Obi now leads Choir.' } };
        if (call.method === 'DELETE') return { status: 200, body: { message: 'Ben Eze no longer leads Choir and stays on its roster.' } };
        return undefined;
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Make leader (Ada Obi)' }));
    await waitFor(() => expect(toasts).toEqual(['Ada Obi now leads Choir.']));
    await user.click(screen.getByRole('button', { name: 'Remove as leader (Ben Eze)' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(sent(calls, 'PUT')).toEqual(['/api/units/1/leaders/11']);
    expect(sent(calls, 'DELETE')).toEqual(['/api/units/1/leaders/12']);
    // The admin's unit page has the roster's recent changes too.
    expect(await screen.findByRole('list', { name: 'Recent changes' })).toHaveTextContent('Esther Okafor made Ben Eze a leader');
  });
});
