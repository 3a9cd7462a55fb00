// Units (choir, ushering, media…): the unit itself, its roster and leaders, and who has been
// away (docs/decisions/0008-units.md). Admins manage every unit; leaders the units they lead.
import { z } from 'zod';
import { absenceReasonSchema } from './absence-schemas';
import { dataEnvelope, listEnvelope, paginationQuerySchema } from './envelope';
import { fromDecimalText, idField, oneLineNameField, optionalText } from './fields';
import { PROGRESS_LEVEL_NAMES } from './progress';
import { slugify } from './slug';

export const unitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  member_count: z.number().int(),
  /**
   * With `?include=attendance`: this month's attendance rate of its members, their records at the
   * services held so far ÷ the services held so far since each joined, summed over the members,
   * × 100, rounded down; null when nothing was held for any of them yet.
   */
  attendance_percentage: z.number().int().nullable().optional(),
});
export type Unit = z.infer<typeof unitSchema>;
export const unitListQuerySchema = z.object({
  include: z.enum(['attendance'], { error: 'Include must be attendance' }).optional(),
});
export const unitListResponseSchema = z.object({ data: z.array(unitSchema) });
export const unitResponseSchema = dataEnvelope(unitSchema);

export const UNIT_NAME_MAX = 80;
export const UNIT_DESCRIPTION_MAX = 500;

// The slug is slugify(name) (contracts/src/slug.ts); a name must leave something to slug.
const unitName = oneLineNameField('Name', UNIT_NAME_MAX).refine((name) => slugify(name) !== '', 'Name must contain a letter or a digit');
const unitDescription = optionalText('Description', UNIT_DESCRIPTION_MAX);

export const createUnitSchema = z.object({ name: unitName, description: unitDescription });
export type CreateUnit = z.infer<typeof createUnitSchema>;

export const updateUnitSchema = z
  .object({ name: unitName.optional(), description: unitDescription })
  .refine((body) => body.name !== undefined || body.description !== undefined, { message: 'Send a name or a description to change', path: ['_'] });
export type UpdateUnit = z.infer<typeof updateUnitSchema>;

/** The message of a slug clash (422 on `name`). */
export const unitNameTakenMessage = (name: string) => `A unit named like “${name}” already exists; choose another name`;

export const unitParamsSchema = z.object({ id: idField('Unit') });
export const unitMemberParamsSchema = z.object({ id: idField('Unit'), userId: idField('Person') });

export const deleteUnitQuerySchema = z.object({
  force: z.enum(['true', 'false'], { error: 'Force must be true or false' }).transform((v) => v === 'true').optional(),
});

/** A person on a unit's roster: their contact details, whether they lead it, when they last came. */
export const rosterPersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_leader: z.boolean(),
  /** The last day they attended any service ('YYYY-MM-DD'), or null. */
  last_attended: z.string().nullable(),
});
/** An absent member is shown as a roster person: who, how to reach them, when they last came. */
export const absentMemberSchema = rosterPersonSchema;
export type AbsentMember = z.infer<typeof absentMemberSchema>;

/** A roster row with this month's figures, as the person sees them (contracts/src/attendance-rules.ts). */
export const unitMemberSchema = rosterPersonSchema.extend({
  /** This month (church time): expected occurrences they attended. */
  attended: z.number().int(),
  /** Every occurrence of this month that is not cancelled. */
  expected: z.number().int(),
  /** Their goal: their own, or every service this month from the day they joined. */
  goal: z.number().int(),
  /** The month's goal: attended ÷ goal × 100, rounded down, at most 100. */
  percentage: z.number().int(),
  /** The level of that percentage (progress.ts levelFor), as on their own page. */
  level: z.enum(PROGRESS_LEVEL_NAMES),
  /** The services held so far this month since they joined, and those they attended. */
  held: z.number().int(),
  attended_so_far: z.number().int(),
  /** The attendance rate so far: attended_so_far ÷ held, rounded down; null before anything was held. */
  so_far_percentage: z.number().int().nullable(),
  /** Their announced absence covering today (the one ending last) or starting within AWAY_SOON_DAYS, or null. */
  away: z.object({ from: z.string(), to: z.string(), reason: absenceReasonSchema.nullable() }).nullable(),
});
export type UnitMember = z.infer<typeof unitMemberSchema>;
export const unitRosterResponseSchema = z.object({
  data: z.array(unitMemberSchema),
  meta: z.object({ year: z.number().int(), month: z.number().int() }),
});
export const unitMemberResponseSchema = dataEnvelope(rosterPersonSchema.omit({ last_attended: true }));

export const ABSENT_MISSES_DEFAULT = 2;
export const ABSENT_MISSES_MAX = 8;

export const absentMembersQuerySchema = z.object({
  misses: fromDecimalText(
    z
      .number({ error: 'Misses must be a number' })
      .int('Misses must be a whole number')
      .min(1, 'Misses must be at least 1')
      .max(ABSENT_MISSES_MAX, `Misses must be at most ${ABSENT_MISSES_MAX}`),
  ).default(ABSENT_MISSES_DEFAULT),
});

export const missedOccurrenceSchema = z.object({ service_id: z.number().int(), service_name: z.string(), date: z.string() });

export const absentMembersResponseSchema = z.object({
  data: z.object({
    misses: z.number().int(),
    /** The unit's last `misses` expected occurrences up to now, oldest first (fewer when the schedule holds fewer). */
    occurrences: z.array(missedOccurrenceSchema),
    /** Roster members who attended none of them, by name. */
    members: z.array(absentMemberSchema),
  }),
});

// --- Who may join, and the roster's changes (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md) ---

/** A leader adding someone they may not add (deactivated, an admin, not a member) or an unknown id: one 404, so ids cannot be probed. */
export const LEADER_CANNOT_ADD_MESSAGE = 'No one you can add has this id: leaders add active members who are not admins.';
/** An admin adding a deactivated account (422 on `userId`). */
export const DEACTIVATED_CANNOT_JOIN_MESSAGE = 'This account is deactivated; reactivate it before adding it to a unit';
/** An admin adding an account without the member role (422 on `userId`). */
export const NOT_A_MEMBER_CANNOT_JOIN_MESSAGE = 'Only people with the member role join a unit; give them the member role first';

export const ROSTER_CHANGES = ['added', 'removed', 'left', 'made_leader', 'leader_removed'] as const;
export type RosterChangeKind = (typeof ROSTER_CHANGES)[number];

const personNameSchema = z.object({ id: z.number().int(), full_name: z.string() });

/** One change to a unit's roster or leaders: who, by whom (null once that account is gone), when. */
export const rosterChangeSchema = z.object({
  id: z.number().int(),
  change: z.enum(ROSTER_CHANGES),
  /** ISO 8601 instant. */
  changed_at: z.string(),
  person: personNameSchema,
  /** Who made the change: the person themself when they left. */
  actor: personNameSchema.nullable(),
});
export type RosterChange = z.infer<typeof rosterChangeSchema>;
export const rosterChangesQuerySchema = paginationQuerySchema;
/** Newest first. */
export const rosterChangesResponseSchema = listEnvelope(rosterChangeSchema);
