import type { AutoScheduleResponse } from '@church/contracts/teams';
import type { Db } from '../db/client';
import { occurrencesIn } from '../schedule/occurrences';
import { proposeRota } from './auto-schedule';
import { blockedDays } from './blockouts';
import { placesAround, servingTime } from './plans';
import { findTeam } from './teams';

/**
 * The team's proposed rota from `from` to `to` (services not cancelled), read for the scheduler:
 * the team's positions and active members, the days its members cannot serve (blockedDays), and
 * the places already made: the team's are kept (a declined one is open again), its members'
 * places in other teams are conflicts, and the last day each served here breaks ties.
 * Nothing is written. Null when there is no such team.
 */
export async function proposeForTeam(db: Db, teamId: number, from: string, to: string): Promise<AutoScheduleResponse['data'] | null> {
  const team = await findTeam(db, teamId);
  if (!team) return null;
  const [occurrences, blocked] = await Promise.all([occurrencesIn(db, from, to), blockedDays(db, team.members.map((m) => m.id), from, to)]);
  const held = occurrences.filter((o) => !o.cancelled);
  const { planned, elsewhere, lastServed } = await placesAround(db, team, held, from, to);
  const { proposed, unfilled } = proposeRota({
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
  });
  const serviceName = new Map(held.map((o) => [o.service_id, o.service_name]));
  const personName = new Map(team.members.map((m) => [m.id, m.full_name]));
  return {
    proposed: proposed.map((p) => ({ ...p, service_name: serviceName.get(p.service_id)!, full_name: personName.get(p.person_id)! })),
    unfilled: unfilled.map((u) => ({ ...u, service_name: serviceName.get(u.service_id)! })),
  };
}
