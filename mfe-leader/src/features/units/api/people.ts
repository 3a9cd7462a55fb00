// GET /api/members?search=&active=true&per_page=10: people a roster can take. Admins search
// everyone; a leader's answer holds only people of the units they lead.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@church/contracts/envelope';
import type { User } from '@church/contracts/user';
import { http } from '@church/platform/http';
import { LEADERS_PEOPLE_KEY } from './keys';

export const PEOPLE_PER_SEARCH = 10;

export function fetchPeople(search: string, signal?: AbortSignal): Promise<User[]> {
  return http
    .get<ListEnvelope<User>>('/members', { query: { search, active: 'true', per_page: PEOPLE_PER_SEARCH }, signal })
    .then((body) => body.data);
}

export const peopleQuery = (search: string) =>
  queryOptions({
    queryKey: [...LEADERS_PEOPLE_KEY, 'search', search.trim()],
    queryFn: ({ signal }) => fetchPeople(search.trim(), signal),
    placeholderData: keepPreviousData,
    // The picker shows its own error.
    meta: { silent: true },
  });

export function usePeople(search: string) {
  return useQuery(peopleQuery(search));
}
