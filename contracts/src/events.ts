// Church events (docs/decisions/0010-events-and-forms-inbox.md): everyone signed in sees them,
// upcoming first; admins create, edit and delete them. Times travel as ISO 8601 with the church's
// offset; a form sends the church's wall clock through church-time's isoFromChurchLocalInput.
import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuerySchema } from './envelope';
import { idField, instantField, oneLineNameField, optionalText } from './fields';

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_LOCATION_MAX = 200;
/** Events are planned within these years (a typo such as 0202 is refused, not stored). */
export const EVENT_FIRST_YEAR = 2000;
export const EVENT_LAST_YEAR = 2100;

export const eventUnitSchema = z.object({ id: z.number().int(), name: z.string() });

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  /** ISO 8601 with the church's offset, e.g. '2026-12-24T18:00:00+01:00'. */
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** The units it is for; empty: the whole church. */
  units: z.array(eventUnitSchema),
});
export type ChurchEvent = z.infer<typeof eventSchema>;

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

export const eventListQuerySchema = paginationQuerySchema.extend({
  /** upcoming (default): not yet ended, soonest first; past: ended, latest first. */
  when: z.enum(EVENT_WHEN, { error: 'When must be upcoming or past' }).default('upcoming'),
});
export const eventListResponseSchema = listEnvelope(eventSchema);
export const eventResponseSchema = dataEnvelope(eventSchema);
export const eventParamsSchema = z.object({ id: idField('Event') });

const instant = (label: string) => instantField(label, { firstYear: EVENT_FIRST_YEAR, lastYear: EVENT_LAST_YEAR });

const eventFields = {
  title: oneLineNameField('Title', EVENT_TITLE_MAX),
  description: optionalText('Description', EVENT_DESCRIPTION_MAX),
  location: optionalText('Location', EVENT_LOCATION_MAX),
  starts_at: instant('Start'),
  ends_at: instant('End').nullish(),
  unit_ids: z.array(idField('Unit'), { error: 'Units must be a list' }).max(100, 'At most 100 units').transform((ids) => [...new Set(ids)]),
};

export const END_BEFORE_START_MESSAGE = 'The end must be after the start';
const endsAfterStart = (body: { starts_at?: string; ends_at?: string | null }) =>
  !body.starts_at || !body.ends_at || Date.parse(body.ends_at) > Date.parse(body.starts_at);

export const createEventSchema = z
  .object({ ...eventFields, unit_ids: eventFields.unit_ids.optional() })
  .refine(endsAfterStart, { path: ['ends_at'], message: END_BEFORE_START_MESSAGE });
export type CreateEvent = z.input<typeof createEventSchema>;

/** Any of the fields; an end is checked against the start sent or the one stored (the API does the latter). */
export const updateEventSchema = z
  .object(eventFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Send at least one field to change', path: ['_'] })
  .refine(endsAfterStart, { path: ['ends_at'], message: END_BEFORE_START_MESSAGE });
export type UpdateEvent = z.input<typeof updateEventSchema>;
