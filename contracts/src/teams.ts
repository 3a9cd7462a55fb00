// Serving teams (media, ushers, choir): the team, the positions it fills at each service, and who
// serves which positions and how they like to serve (docs/decisions/0064-rota-auto-schedule.md).
// Admins manage every team; a team's leaders manage their team; its members see it.
import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { idField, oneLineNameField } from './fields';
import { slugify } from './slug';

export const TEAM_NAME_MAX = 80;
export const POSITION_NAME_MAX = 60;
export const POSITION_NEEDED_MAX = 50;
/** The longest stretch of days a rota is read or proposed for at once. */
export const ROTA_WINDOW_MAX_DAYS = 92;

const weeksOfMonth = z
  .array(z.number({ error: 'Each week must be a number from 1 to 5' }).int('Each week must be a number from 1 to 5').min(1, 'Each week must be a number from 1 to 5').max(5, 'Each week must be a number from 1 to 5'), { error: 'Weeks of the month must be a list of numbers from 1 to 5' })
  .max(5, 'Weeks of the month must be at most 5')
  .transform((weeks) => [...new Set(weeks)].sort((a, b) => a - b));

export const teamPositionSchema = z.object({ id: z.number().int(), name: z.string(), needed: z.number().int() });
export type TeamPosition = z.infer<typeof teamPositionSchema>;

export const servingPreferencesSchema = z.object({
  /** Only these weeks of the month (1 = the month's first such weekday … 5); empty: any. */
  weeks_of_month: z.array(z.number().int()),
  /** At most once in any two consecutive weeks. */
  every_other_week: z.boolean(),
  /** Happy to serve two weeks running. */
  back_to_back: z.boolean(),
});
export type ServingPreferencesJson = z.infer<typeof servingPreferencesSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  is_leader: z.boolean(),
  position_ids: z.array(z.number().int()),
  preferences: servingPreferencesSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The weeks of the month the team serves; empty: every week. */
  weeks_of_month: z.array(z.number().int()),
  positions: z.array(teamPositionSchema),
  member_count: z.number().int(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;
export const teamSchema = teamSummarySchema.extend({ members: z.array(teamMemberSchema) });
export type Team = z.infer<typeof teamSchema>;

export const teamListResponseSchema = z.object({ data: z.array(teamSummarySchema) });
export const teamResponseSchema = dataEnvelope(teamSchema);
/**
 * How quickly the team's requests are answered: of the places asked between 13 weeks and 48 hours
 * ago, how many were answered (accepted or declined) within 48 hours of being asked.
 */
export const answers48hSchema = z.object({ asked: z.number().int(), answered_in_48h: z.number().int() });
export type Answers48h = z.infer<typeof answers48hSchema>;
/** A team as GET /api/teams/:id reads it: its leaders and admins also get `answers_48h` (null for its other members). */
export const teamDetailResponseSchema = dataEnvelope(teamSchema.extend({ answers_48h: answers48hSchema.nullable() }));

const teamName = oneLineNameField('Name', TEAM_NAME_MAX).refine((name) => slugify(name) !== '', 'Name must contain a letter or a digit');
export const createTeamSchema = z.object({ name: teamName, weeks_of_month: weeksOfMonth.optional() });
export const updateTeamSchema = z
  .object({ name: teamName.optional(), weeks_of_month: weeksOfMonth.optional() })
  .refine((body) => body.name !== undefined || body.weeks_of_month !== undefined, { message: 'Send a name or the weeks of the month to change', path: ['_'] });
export type UpdateTeam = z.infer<typeof updateTeamSchema>;
/** The message of a slug clash (422 on `name`). */
export const teamNameTakenMessage = (name: string) => `A team named like “${name}” already exists; choose another name`;

export const createPositionSchema = z.object({
  name: oneLineNameField('Name', POSITION_NAME_MAX),
  needed: z.number({ error: 'Needed must be a number' }).int('Needed must be a whole number').min(1, 'Needed must be at least 1').max(POSITION_NEEDED_MAX, `Needed must be at most ${POSITION_NEEDED_MAX}`),
});
export const positionResponseSchema = dataEnvelope(teamPositionSchema);
export const positionNameTakenMessage = (name: string) => `This team already has a position named like “${name}”`;

export const putTeamMemberSchema = z.object({
  position_ids: z.array(idField('Position'), { error: 'Positions must be a list of position ids' }).max(50, 'At most 50 positions').transform((ids) => [...new Set(ids)]),
  weeks_of_month: weeksOfMonth.optional(),
  every_other_week: z.boolean({ error: 'Every other week must be true or false' }).optional(),
  back_to_back: z.boolean({ error: 'Back to back must be true or false' }).optional(),
  /** Admins only: whether they lead the team. */
  is_leader: z.boolean({ error: 'Is leader must be true or false' }).optional(),
});
export type PutTeamMember = z.infer<typeof putTeamMemberSchema>;
export const teamMemberResponseSchema = dataEnvelope(teamMemberSchema);

export const teamParamsSchema = z.object({ id: idField('Team') });
export const teamMemberParamsSchema = z.object({ id: idField('Team'), personId: idField('Person') });

const day = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' });
/** The days a rota is read or proposed for: at most ROTA_WINDOW_MAX_DAYS. */
export const rotaWindowSchema = z
  .object({ from: day, to: day })
  .refine((body) => body.to >= body.from, { message: 'To must be on or after from', path: ['to'] })
  .refine((body) => (Date.parse(body.to) - Date.parse(body.from)) / 86_400_000 < ROTA_WINDOW_MAX_DAYS, { message: `At most ${ROTA_WINDOW_MAX_DAYS} days at once`, path: ['to'] });

const placeSchema = z.object({ service_id: z.number().int(), service_name: z.string(), date: z.string(), position_id: z.number().int() });
export const autoScheduleResponseSchema = z.object({
  data: z.object({
    proposed: z.array(placeSchema.extend({ person_id: z.number().int(), full_name: z.string(), why: z.string() })),
    unfilled: z.array(placeSchema.extend({ missing: z.number().int(), why: z.string() })),
  }),
});
export type AutoScheduleResponse = z.infer<typeof autoScheduleResponseSchema>;

// The team's rota: each service occurrence with its places (who fills which position, and their answer).
export const PLACE_STATES = ['draft', 'asked', 'accepted', 'declined'] as const;
export type PlaceState = (typeof PLACE_STATES)[number];
export const rotaPlaceSchema = z.object({ position_id: z.number().int(), person_id: z.number().int(), full_name: z.string(), state: z.enum(PLACE_STATES) });
export const planOccurrenceSchema = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  date: z.string(),
  starts_at: z.string(),
  places: z.array(rotaPlaceSchema),
});
export type PlanOccurrence = z.infer<typeof planOccurrenceSchema>;
/** Places a position still needs at a service: a declined place is open again. */
export const openPlaces = (occurrence: Pick<PlanOccurrence, 'places'>, position: TeamPosition) =>
  Math.max(0, position.needed - occurrence.places.filter((p) => p.position_id === position.id && p.state !== 'declined').length);
export const planListResponseSchema = z.object({ data: z.array(planOccurrenceSchema) });
export const planResponseSchema = dataEnvelope(planOccurrenceSchema);
export const planParamsSchema = z.object({ id: idField('Team'), serviceId: idField('Service'), date: day });
/** A position at one service on one day: where a declined place's stand-ins would serve. */
export const standInQuerySchema = z.object({ position_id: idField('Position') });
/** `why`: when they last served in the team (the ranking for one day, after fewest places that day). */
export const standInListResponseSchema = z.object({ data: z.array(z.object({ person_id: z.number().int(), full_name: z.string(), why: z.string() })) });
export type StandIn = z.infer<typeof standInListResponseSchema>['data'][number];
export const askStandInSchema = z.object({ position_id: idField('Position'), person_id: idField('Person') });
export type AskStandIn = z.infer<typeof askStandInSchema>;
/** Why a stand-in is not asked. */
export const STAND_IN_FILLED_MESSAGE = 'This position has no place open at that service any more: someone was placed or asked since.';
export const NOT_A_STAND_IN_MESSAGE = 'This person cannot stand in there: they do not serve this position, are blocked out or away, or already serve at that time.';
export const putPlanSchema = z.object({
  assignments: z
    .array(z.object({ position_id: idField('Position'), person_id: idField('Person') }), { error: 'Assignments must be a list of positions and people' })
    .max(200, 'At most 200 assignments at one service'),
});
export type PutPlan = z.infer<typeof putPlanSchema>;

// Asking and answering: a leader publishes the team's drafts over some days (each person placed
// is asked, by the bell and by mail with answer links); a person answers from the link without
// signing in, or from their dashboard.
export const publishedPlansSchema = z.object({
  asked: z.number().int(),
  /** The drafts left unasked because their person is blocked out or away that day: they stay drafts for the leader to change. */
  not_asked: z.array(z.object({ place_id: z.number().int(), full_name: z.string(), position_name: z.string(), date: z.string() })),
});
export type PublishedPlans = z.infer<typeof publishedPlansSchema>;
export const publishPlansResponseSchema = dataEnvelope(publishedPlansSchema);
export const ROTA_ANSWERS = ['accept', 'decline'] as const;
export type RotaAnswer = (typeof ROTA_ANSWERS)[number];
const rotaAnswer = z.enum(ROTA_ANSWERS, { error: 'Answer must be accept or decline' });
export const rotaAnswerSchema = z.object({ token: z.string().min(1, 'The link has no token').max(200, 'The link’s token is not one of ours'), answer: rotaAnswer });
export const servingAnswerSchema = z.object({ answer: rotaAnswer });
export const servingParamsSchema = z.object({ placeId: idField('Place') });

/**
 * A swap on a person's place: `offered` (they asked `full_name` to take their accepted place; no
 * answer yet) or `asked` (`full_name` asks them to take theirs: the place's state reads 'asked').
 */
export const servingSwapSchema = z.object({ id: z.number().int(), direction: z.enum(['offered', 'asked']), full_name: z.string() });
export type ServingSwap = z.infer<typeof servingSwapSchema>;

/** A person's place on a rota, as they see it. */
export const servingPlaceSchema = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  position_id: z.number().int(),
  position_name: z.string(),
  service_id: z.number().int(),
  service_name: z.string(),
  date: z.string(),
  starts_at: z.string(),
  state: z.enum(PLACE_STATES),
  swap: servingSwapSchema.nullable().optional(),
});
export type ServingPlace = z.infer<typeof servingPlaceSchema>;
/** Who could take a person's place, best first (the stand-ins' ranking). */
export const replacementsResponseSchema = z.object({ data: z.array(z.object({ person_id: z.number().int(), full_name: z.string() })) });
export const swapRequestSchema = z.object({ person_id: idField('Person') });
export const SWAP_NOT_ACCEPTED_MESSAGE = 'Only a place you accepted can be handed to someone else; answer it first.';
export const SWAP_OPEN_MESSAGE = 'You already asked someone to take this place; wait for their answer, or decline the place.';
export const SWAP_NOT_CANDIDATE_MESSAGE = 'This person cannot take your place: they do not serve in this position, or are blocked out or serving at that time.';
export const SWAP_NO_LONGER_FREE_MESSAGE = 'You can no longer take this place: you are now blocked out or serving at that time, or no longer serve in this position. Nothing changed.';
export const servingListResponseSchema = z.object({ data: z.array(servingPlaceSchema) });
export const servingPlaceResponseSchema = dataEnvelope(servingPlaceSchema);

export const ROTA_LINK_UNKNOWN_MESSAGE = 'This answer link is not known: it may have been mistyped, or the place was taken off the rota.';
export const ROTA_LINK_USED_MESSAGE = 'This answer link was already used. Change your answer on your dashboard, or tell your team’s leader.';
export const ROTA_LINK_EXPIRED_MESSAGE = 'This service has already taken place, so the link no longer works.';
export const ROTA_ALREADY_DECLINED_MESSAGE = 'You already declined this place, and it was offered to others. Ask your team’s leader if you can serve after all.';
export const NO_SERVING_PLACE_MESSAGE = 'You have no place on a rota with this id.';

/** A person's calendar feed link (iCalendar): secret, it opens their rota places without a sign-in. */
export const calendarLinkResponseSchema = dataEnvelope(z.object({ url: z.string() }));
export const calendarFileParamsSchema = z.object({ file: z.string().max(200, 'The link is not one of ours') });
export const CALENDAR_LINK_UNKNOWN_MESSAGE = 'This calendar link is not known: it may have been replaced by a newer one. Make a new link on your dashboard.';
