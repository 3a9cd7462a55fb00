// GET /api/members/:id: one person's details, for admins, a leader of one of their units and the
// person themself; 403 for anyone else whether or not the id exists, 404 (admins) for a missing id.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@church/contracts/user';
import { http } from '@church/platform/http';
import { MEMBERS_KEY } from './keys';

export function fetchMember(id: string, signal?: AbortSignal): Promise<User> {
  return http.get<{ data: User }>(`/members/${encodeURIComponent(id)}`, { signal }).then((body) => body.data);
}

export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: [...MEMBERS_KEY, 'details', id],
    queryFn: ({ signal }) => fetchMember(id, signal),
    // The page says "not found" itself rather than toasting it.
    meta: { silent: true },
  });

export function useMember(id: string) {
  return useQuery(memberQuery(id));
}
