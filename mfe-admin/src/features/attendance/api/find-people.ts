// GET /api/members?search=: people to record attendance for, found by name, email or phone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@church/contracts/envelope';
import type { User } from '@church/contracts/user';
import { http } from '@church/platform/http';

export function findPeople(search: string, signal?: AbortSignal): Promise<User[]> {
  return http.get<ListEnvelope<User>>('/members', { query: { search, per_page: 8 }, signal }).then((body) => body.data);
}

export const findPeopleQuery = (search: string) =>
  queryOptions({ queryKey: ['admin', 'people', search], queryFn: ({ signal }) => findPeople(search, signal), enabled: search.trim().length >= 2 });

export function useFindPeople(search: string) {
  return useQuery(findPeopleQuery(search));
}
