// GET /api/members: the directory with the filters and sort, a page at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@church/contracts/envelope';
import type { MemberFilter, MemberSort } from '@church/contracts/members';
import type { User } from '@church/contracts/user';
import { http } from '@church/platform/http';
import { ADMIN_MEMBERS_KEY } from './keys';

export interface MembersQuery extends MemberFilter {
  sort: MemberSort;
  page: number;
  per_page: number;
}

export function fetchMembers(query: MembersQuery, signal?: AbortSignal): Promise<ListEnvelope<User>> {
  return http.get<ListEnvelope<User>>('/members', { query: { ...query }, signal });
}

export const membersQuery = (query: MembersQuery) =>
  queryOptions({
    queryKey: [...ADMIN_MEMBERS_KEY, 'list', query],
    queryFn: ({ signal }) => fetchMembers(query, signal),
    // The previous page stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useMembers(query: MembersQuery) {
  return useQuery(membersQuery(query));
}
