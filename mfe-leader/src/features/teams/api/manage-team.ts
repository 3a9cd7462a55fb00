// Setting a team up: POST /api/teams { name } (admins), POST /api/teams/:id/positions { name, needed },
// PUT /api/teams/:id/members/:personId { position_ids, is_leader? } (joins or changes a person's
// positions; admins also whether they lead),
// DELETE /api/teams/:id/members/:personId, and GET /api/members?search= for the people to add
// (admins: everyone; leaders: the people of their units). Each write refreshes the teams' reads.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamPosition, TeamSummary } from '@church/contracts/teams';
import type { User } from '@church/contracts/user';
import { http } from '@church/platform/http';
import { teamsQuery } from './teams';

type Answer<T> = { data: T; message: string };

function useTeamWrite<I, T>(write: (input: I) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The forms show their own refusals.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: teamsQuery.queryKey }),
  });
}

export const useCreateTeam = () => useTeamWrite((body: { name: string }) => http.post<Answer<TeamSummary>>('/teams', body));

export const useAddPosition = (teamId: number) =>
  useTeamWrite((body: { name: string; needed: number }) => http.post<Answer<TeamPosition>>(`/teams/${teamId}/positions`, body));

export const usePutTeamMember = (teamId: number) =>
  useTeamWrite(({ personId, positionIds, isLeader }: { personId: number; positionIds: number[]; isLeader?: boolean }) =>
    http.put<Answer<unknown>>(`/teams/${teamId}/members/${personId}`, { position_ids: positionIds, ...(isLeader === undefined ? {} : { is_leader: isLeader }) }));

export const useRemoveTeamMember = (teamId: number) =>
  useTeamWrite((personId: number) => http.delete<{ message: string }>(`/teams/${teamId}/members/${personId}`));

/** Up to 8 people matching `search` (two letters at least), as the members list finds them. */
export function usePeopleToAdd(search: string) {
  const term = search.trim();
  return useQuery(queryOptions<User[]>({
    queryKey: ['leaders', 'teams', 'people', term],
    queryFn: ({ signal }) => http.get<{ data: User[] }>('/members', { query: { search: term, per_page: 8, active: 'true' }, signal }).then((r) => r.data),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  }));
}
