import fc from 'fast-check';
import { addDays, weekOfMonth } from '@church/contracts/church-time';
import { evenOut, type Placed, type PlannedPlace, proposeRota, type RotaInput, type RotaOccurrence, type Volunteer, weekNumber } from './auto-schedule';

// Eight weeks from Sunday 2026-11-01: two Sunday services that overlap by half an hour and a
// Wednesday evening one, as instants on a plain UTC clock (the rules only compare them).
const FIRST_SUNDAY = '2026-11-01';
const HOUR = 3_600_000;
const at = (date: string, hour: number) => Date.parse(`${date}T00:00:00Z`) + hour * HOUR;
const ALL_OCCURRENCES: RotaOccurrence[] = Array.from({ length: 8 }, (_, week) => {
  const sunday = addDays(FIRST_SUNDAY, week * 7);
  const wednesday = addDays(sunday, 3);
  return [
    { service_id: 1, date: sunday, starts_at: at(sunday, 9), ends_at: at(sunday, 11.5) },
    { service_id: 2, date: sunday, starts_at: at(sunday, 11), ends_at: at(sunday, 13) },
    { service_id: 3, date: wednesday, starts_at: at(wednesday, 18), ends_at: at(wednesday, 20) },
  ];
}).flat();
const DAYS = [...new Set(ALL_OCCURRENCES.map((o) => o.date))];

const day = fc.constantFrom(...DAYS);
const weeks = fc.subarray([1, 2, 3, 4, 5]);

const inputs: fc.Arbitrary<RotaInput> = fc
  .record({
    positions: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 4 }),
    people: fc.integer({ min: 1, max: 16 }),
    occurrences: fc.subarray(ALL_OCCURRENCES, { minLength: 1 }),
    team_weeks_of_month: fc.oneof(fc.constant([] as number[]), weeks),
    seed: fc.array(fc.record({
      positions: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
      weeks: fc.oneof(fc.constant([] as number[]), weeks),
      every_other_week: fc.boolean(),
      back_to_back: fc.boolean(),
      blocked: fc.array(fc.tuple(day, fc.integer({ min: 0, max: 10 })), { maxLength: 3 }),
      last_served: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
    }), { minLength: 16, maxLength: 16 }),
    planned: fc.array(fc.record({ occurrence: fc.nat(), position: fc.nat(), person: fc.nat(), state: fc.constantFrom('asked', 'accepted', 'declined') as fc.Arbitrary<PlannedPlace['state']> }), { maxLength: 12 }),
    elsewhere: fc.array(fc.record({ person: fc.nat(), occurrence: fc.nat() }), { maxLength: 6 }),
  })
  .map(({ positions, people, occurrences, team_weeks_of_month, seed, planned, elsewhere }) => {
    const positionList = positions.map((needed, i) => ({ id: i + 1, name: `Position ${i + 1}`, needed }));
    const volunteers: Volunteer[] = seed.slice(0, people).map((s, i) => ({
      person_id: 100 + i,
      full_name: `Person ${i}`,
      position_ids: [...new Set(s.positions.map((p) => positionList[p % positionList.length].id))],
      preferences: { weeks_of_month: s.weeks, every_other_week: s.every_other_week, back_to_back: s.back_to_back },
      blocked: s.blocked.map(([from, length]) => ({ from, to: addDays(from, length) })),
      last_served: s.last_served === null ? null : addDays(FIRST_SUNDAY, -s.last_served),
    }));
    return {
      occurrences,
      positions: positionList,
      volunteers,
      team_weeks_of_month,
      planned: planned.map((p) => {
        const o = occurrences[p.occurrence % occurrences.length];
        return { service_id: o.service_id, date: o.date, position_id: positionList[p.position % positionList.length].id, person_id: volunteers[p.person % volunteers.length].person_id, state: p.state };
      }),
      elsewhere: elsewhere.map((e) => {
        const o = ALL_OCCURRENCES[e.occurrence % ALL_OCCURRENCES.length];
        return { person_id: volunteers[e.person % volunteers.length].person_id, starts_at: o.starts_at, ends_at: o.ends_at };
      }),
    };
  });

const occurrenceOf = (input: RotaInput, place: { service_id: number; date: string }) =>
  input.occurrences.find((o) => o.service_id === place.service_id && o.date === place.date)!;
const overlap = (a: { starts_at: number; ends_at: number }, b: { starts_at: number; ends_at: number }) => a.starts_at < b.ends_at && b.starts_at < a.ends_at;

describe('proposeRota', () => {
  it('never proposes someone blocked out, booked at the same time, against their position, their preferences or the team’s weeks, and never fills a place twice', () => {
    fc.assert(fc.property(inputs, (input) => {
      const { proposed, unfilled } = proposeRota(input);
      const kept = input.planned.filter((p) => p.state !== 'declined');
      for (const place of proposed) {
        const volunteer = input.volunteers.find((v) => v.person_id === place.person_id)!;
        const occurrence = occurrenceOf(input, place);
        expect(volunteer.position_ids).toContain(place.position_id);
        expect(volunteer.blocked.some((b) => b.from <= place.date && place.date <= b.to)).toBe(false);
        expect(input.planned.some((p) => p.state === 'declined' && p.person_id === place.person_id && p.service_id === place.service_id && p.date === place.date && p.position_id === place.position_id)).toBe(false);
        if (input.team_weeks_of_month.length > 0) expect(input.team_weeks_of_month).toContain(weekOfMonth(place.date));
        if (volunteer.preferences.weeks_of_month.length > 0) expect(volunteer.preferences.weeks_of_month).toContain(weekOfMonth(place.date));
        // Their other turns: what is kept, the rest proposed, and elsewhere.
        const others = [...kept.filter((p) => p.person_id === place.person_id), ...proposed.filter((p) => p !== place && p.person_id === place.person_id)];
        for (const other of others) expect(overlap(occurrenceOf(input, other), occurrence)).toBe(false);
        for (const commitment of input.elsewhere.filter((c) => c.person_id === place.person_id)) expect(overlap(commitment, occurrence)).toBe(false);
        const servedDates = [...others.map((o) => o.date), ...(volunteer.last_served ? [volunteer.last_served] : [])];
        const gaps = servedDates.map((d) => Math.abs(weekNumber(d) - weekNumber(place.date)));
        if (volunteer.preferences.every_other_week) expect(gaps.filter((g) => g <= 1)).toEqual([]);
        if (!volunteer.preferences.back_to_back) expect(gaps.filter((g) => g === 1)).toEqual([]);
      }
      // Each place of a week the team serves ends up full, or says how many are missing.
      for (const occurrence of input.occurrences) {
        if (input.team_weeks_of_month.length > 0 && !input.team_weeks_of_month.includes(weekOfMonth(occurrence.date))) continue;
        for (const position of input.positions) {
          const same = (p: { service_id: number; date: string; position_id: number }) => p.service_id === occurrence.service_id && p.date === occurrence.date && p.position_id === position.id;
          const filled = kept.filter(same).length + proposed.filter(same).length;
          const missing = unfilled.filter(same).reduce((sum, u) => sum + u.missing, 0);
          expect(proposed.filter(same).length === 0 || filled <= position.needed).toBe(true);
          expect(Math.max(filled, position.needed)).toBe(filled + missing);
        }
      }
      expect(proposeRota(input)).toEqual({ proposed, unfilled });
    }), { numRuns: 300 });
  });

  it('spreads the turns evenly when everyone can serve every place: counts within one of each other', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 12 }), fc.subarray(ALL_OCCURRENCES.filter((o) => o.service_id !== 2), { minLength: 1 }), (needed, extra, occurrences) => {
      const volunteers: Volunteer[] = Array.from({ length: needed * 2 + extra }, (_, i) => ({
        person_id: i + 1, full_name: `Person ${i}`, position_ids: [1],
        preferences: { weeks_of_month: [], every_other_week: false, back_to_back: true }, blocked: [], last_served: null,
      }));
      const { proposed, unfilled } = proposeRota({ occurrences, positions: [{ id: 1, name: 'Sound desk', needed }], volunteers, team_weeks_of_month: [], planned: [], elsewhere: [] });
      expect(unfilled).toEqual([]);
      const counts = volunteers.map((v) => proposed.filter((p) => p.person_id === v.person_id).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }), { numRuns: 200 });
  });

  it('keeps what is accepted, does not ask again who declined, and says why it chose each person', () => {
    const sunday = ALL_OCCURRENCES[0];
    const volunteer = (person_id: number, full_name: string, last_served: string | null): Volunteer => ({
      person_id, full_name, position_ids: [1], preferences: { weeks_of_month: [], every_other_week: false, back_to_back: false }, blocked: [], last_served,
    });
    const { proposed, unfilled } = proposeRota({
      occurrences: [sunday],
      positions: [{ id: 1, name: 'Sound desk', needed: 2 }],
      volunteers: [volunteer(1, 'Ada Obi', '2026-09-06'), volunteer(2, 'Bola Ade', null), volunteer(3, 'Chidi Eze', '2026-08-02')],
      team_weeks_of_month: [],
      planned: [
        { service_id: sunday.service_id, date: sunday.date, position_id: 1, person_id: 1, state: 'accepted' },
        { service_id: sunday.service_id, date: sunday.date, position_id: 1, person_id: 2, state: 'declined' },
      ],
      elsewhere: [],
    });
    expect(proposed).toEqual([{ service_id: 1, date: '2026-11-01', position_id: 1, person_id: 3, why: 'Chidi Eze: the only one free; no turn yet in these weeks, last served 2026-08-02.' }]);
    expect(unfilled).toEqual([]);
  });

  it('says why a place stays open', () => {
    const { unfilled } = proposeRota({
      occurrences: [ALL_OCCURRENCES[0]],
      positions: [{ id: 1, name: 'Livestream', needed: 1 }, { id: 2, name: 'Projection', needed: 1 }],
      volunteers: [{ person_id: 1, full_name: 'Ada Obi', position_ids: [1], preferences: { weeks_of_month: [], every_other_week: false, back_to_back: true }, blocked: [{ from: '2026-10-30', to: '2026-11-02' }], last_served: null }],
      team_weeks_of_month: [],
      planned: [],
      elsewhere: [],
    });
    expect(unfilled.map((u) => [u.position_id, u.missing, u.why])).toEqual([
      [1, 1, 'The only person who serves this position is blocked out, already serving then, or would serve against their preferences.'],
      [2, 1, 'Nobody in the team serves this position.'],
    ]);
  });

  it('evens out through a third person when the lighter one cannot take the busier one’s places', () => {
    const person = (person_id: number, position_ids: number[]): Volunteer => ({
      person_id, full_name: `Person ${person_id}`, position_ids, preferences: { weeks_of_month: [], every_other_week: false, back_to_back: true }, blocked: [], last_served: null,
    });
    // 1 serves Sound desk (1) only, 3 Projection (2) only, 2 both. 1 holds three Sound desk places, 2 one Projection place.
    const volunteers = [person(1, [1]), person(2, [1, 2]), person(3, [2])];
    const wednesdays = ALL_OCCURRENCES.filter((o) => o.service_id === 3);
    const place = (occurrence: RotaOccurrence, position_id: number, person_id: number): Placed => ({
      occurrence, turn: { date: occurrence.date, starts_at: occurrence.starts_at, ends_at: occurrence.ends_at },
      place: { service_id: occurrence.service_id, date: occurrence.date, position_id, person_id, why: '' },
    });
    const placed = [place(wednesdays[0], 1, 1), place(wednesdays[1], 1, 1), place(wednesdays[2], 1, 1), place(wednesdays[3], 2, 2)];
    const turns = new Map(volunteers.map((v) => [v.person_id, placed.filter((item) => item.place.person_id === v.person_id).map((item) => item.turn)]));
    evenOut(volunteers, 2, placed, turns, (v, item) => v.position_ids.includes(item.place.position_id) && !turns.get(v.person_id)!.some((turn) => overlap(turn, item.turn)));
    const counts = volunteers.map((v) => placed.filter((item) => item.place.person_id === v.person_id).length);
    expect(counts).toEqual([2, 1, 1]);
    expect(placed.every((item) => volunteers.find((v) => v.person_id === item.place.person_id)!.position_ids.includes(item.place.position_id))).toBe(true);
    expect(volunteers.map((v) => turns.get(v.person_id)!.length)).toEqual(counts);
    expect(placed.map((item) => item.place.why).filter(Boolean)).toEqual([
      'Person 2: given this place for one passed to Person 3, to even out the turns.',
      'Person 3: given this place to even out the turns (1 in these weeks, Person 1 2).',
    ]);
  });

  it('evens out turns with bounded work: at most members × positions moves, however uneven the start', () => {
    const volunteers: Volunteer[] = Array.from({ length: 6 }, (_, i) => ({
      person_id: i + 1, full_name: `Person ${i}`, position_ids: [1], preferences: { weeks_of_month: [], every_other_week: false, back_to_back: true }, blocked: [], last_served: null,
    }));
    // Person 1 holds all 20 places; anyone may take any of them.
    const placed: Placed[] = ALL_OCCURRENCES.slice(0, 20).map((occurrence) => ({
      occurrence, turn: { date: occurrence.date, starts_at: occurrence.starts_at, ends_at: occurrence.ends_at },
      place: { service_id: occurrence.service_id, date: occurrence.date, position_id: 1, person_id: 1, why: '' },
    }));
    const turns = new Map(volunteers.map((v) => [v.person_id, placed.filter((item) => item.place.person_id === v.person_id).map((item) => item.turn)]));
    let asked = 0;
    evenOut(volunteers, 1, placed, turns, () => { asked += 1; return true; });
    expect(placed.filter((item) => item.place.person_id !== 1)).toHaveLength(6);
    expect(asked).toBe(6);
  });
});
