import { weekOfMonth } from '@church/contracts/church-time';

// A team's rota for some weeks, proposed: who fills each open place, and why. Pure: the caller
// reads the team, the people's blockouts (announced absences, single and repeating dates, already
// expanded to days), what is already planned and what the people do in other teams, and shows the
// answer as a draft; nothing is written or asked here.
//
// The rules, in the order they are applied to each candidate for a place:
// 1. hard: they serve that position; they are not blocked out that day; they are not already on
//    the rota at a time that overlaps (in this team or another); they did not decline this place;
// 2. their preferences, also never broken: only the nth weeks of the month they chose; every other
//    week at most; and no two weeks running unless they said they like to;
// 3. fairness among those left: fewest turns in the weeks planned (what is kept counts), then the
//    longest since they last served, then the person's id, so the same input gives the same rota.
// Places are filled in time order; within an occurrence, the position with the fewest candidates
// first, so a scarce skill is not used up on a place others could fill. A second pass then evens
// out the turns where every rule allows it (evenOut).

export interface RotaOccurrence {
  service_id: number;
  date: string;
  /** The service's start and end as instants (ms): two occurrences overlap when these do. */
  starts_at: number;
  ends_at: number;
}

export interface RotaPosition {
  id: number;
  name: string;
  /** People needed at each service. */
  needed: number;
}

export interface ServingPreferences {
  /** Only these weeks of the month (1 = the month's first such weekday, … 5); empty: any. */
  weeks_of_month: readonly number[];
  /** At most once in any two consecutive weeks. */
  every_other_week: boolean;
  /** They are happy to serve two weeks running. */
  back_to_back: boolean;
}

export interface Volunteer {
  person_id: number;
  full_name: string;
  position_ids: readonly number[];
  preferences: ServingPreferences;
  /** Blocked-out days, inclusive ranges of 'YYYY-MM-DD'. */
  blocked: readonly { from: string; to: string }[];
  /** Their last day serving in this team before the weeks planned, if any. */
  last_served: string | null;
}

/** A place's state: a leader's draft, asked, or answered. */
export type AnswerState = 'draft' | 'asked' | 'accepted' | 'declined';

/** A place already on the team's plan in the weeks planned. */
export interface PlannedPlace {
  service_id: number;
  date: string;
  position_id: number;
  person_id: number;
  state: AnswerState;
}

/** A time a volunteer already serves elsewhere (another team), for conflicts. */
export interface Commitment {
  person_id: number;
  starts_at: number;
  ends_at: number;
}

export interface RotaInput {
  occurrences: readonly RotaOccurrence[];
  positions: readonly RotaPosition[];
  volunteers: readonly Volunteer[];
  /** The team serves only these weeks of the month (empty: every week). */
  team_weeks_of_month: readonly number[];
  planned: readonly PlannedPlace[];
  elsewhere: readonly Commitment[];
}

export interface ProposedPlace {
  service_id: number;
  date: string;
  position_id: number;
  person_id: number;
  /** Why this person, in a sentence for the leader. */
  why: string;
}

export interface UnfilledPlace {
  service_id: number;
  date: string;
  position_id: number;
  missing: number;
  why: string;
}

export interface RotaProposal {
  proposed: ProposedPlace[];
  unfilled: UnfilledPlace[];
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar day. */
const dayNumber = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

/** Monday-based week number: two days are in consecutive weeks when these differ by one. */
export const weekNumber = (date: string): number => Math.floor((dayNumber(date) + 3) / 7);


const isBlocked = (volunteer: Volunteer, date: string) => volunteer.blocked.some((range) => range.from <= date && date <= range.to);

/** Two stretches of time share a moment (the rota's one rule for serving at the same time). */
export const overlaps = (a: { starts_at: number; ends_at: number }, b: { starts_at: number; ends_at: number }) => a.starts_at < b.ends_at && b.starts_at < a.ends_at;

interface Turn {
  date: string;
  starts_at: number;
  ends_at: number;
}

/**
 * Why a volunteer may not take a place, or null when they may. `turns`: theirs in the weeks
 * planned; the week rules also look at the last day they served before them.
 */
function refusal(volunteer: Volunteer, occurrence: RotaOccurrence, positionId: number, turns: readonly Turn[], busy: readonly Commitment[], declined: boolean): string | null {
  if (!volunteer.position_ids.includes(positionId)) return 'does not serve this position';
  if (isBlocked(volunteer, occurrence.date)) return 'blocked out';
  if (declined) return 'declined this place';
  if (turns.some((turn) => overlaps(turn, occurrence)) || busy.some((commitment) => overlaps(commitment, occurrence))) return 'already serving at that time';
  const { weeks_of_month: weeks, every_other_week: everyOther, back_to_back: backToBack } = volunteer.preferences;
  if (weeks.length > 0 && !weeks.includes(weekOfMonth(occurrence.date))) return 'serves other weeks of the month';
  const week = weekNumber(occurrence.date);
  const served = volunteer.last_served === null ? turns.map((turn) => turn.date) : [volunteer.last_served, ...turns.map((turn) => turn.date)];
  const near = (gap: number) => served.some((date) => Math.abs(weekNumber(date) - week) === gap);
  if (everyOther && (near(0) || near(1))) return 'serves every other week';
  if (!backToBack && near(1)) return 'served the week next to it';
  return null;
}

/** The team's proposal for the open places of `input.occurrences` (see the rules above). */
export function proposeRota(input: RotaInput): RotaProposal {
  const occurrences = [...input.occurrences].sort((a, b) => a.starts_at - b.starts_at || a.service_id - b.service_id);
  const teamWeeks = input.team_weeks_of_month;
  const key = (serviceId: number, date: string, positionId: number) => `${serviceId}@${date}#${positionId}`;
  const byStart = new Map(occurrences.map((o) => [`${o.service_id}@${o.date}`, o]));

  // Each volunteer's turns in the weeks planned: what is kept (drafted, asked or accepted) and what is proposed.
  const turns = new Map<number, Turn[]>(input.volunteers.map((v) => [v.person_id, []]));
  const lastServed = new Map(input.volunteers.map((v) => [v.person_id, v.last_served]));
  const taken = new Map<string, number>();
  const declined = new Set<string>();
  for (const place of input.planned) {
    const slot = key(place.service_id, place.date, place.position_id);
    if (place.state === 'declined') {
      declined.add(`${slot}:${place.person_id}`);
      continue;
    }
    taken.set(slot, (taken.get(slot) ?? 0) + 1);
    const occurrence = byStart.get(`${place.service_id}@${place.date}`);
    if (occurrence) turns.get(place.person_id)?.push({ date: occurrence.date, starts_at: occurrence.starts_at, ends_at: occurrence.ends_at });
  }
  const busy = new Map<number, Commitment[]>();
  for (const commitment of input.elsewhere) busy.set(commitment.person_id, [...(busy.get(commitment.person_id) ?? []), commitment]);

  const placed: Placed[] = [];
  const unfilled: UnfilledPlace[] = [];
  const wasDeclined = (occurrence: RotaOccurrence, positionId: number, personId: number) => declined.has(`${key(occurrence.service_id, occurrence.date, positionId)}:${personId}`);
  for (const occurrence of occurrences) {
    if (teamWeeks.length > 0 && !teamWeeks.includes(weekOfMonth(occurrence.date))) continue;
    const candidatesFor = (positionId: number) => input.volunteers.filter((v) => refusal(
      v, occurrence, positionId, turns.get(v.person_id) ?? [], busy.get(v.person_id) ?? [], wasDeclined(occurrence, positionId, v.person_id),
    ) === null);
    const free = new Map(input.positions.map((p) => [p.id, candidatesFor(p.id).length]));
    const scarceFirst = [...input.positions].sort((a, b) => free.get(a.id)! - free.get(b.id)! || a.id - b.id);
    for (const position of scarceFirst) {
      const slot = key(occurrence.service_id, occurrence.date, position.id);
      let open = position.needed - (taken.get(slot) ?? 0);
      while (open > 0) {
        const candidates = candidatesFor(position.id);
        if (candidates.length === 0) {
          unfilled.push({ service_id: occurrence.service_id, date: occurrence.date, position_id: position.id, missing: open, why: whyNobody(input.volunteers, position.id) });
          break;
        }
        const load = (v: Volunteer) => turns.get(v.person_id)?.length ?? 0;
        const since = (v: Volunteer) => lastServed.get(v.person_id) ?? '';
        const chosen = candidates.reduce((best, v) => {
          const order = load(v) - load(best) || since(v).localeCompare(since(best)) || v.person_id - best.person_id;
          return order < 0 ? v : best;
        });
        const turn = { date: occurrence.date, starts_at: occurrence.starts_at, ends_at: occurrence.ends_at };
        placed.push({
          occurrence, turn,
          place: { service_id: occurrence.service_id, date: occurrence.date, position_id: position.id, person_id: chosen.person_id, why: whyChosen(chosen, load(chosen), since(chosen), candidates.length) },
        });
        turns.get(chosen.person_id)!.push(turn);
        lastServed.set(chosen.person_id, occurrence.date);
        open -= 1;
      }
    }
  }
  evenOut(input.volunteers, input.positions.length, placed, turns, (v, item) => refusal(
    v, item.occurrence, item.place.position_id, turns.get(v.person_id)!, busy.get(v.person_id) ?? [], wasDeclined(item.occurrence, item.place.position_id, v.person_id),
  ) === null);
  return { proposed: placed.map((item) => item.place), unfilled };
}

export interface Placed {
  occurrence: RotaOccurrence;
  turn: Turn;
  place: ProposedPlace;
}

/** Tries through a third person (a place moved and perhaps moved back) allowed per move allowed. */
const TRIES_PER_MOVE = 2;

/**
 * The second pass: filling places in time order, the week rules can leave some with two turns
 * more than others (everyone used in the first week cannot serve the second). While someone has
 * at least two more turns than someone else, one of the busier person's proposed places goes to
 * the other when every rule allows it (`mayTake`); when none may, through a third person: one of
 * theirs goes to the lighter one and one of the busier one's to them, so their count stays. The
 * busiest and the least busy are tried first, so it is deterministic. Each move lowers the sum of
 * the squared counts; the moves are also capped at members × positions, so its work stays bounded
 * whatever the input.
 */
export function evenOut(volunteers: readonly Volunteer[], positions: number, placed: Placed[], turns: Map<number, Turn[]>, mayTake: (v: Volunteer, item: Placed) => boolean): void {
  const load = (v: Volunteer) => turns.get(v.person_id)!.length;
  const order = new Map(placed.map((item, i) => [item, i]));
  const proposedTo = new Map<number, Placed[]>(volunteers.map((v) => [v.person_id, []]));
  for (const item of placed) proposedTo.get(item.place.person_id)?.push(item);
  const transfer = (item: Placed, from: number, to: number) => {
    turns.set(from, turns.get(from)!.filter((turn) => turn !== item.turn));
    turns.get(to)!.push(item.turn);
    proposedTo.set(from, proposedTo.get(from)!.filter((candidate) => candidate !== item));
    proposedTo.set(to, [...proposedTo.get(to)!, item].sort((a, b) => order.get(a)! - order.get(b)!));
    item.place.person_id = to;
  };
  /** Gives `item` to `to`; answers how to take it back. */
  const give = (item: Placed, to: Volunteer) => {
    const { person_id: from, why: before } = item.place;
    transfer(item, from, to.person_id);
    return () => {
      transfer(item, to.person_id, from);
      item.place.why = before;
    };
  };
  const evened = (lighter: Volunteer, busier: Volunteer) => `${lighter.full_name}: given this place to even out the turns (${load(lighter)} in these weeks, ${busier.full_name} ${load(busier)}).`;
  const direct = (busier: Volunteer, lighter: Volunteer) => {
    const item = proposedTo.get(busier.person_id)!.find((candidate) => mayTake(lighter, candidate));
    if (!item) return false;
    give(item, lighter);
    item.place.why = evened(lighter, busier);
    return true;
  };
  // Trying a third person moves a place and may move it back: these tries are capped as the moves are.
  let tries = volunteers.length * positions * TRIES_PER_MOVE;
  const throughAThird = (busier: Volunteer, lighter: Volunteer) => {
    for (const third of volunteers) {
      if (third === busier || third === lighter) continue;
      for (const theirs of [...proposedTo.get(third.person_id)!]) {
        if (tries <= 0) return false;
        if (!mayTake(lighter, theirs)) continue;
        tries -= 1;
        const takeBack = give(theirs, lighter);
        const busiers = proposedTo.get(busier.person_id)!.find((candidate) => mayTake(third, candidate));
        if (busiers) {
          give(busiers, third);
          busiers.place.why = `${third.full_name}: given this place for one passed to ${lighter.full_name}, to even out the turns.`;
          theirs.place.why = evened(lighter, busier);
          return true;
        }
        takeBack();
      }
    }
    return false;
  };
  const moveOne = () => {
    const busiestFirst = [...volunteers].sort((a, b) => load(b) - load(a) || a.person_id - b.person_id);
    const lightestFirst = [...busiestFirst].reverse();
    for (const busier of busiestFirst) {
      if (load(busier) - load(lightestFirst[0]) < 2) return false;
      for (const lighter of lightestFirst) {
        if (load(busier) - load(lighter) < 2) break;
        if (direct(busier, lighter) || throughAThird(busier, lighter)) return true;
      }
    }
    return false;
  };
  for (let moves = 0; moves < volunteers.length * positions; moves += 1) {
    if (!moveOne()) return;
  }
}

function whyChosen(volunteer: Volunteer, turnsBefore: number, lastServed: string, candidates: number): string {
  const turns = turnsBefore === 0 ? 'no turn yet in these weeks' : `${turnsBefore} ${turnsBefore === 1 ? 'turn' : 'turns'} already in these weeks`;
  const last = lastServed ? `last served ${lastServed}` : 'not served in this team yet';
  const among = candidates === 1 ? 'the only one free' : `chosen from ${candidates} free`;
  return `${volunteer.full_name}: ${among}; ${turns}, ${last}.`;
}

function whyNobody(volunteers: readonly Volunteer[], positionId: number): string {
  const serving = volunteers.filter((v) => v.position_ids.includes(positionId)).length;
  if (serving === 0) return 'Nobody in the team serves this position.';
  const who = serving === 1 ? 'The only person who serves this position is' : `All ${serving} people who serve this position are`;
  return `${who} blocked out, already serving then, or would serve against their preferences.`;
}
