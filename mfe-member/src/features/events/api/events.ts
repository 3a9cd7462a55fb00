// GET /api/events?when=upcoming|past&page=&per_page= (anyone signed in): upcoming (not yet ended,
// soonest first) or past (ended, latest first), a page at a time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@church/contracts/envelope';
import type { ChurchEvent, EventWhen } from '@church/contracts/events';
import { http } from '@church/platform/http';
import { keptOnDevice } from '@church/platform/kept-queries';
import { EVENTS_LIST_KEY } from './keys';

export interface EventListRequest {
  when: EventWhen;
  page: number;
  perPage: number;
}

/** The dashboard's card: the next three events. */
export const NEXT_EVENTS: EventListRequest = { when: 'upcoming', page: 1, perPage: 3 };
const isNextEvents = ({ when, page, perPage }: EventListRequest) => when === NEXT_EVENTS.when && page === NEXT_EVENTS.page && perPage === NEXT_EVENTS.perPage;

export function fetchEvents({ when, page, perPage }: EventListRequest, signal?: AbortSignal): Promise<ListEnvelope<ChurchEvent>> {
  return http.get<ListEnvelope<ChurchEvent>>('/events', { query: { when, page, per_page: perPage }, signal });
}

export const eventsQuery = (request: EventListRequest) =>
  queryOptions({
    queryKey: [...EVENTS_LIST_KEY, request.when, request.page, request.perPage],
    queryFn: ({ signal }) => fetchEvents(request, signal),
    // Another page of the same list stays shown while it loads; the other tab's list never is.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === request.when ? previous : undefined),
    // The page and the card show their own error with Retry.
    meta: { silent: true },
    // The dashboard's card (the events this person is shown) paints from the device on a return.
    ...(isNextEvents(request) && keptOnDevice<ListEnvelope<ChurchEvent>>()),
  });

export function useEvents(request: EventListRequest) {
  return useQuery(eventsQuery(request));
}
