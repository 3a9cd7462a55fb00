// The leader's rota pages: GET /api/teams (admins: every team; others: the teams they serve in),
// GET /api/teams/:id (its positions, people and, for its leaders and admins, answers_48h),
// GET /api/teams/:id/plans?from&to (each service with who fills which position and their answer),
// POST /api/teams/:id/auto-schedule { from, to } (a proposal: nothing written),
// PUT /api/teams/:id/plans/:serviceId/:date { assignments } (one service's places, as drafts),
// POST /api/teams/:id/plans/publish { from, to } (the drafts are asked),
// GET /api/teams/:id/plans/:serviceId/:date/stand-ins?position_id and POST .../ask { position_id, person_id }
// (who could take a declined place, best first; one of them asked at once).
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AskStandIn, AutoScheduleResponse, PlanOccurrence, PublishedPlans, StandIn, TeamSummary, teamDetailResponseSchema } from '@church/contracts/teams';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { http } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';

export type TeamDetail = z.infer<typeof teamDetailResponseSchema>['data'];
export type Proposal = AutoScheduleResponse['data'];

const TEAMS_KEY = ['leaders', 'teams'] as const;

/** The weeks the grid shows and "Fill the next 8 weeks" proposes: today and the 55 days after. */
export const GRID_DAYS = 56;
export function gridWindow(today = todayInChurch()): { from: string; to: string } {
  return { from: today, to: addDays(today, GRID_DAYS - 1) };
}

export const teamsQuery = queryOptions({
  queryKey: TEAMS_KEY,
  queryFn: ({ signal }) => http.get<{ data: TeamSummary[] }>('/teams', { signal }).then((r) => r.data),
});

export const teamQuery = (id: number) =>
  queryOptions({
    queryKey: [...TEAMS_KEY, id],
    queryFn: ({ signal }) => http.get<{ data: TeamDetail }>(`/teams/${id}`, { signal }).then((r) => r.data),
  });

export const planQuery = (id: number, from: string, to: string) =>
  queryOptions({
    queryKey: [...TEAMS_KEY, id, 'plans', from, to],
    queryFn: ({ signal }) => http.get<{ data: PlanOccurrence[] }>(`/teams/${id}/plans`, { query: { from, to }, signal }).then((r) => r.data),
  });

export const useTeams = () => useQuery(teamsQuery);
export const useTeam = (id: number | undefined) => useQuery({ ...teamQuery(id ?? 0), enabled: id !== undefined });
export const usePlan = (id: number | undefined, from: string, to: string) => useQuery({ ...planQuery(id ?? 0, from, to), enabled: id !== undefined });

type Window = { teamId: number; from: string; to: string };

const proposeMutation = mutationOptions({
  mutationKey: [...TEAMS_KEY, 'propose'],
  mutationFn: ({ teamId, from, to }: Window) => http.post<{ data: Proposal }>(`/teams/${teamId}/auto-schedule`, { from, to }).then((r) => r.data),
});
export const usePropose = () => useMutation(proposeMutation);

/**
 * Saves a proposal as drafts: each service it touches is written once with the places it keeps
 * (everyone asked, accepted or drafted there; a declined place gives way) and the people proposed.
 */
export async function saveProposal(teamId: number, plan: PlanOccurrence[], proposal: Proposal): Promise<number> {
  const services = new Map<string, { serviceId: number; date: string; assignments: { position_id: number; person_id: number }[] }>();
  const at = (serviceId: number, date: string) => {
    const key = `${serviceId}/${date}`;
    if (!services.has(key)) {
      const kept = plan.find((o) => o.service_id === serviceId && o.date === date)?.places.filter((p) => p.state !== 'declined') ?? [];
      services.set(key, { serviceId, date, assignments: kept.map((p) => ({ position_id: p.position_id, person_id: p.person_id })) });
    }
    return services.get(key)!;
  };
  for (const p of proposal.proposed) at(p.service_id, p.date).assignments.push({ position_id: p.position_id, person_id: p.person_id });
  // One service at a time: each write locks the team's row, so in parallel they would only wait.
  for (const s of services.values()) await http.put(`/teams/${teamId}/plans/${s.serviceId}/${s.date}`, { assignments: s.assignments });
  return services.size;
}

const saveMutation = mutationOptions({
  mutationKey: [...TEAMS_KEY, 'save'],
  mutationFn: ({ teamId, plan, proposal }: { teamId: number; plan: PlanOccurrence[]; proposal: Proposal }) => saveProposal(teamId, plan, proposal),
  onSettled: (_r, _e, { teamId }, _m, { client }) => client.invalidateQueries({ queryKey: [...TEAMS_KEY, teamId] }),
});
export const useSaveProposal = () => useMutation(saveMutation);

const publishMutation = mutationOptions({
  mutationKey: [...TEAMS_KEY, 'publish'],
  mutationFn: ({ teamId, from, to }: Window) => http.post<{ data: PublishedPlans; message: string }>(`/teams/${teamId}/plans/publish`, { from, to }),
  onSettled: (_r, _e, { teamId }, _m, { client }) => client.invalidateQueries({ queryKey: [...TEAMS_KEY, teamId] }),
});
export const usePublish = () => useMutation(publishMutation);

/** One position at one service on one day. */
export type Spot = { teamId: number; serviceId: number; date: string; positionId: number };
const spotUrl = ({ teamId, serviceId, date }: Spot) => `/teams/${teamId}/plans/${serviceId}/${date}`;

export const useStandIns = (spot: Spot) =>
  useQuery({
    queryKey: [...TEAMS_KEY, spot.teamId, 'stand-ins', spot.serviceId, spot.date, spot.positionId],
    queryFn: ({ signal }) => http.get<{ data: StandIn[] }>(`${spotUrl(spot)}/stand-ins`, { query: { position_id: spot.positionId }, signal }).then((r) => r.data),
  });

const askMutation = mutationOptions({
  mutationKey: [...TEAMS_KEY, 'ask'],
  mutationFn: ({ spot, person_id }: { spot: Spot; person_id: AskStandIn['person_id'] }) =>
    http.post<{ data: PlanOccurrence; message: string }>(`${spotUrl(spot)}/ask`, { position_id: spot.positionId, person_id }),
  onSettled: (_r, _e, { spot }, _m, { client }) => client.invalidateQueries({ queryKey: [...TEAMS_KEY, spot.teamId] }),
});
// Said as a notice: the stand-ins' list goes once the place is filled.
export const useAskStandIn = () => useMutation({ ...askMutation, onSuccess: (answer) => notifier.success(answer.message) });
