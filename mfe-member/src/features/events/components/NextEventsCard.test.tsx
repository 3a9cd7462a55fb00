import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChurchEvent } from '@church/contracts/events';
import { createQueryClient } from '@church/platform/query-client';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { NextEventsCard } from './NextEventsCard';

const event = (id: number, title: string, starts_at: string, over: Partial<ChurchEvent> = {}): ChurchEvent => ({
  id, title, description: null, location: null, starts_at, ends_at: null, units: [], ...over,
});

const api = (events: ChurchEvent[] | null) => (call: FakeCall) => {
  if (call.url.startsWith('/api/events?')) {
    return events ? { status: 200, body: { data: events, meta: { page: 1, per_page: 3, total: events.length } } } : { status: 500, body: { message: 'Server error' } };
  }
  return { status: 404, body: { message: 'Not found' } };
};

it('shows the three next events with their time on the church clock and place, and links to all events', async () => {
  const { calls } = renderWithPlatform(<NextEventsCard />, {
    route: '/dashboard',
    signedInAs: 'member',
    api: api([
      event(1, 'Carol Night', '2026-12-24T18:00:00+01:00', { ends_at: '2026-12-24T20:00:00+01:00', location: 'Main auditorium' }),
      event(2, 'Watch Night', '2026-12-31T22:00:00+01:00'),
    ]),
  });
  const card = screen.getByRole('region', { name: 'Next events' });
  const items = await within(card).findAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'Carol NightThursday, Dec 24, 2026, 6:00 PM – 8:00 PMMain auditorium',
    'Watch NightThursday, Dec 31, 2026, 10:00 PM',
  ]);
  expect(calls.map((c) => c.url)).toEqual(['/api/events?when=upcoming&page=1&per_page=3']);

  await userEvent.click(within(card).getByRole('link', { name: 'See all events' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/events');
});

it('says so when no event is coming up', async () => {
  renderWithPlatform(<NextEventsCard />, { route: '/dashboard', signedInAs: 'member', api: api([]) });
  expect(await screen.findByText('No upcoming events yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/dashboard/events');
});

it('offers a retry when the events cannot be loaded', async () => {
  // No retries with their back-off: the failure shows at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithPlatform(<NextEventsCard />, { route: '/dashboard', signedInAs: 'member', api: api(null), queryClient });
  expect(await screen.findByText('Something went wrong with data loading.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
