import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { END_BEFORE_START_MESSAGE, type ChurchEvent } from '@church/contracts/events';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { EventsPage } from './EventsPage';

// The church's zone is Lagos (+01:00) in tests, as by default.
const CAROLS: ChurchEvent = {
  id: 1, title: 'Carol Night', description: 'Carols and mince pies.', location: 'Main auditorium',
  starts_at: '2026-12-24T18:00:00+01:00', ends_at: '2026-12-24T20:00:00+01:00', units: [{ id: 3, name: 'Choir' }, { id: 4, name: 'Media' }],
};
const WATCH_NIGHT: ChurchEvent = {
  id: 2, title: 'Watch Night', description: null, location: null, starts_at: '2026-12-31T22:00:00+01:00', ends_at: '2027-01-01T01:00:00+01:00', units: [],
};
const HARVEST: ChurchEvent = {
  id: 5, title: 'Harvest Thanksgiving', description: null, location: 'Church grounds', starts_at: '2025-10-12T09:00:00+01:00', ends_at: null, units: [],
};
const UNITS = [
  { id: 3, name: 'Choir', slug: 'choir', description: null, member_count: 12 },
  { id: 4, name: 'Media', slug: 'media', description: null, member_count: 5 },
];

/** A scripted API holding the events, so a change shows in the next list. */
function eventsApi({ upcoming = [CAROLS, WATCH_NIGHT], past = [HARVEST], refuseFirstCreate = false } = {}) {
  let events = [...upcoming];
  let refused = !refuseFirstCreate;
  return (call: FakeCall) => {
    const url = new URL(call.url, 'http://test');
    if (call.method === 'GET' && url.pathname === '/api/events') {
      const data = url.searchParams.get('when') === 'past' ? past : events;
      return { status: 200, body: { data, meta: { page: Number(url.searchParams.get('page')), per_page: Number(url.searchParams.get('per_page')), total: data.length } } };
    }
    if (call.method === 'GET' && url.pathname === '/api/events/1/calendar.ics') return { status: 200, body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' };
    if (call.method === 'GET' && url.pathname === '/api/units') return { status: 200, body: { data: UNITS } };
    if (call.method === 'POST' && url.pathname === '/api/events') {
      if (!refused) {
        refused = true;
        return { status: 422, body: { message: 'The given data was invalid.', errors: { ends_at: [END_BEFORE_START_MESSAGE] } } };
      }
      const body = call.body as { title: string; starts_at: string; ends_at?: string };
      const created: ChurchEvent = { id: 9, title: body.title, description: null, location: null, starts_at: body.starts_at, ends_at: body.ends_at ?? null, units: [{ id: 3, name: 'Choir' }] };
      events = [created, ...events];
      return { status: 201, body: { data: created, message: 'The event has been created.' } };
    }
    const id = Number(url.pathname.split('/').pop());
    if (call.method === 'PATCH') {
      const body = call.body as Partial<ChurchEvent>;
      events = events.map((e) => (e.id === id ? { ...e, location: body.location ?? null, units: [{ id: 3, name: 'Choir' }] } : e));
      return { status: 200, body: { data: events.find((e) => e.id === id), message: 'The event has been updated.' } };
    }
    if (call.method === 'DELETE') {
      events = events.filter((e) => e.id !== id);
      return { status: 200, body: { message: 'The event has been deleted.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(`error: ${m}`), info: (m) => toasts.push(`info: ${m}`) });
});

const cardOf = (title: string) => screen.getByRole('article', { name: title });

it('lists the upcoming events as cards with their times on the church clock, place, description and units, without admin actions for a member', async () => {
  const { calls } = renderWithPlatform(<EventsPage />, { route: '/dashboard/events', signedInAs: 'member', api: eventsApi() });
  expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  expect(document.title).toBe('Events · Community Church');
  expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');

  const list = await screen.findByRole('list', { name: 'Upcoming events' });
  expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Carol Night', 'Watch Night']);
  const carols = cardOf('Carol Night');
  expect(carols).toHaveTextContent('Thursday, Dec 24, 2026, 6:00 PM – 8:00 PM');
  expect(within(carols).getByText('Thursday, Dec 24, 2026, 6:00 PM – 8:00 PM')).toHaveAttribute('datetime', CAROLS.starts_at);
  expect(carols).toHaveTextContent('Main auditorium');
  expect(carols).toHaveTextContent('Carols and mince pies.');
  expect(carols).toHaveTextContent('For: Choir, Media');
  // An event past midnight names the day it ends; one for no unit is for everyone.
  const watchNight = cardOf('Watch Night');
  expect(watchNight).toHaveTextContent('Thursday, Dec 31, 2026, 10:00 PM – Friday, Jan 1, 2027, 1:00 AM');
  expect(watchNight).toHaveTextContent('For the whole church');
  expect(screen.getByRole('navigation', { name: 'Pages of events' })).toHaveTextContent('Showing 1–2 of 2');
  expect(calls.map((c) => c.url)).toContain('/api/events?when=upcoming&page=1&per_page=10');

  expect(within(carols).getByRole('button', { name: 'Add to calendar Carol Night' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create event' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  expect(screen.queryByRole('main')).toBeNull();
});

it('shows the past events on the Past tab, keeping the tab and the page in the URL', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<EventsPage />, { route: '/dashboard/events', signedInAs: 'member', api: eventsApi() });
  await screen.findByRole('list', { name: 'Upcoming events' });

  await user.click(screen.getByRole('tab', { name: 'Past' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/events?tab=past');
  const list = await screen.findByRole('list', { name: 'Past events' });
  const harvest = within(list).getByRole('article', { name: 'Harvest Thanksgiving' });
  expect(harvest).toHaveTextContent('Sunday, Oct 12, 2025, 9:00 AM');
  expect(harvest).toHaveTextContent('Church grounds');
  // A past event has no use for a calendar entry.
  expect(within(harvest).queryByRole('button')).toBeNull();
  expect(calls.map((c) => c.url)).toContain('/api/events?when=past&page=1&per_page=10');

  await user.click(screen.getByRole('button', { name: 'Test back' }));
  expect(await screen.findByRole('list', { name: 'Upcoming events' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
});

it('reads the page from the URL and offers the first page when that one is empty', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<EventsPage />, { route: '/dashboard/events?tab=past&page=3', signedInAs: 'member', api: eventsApi({ past: [] }) });
  expect(await screen.findByText('No events on this page.')).toBeInTheDocument();
  expect(calls.map((c) => c.url)).toContain('/api/events?when=past&page=3&per_page=10');
  await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
  expect(await screen.findByText('No past events yet.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/events?tab=past');
});

it('says so when there are no upcoming events', async () => {
  renderWithPlatform(<EventsPage />, { route: '/dashboard/events', signedInAs: 'member', api: eventsApi({ upcoming: [] }) });
  expect(await screen.findByText('No upcoming events yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create event' })).toBeNull();
});

it('downloads an event as an .ics file to add to a calendar', async () => {
  const user = userEvent.setup();
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.download} ${this.getAttribute('href')}`);
  });
  const { calls } = renderWithPlatform(<EventsPage />, { route: '/dashboard/events', signedInAs: 'member', api: eventsApi() });

  await user.click(await screen.findByRole('button', { name: 'Add to calendar Carol Night' }));
  await waitFor(() => expect(clicked).toEqual(['event-1.ics blob:test']));
  const download = calls.find((c) => c.url === '/api/events/1/calendar.ics');
  expect(download?.headers.Accept).toBe('text/calendar');
  expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
  expect(toasts).toEqual([]);
  click.mockRestore();
});

it('lets an admin create an event: checks it first, shows a refused end on its field keeping what was typed, then saves and refreshes the list', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<EventsPage />, { route: '/dashboard/events', signedInAs: 'admin', api: eventsApi({ refuseFirstCreate: true }) });
  await screen.findByRole('list', { name: 'Upcoming events' });

  await user.click(screen.getByRole('button', { name: 'Create event' }));
  const dialog = screen.getByRole('dialog', { name: 'Create an event' });
  const form = within(dialog);
  // Nothing typed: the contract's messages, and no request.
  await user.click(form.getByRole('button', { name: 'Create the event' }));
  expect(await form.findByText('Title is required')).toBeInTheDocument();
  expect(form.getByText('Start is required')).toBeInTheDocument();
  expect(form.getByLabelText('Title')).toHaveFocus();

  await user.type(form.getByLabelText('Title'), 'Christmas Day Service');
  fireEvent.change(form.getByLabelText('Start'), { target: { value: '2026-12-25T10:00' } });
  fireEvent.change(form.getByLabelText(/^End/), { target: { value: '2026-12-25T09:00' } });
  await user.click(form.getByRole('button', { name: 'Create the event' }));
  expect(form.getByLabelText(/^End/)).toHaveAccessibleDescription(expect.stringContaining(END_BEFORE_START_MESSAGE));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(form.getByLabelText(/^End/), { target: { value: '2026-12-25T12:00' } });
  await user.click(await form.findByRole('checkbox', { name: 'Choir' }));
  await user.click(form.getByRole('button', { name: 'Create the event' }));

  // The API refuses the end: its message on the field, everything typed still there.
  await waitFor(() => expect(form.getByLabelText(/^End/)).toHaveAttribute('aria-invalid', 'true'));
  expect(form.getByLabelText(/^End/)).toHaveAccessibleDescription(expect.stringContaining(END_BEFORE_START_MESSAGE));
  expect(form.getByLabelText('Title')).toHaveValue('Christmas Day Service');
  expect(form.getByLabelText('Start')).toHaveValue('2026-12-25T10:00');
  expect(form.getByLabelText(/^End/)).toHaveValue('2026-12-25T12:00');
  expect(form.getByRole('checkbox', { name: 'Choir' })).toBeChecked();
  expect(toasts).toEqual([]);

  await user.click(form.getByRole('button', { name: 'Create the event' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(toasts).toEqual(['The event has been created.']);
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(2);
  // The church's wall clock goes out as ISO with the church's offset; empty fields are left out.
  expect(posts[1].body).toEqual({ title: 'Christmas Day Service', starts_at: '2026-12-25T10:00:00+01:00', ends_at: '2026-12-25T12:00:00+01:00', unit_ids: [3] });
  const created = await screen.findByRole('article', { name: 'Christmas Day Service' });
  expect(created).toHaveTextContent('Friday, Dec 25, 2026, 10:00 AM – 12:00 PM');
  expect(created).toHaveTextContent('For: Choir');
});

it('lets an admin edit an event, starting from what it holds', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<EventsPage />, { route: '/dashboard/events', signedInAs: 'admin', api: eventsApi() });
  await user.click(await screen.findByRole('button', { name: 'Edit Carol Night' }));
  const form = within(screen.getByRole('dialog', { name: 'Edit Carol Night' }));
  expect(form.getByLabelText('Title')).toHaveValue('Carol Night');
  expect(form.getByLabelText('Start')).toHaveValue('2026-12-24T18:00');
  expect(form.getByLabelText(/^End/)).toHaveValue('2026-12-24T20:00');
  expect(form.getByLabelText(/^Description/)).toHaveValue('Carols and mince pies.');
  expect(await form.findByRole('checkbox', { name: 'Media' })).toBeChecked();

  await user.clear(form.getByLabelText(/^Location/));
  await user.type(form.getByLabelText(/^Location/), 'Church garden');
  await user.clear(form.getByLabelText(/^Description/));
  await user.click(form.getByRole('checkbox', { name: 'Media' }));
  await user.click(form.getByRole('button', { name: 'Save the changes' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(toasts).toEqual(['The event has been updated.']);
  const patch = calls.find((c) => c.method === 'PATCH');
  expect(patch?.url).toBe('/api/events/1');
  // An emptied description is cleared (null).
  expect(patch?.body).toEqual({
    title: 'Carol Night', description: null, location: 'Church garden', starts_at: '2026-12-24T18:00:00+01:00', ends_at: '2026-12-24T20:00:00+01:00', unit_ids: [3],
  });
  await waitFor(() => expect(cardOf('Carol Night')).toHaveTextContent('Church garden'));
  expect(cardOf('Carol Night')).toHaveTextContent('For: Choir');
});

it('asks before an admin deletes an event, then takes it off the list', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<EventsPage />, { route: '/dashboard/events', signedInAs: 'admin', api: eventsApi() });
  await user.click(await screen.findByRole('button', { name: 'Delete Carol Night' }));
  let dialog = screen.getByRole('dialog', { name: 'Delete Carol Night?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Delete Carol Night' }));
  dialog = screen.getByRole('dialog', { name: 'Delete Carol Night?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Carol Night' })).toBeNull());
  expect(screen.getByRole('article', { name: 'Watch Night' })).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/events/1');
  expect(toasts).toEqual(['The event has been deleted.']);
});

it('offers an admin to create the first event when none is coming up', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<EventsPage />, { route: '/dashboard/events', signedInAs: 'admin', api: eventsApi({ upcoming: [] }) });
  expect(await screen.findByText('No upcoming events yet.')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Create event' })).toHaveLength(2);
  await user.click(screen.getAllByRole('button', { name: 'Create event' })[1]);
  expect(screen.getByRole('dialog', { name: 'Create an event' })).toBeInTheDocument();
});
