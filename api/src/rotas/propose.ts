import type { Occurrence } from '@church/contracts/attendance-rules';
import { formatChurchDate } from '@church/contracts/church-time';
import type { AutoScheduleResponse, Team } from '@church/contracts/teams';
import type { Db } from '../db/client';
import { occurrencesIn } from '../schedule/occurrences';
import { proposeRota, type RotaInput } from './auto-schedule';
import { blockedDays } from './blockouts';
import { placesAround, servingTime } from './plans';
import { findTeam } from './teams';

/**
 * What the scheduler reads of the team from `from` to `to` (services not cancelled): the team's
 * positions and active members, the days its members cannot serve (blockedDays), and the places
 * already made: the team's are kept (a declined one is open again), its members' places in other
 * teams are conflicts, and the last day each served here breaks ties.
 */
async function rotaInput(db: Db, team: Team, from: string, to: string): Promise<{ input: RotaInput; held: Occurrence[] }> {
  const [occurrences, blocked] = await Promise.all([occurrencesIn(db, from, to), blockedDays(db, team.members.map((m) => m.id), from, to)]);
  const held = occurrences.filter((o) => !o.cancelled);
  const { planned, elsewhere, lastServed } = await placesAround(db, team, held, from, to);
  const input: RotaInput = {
    occurrences: held.map((o) => ({ service_id: o.service_id, date: o.date, ...servingTime(o) })),
    positions: team.positions,
    volunteers: team.members.map((m) => ({
      person_id: m.id, full_name: m.full_name, position_ids: m.position_ids, preferences: m.preferences,
      blocked: blocked.get(m.id) ?? [],
      last_served: lastServed.get(m.id) ?? null,
    })),
    team_weeks_of_month: team.weeks_of_month,
    planned,
    elsewhere,
  };
  return { input, held };
}

/** The team's proposed rota from `from` to `to`; nothing is written. Null when there is no such team. */
export async function proposeForTeam(db: Db, teamId: number, from: string, to: string): Promise<AutoScheduleResponse['data'] | null> {
  const team = await findTeam(db, teamId);
  if (!team) return null;
  const { input, held } = await rotaInput(db, team, from, to);
  const { proposed, unfilled } = proposeRota(input);
  const serviceName = new Map(held.map((o) => [o.service_id, o.service_name]));
  const personName = new Map(team.members.map((m) => [m.id, m.full_name]));
  return {
    proposed: proposed.map((p) => ({ ...p, service_name: serviceName.get(p.service_id)!, full_name: personName.get(p.person_id)! })),
    unfilled: unfilled.map((u) => ({ ...u, service_name: serviceName.get(u.service_id)! })),
  };
}

/** A stand-in, with why they rank where they do. */
export interface RankedStandIn {
  person_id: number;
  full_name: string;
  why: string;
}

/**
 * Up to `count` people who could take one open place, best first: the scheduler's own choice,
 * asked for `count` more people at that place alone, so the same rules (position, blockouts,
 * serving at that time, preferences, who declined it) and the same fairness rank them. For one
 * day that fairness is: fewest places in the team that day, then longest since serving in it,
 * which is what `why` says (the scheduler's own reasons speak of the weeks it fills).
 */
export async function rankedStandIns(db: Db, team: Team, place: { service_id: number; date: string; position_id: number }, count: number): Promise<RankedStandIn[]> {
  const { input } = await rotaInput(db, team, place.date, place.date);
  const kept = input.planned.filter((p) => p.state !== 'declined' && p.service_id === place.service_id && p.position_id === place.position_id).length;
  const { proposed } = proposeRota({
    ...input,
    occurrences: input.occurrences.filter((o) => o.service_id === place.service_id),
    positions: input.positions.filter((p) => p.id === place.position_id).map((p) => ({ ...p, needed: kept + count })),
    team_weeks_of_month: [],
  });
  const names = new Map(team.members.map((m) => [m.id, m.full_name]));
  const lastServed = new Map(input.volunteers.map((v) => [v.person_id, v.last_served]));
  const servesThatDay = new Set(input.planned.filter((p) => p.state !== 'declined').map((p) => p.person_id));
  const why = (personId: number) => {
    const last = lastServed.get(personId);
    const since = last ? `last served here ${formatChurchDate(last)}` : 'not served in this team yet';
    return servesThatDay.has(personId) ? `${since}; already serves at another service that day` : since;
  };
  return proposed.map((p) => ({ person_id: p.person_id, full_name: names.get(p.person_id)!, why: why(p.person_id) }));
}

/** The stand-ins, best first, without the reasons (who could take a place, as swaps and a decline's notice name them). */
export async function standIns(db: Db, team: Team, place: { service_id: number; date: string; position_id: number }, count: number): Promise<{ person_id: number; full_name: string }[]> {
  return (await rankedStandIns(db, team, place, count)).map(({ person_id, full_name }) => ({ person_id, full_name }));
}
