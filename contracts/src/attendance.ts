// The attendance API's requests and answers (the rules are in attendance-rules.ts).
import { z } from 'zod';
import { MAX_OCCURRENCE_RANGE_DAYS } from './attendance-rules';
import { dataEnvelope, listEnvelope, paginationQuerySchema } from './envelope';
import { dateField, idField, oneLineNameField, requiredText } from './fields';
import { monthField, yearField } from './month-fields';
import { PROGRESS_LEVEL_NAMES } from './progress';
import { SERVICE_CATEGORIES } from './service-categories';
import { serviceSchema, WEEKDAYS } from './services';

const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

// --- The schedule ---------------------------------------------------------------------------

export const timeOfDayField = z
  .string({ error: 'Start time is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be a time of day (HH:MM, 24-hour)');

const serviceFields = {
  name: oneLineNameField('Name', 100),
  is_recurring: z.boolean({ error: 'Choose whether the service repeats every week' }),
  day_of_week: z.enum(WEEKDAYS, { error: 'Day of week must be a weekday name' }).nullish(),
  service_date: dateField('Date').nullish(),
  start_time: timeOfDayField,
};

// A weekly service needs its weekday; a one-off its date (each message on its own field).
function kindIsComplete(value: { is_recurring?: boolean; day_of_week?: string | null; service_date?: string | null }, ctx: z.RefinementCtx) {
  if (value.is_recurring === true && !value.day_of_week) ctx.addIssue({ code: 'custom', path: ['day_of_week'], message: 'A weekly service needs its day of the week' });
  if (value.is_recurring === false && !value.service_date) ctx.addIssue({ code: 'custom', path: ['service_date'], message: 'A one-off service needs its date' });
}

export const serviceCreateSchema = z.object(serviceFields).superRefine(kindIsComplete);
export type ServiceCreate = z.output<typeof serviceCreateSchema>;

export const serviceUpdateSchema = z
  .object({ ...serviceFields, is_active: z.boolean({ error: 'Active must be true or false' }) })
  .partial()
  .superRefine(kindIsComplete);
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;

export const scheduleServiceSchema = serviceSchema.extend({
  is_active: z.boolean(),
  active_from: z.string(),
  active_until: z.string().nullable(),
});
export type ScheduleService = z.infer<typeof scheduleServiceSchema>;
export const scheduleServiceResponseSchema = dataEnvelope(scheduleServiceSchema);
export const scheduleListResponseSchema = z.object({ data: z.array(scheduleServiceSchema) });

export const cancellationRequestSchema = z.object({
  date: dateField('Date'),
  reason: requiredText('Reason', 200),
});
export const cancellationParamsSchema = z.object({ id: idField('Service'), date: dateField('Date') });
export const cancellationSchema = z.object({ service_id: z.number().int(), date: z.string(), reason: z.string() });
export const cancellationResponseSchema = dataEnvelope(cancellationSchema);

// --- Occurrences ----------------------------------------------------------------------------

export const occurrencesQuerySchema = z
  .object({ from: dateField('From'), to: dateField('To') })
  .superRefine((value, ctx) => {
    const days = dayCount(value.from, value.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if (days > MAX_OCCURRENCE_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_OCCURRENCE_RANGE_DAYS} days per request` });
  });

export const occurrenceSchema = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  date: z.string(),
  /** ISO 8601 with the church's offset, e.g. 2026-11-22T08:00:00+01:00. */
  starts_at: z.string(),
  cancelled: z.boolean(),
  cancel_reason: z.string().nullable(),
  open: z.boolean(),
});
export type OccurrenceJson = z.infer<typeof occurrenceSchema>;
export const occurrenceListResponseSchema = z.object({ data: z.array(occurrenceSchema) });

// --- Marking --------------------------------------------------------------------------------

/** The refusal of a category outside `allowed` (every category, or those a person's roles offer). */
export const categoryNotAllowed = (allowed: readonly string[]): string => `Category must be one of: ${allowed.join(', ')}`;

export const serviceCategoryField = z.enum(SERVICE_CATEGORIES, { error: categoryNotAllowed(SERVICE_CATEGORIES) });

export const markAttendanceSchema = z.object({
  service_id: idField('Service'),
  date: dateField('Date'),
  category: serviceCategoryField,
  /** Someone else's attendance, recorded by an admin (anyone) or a leader (their units' members). */
  user_id: idField('Person').optional(),
});
export type MarkAttendance = z.output<typeof markAttendanceSchema>;

export const attendanceRecordSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  service_id: z.number().int(),
  service_name: z.string(),
  date: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  recorded_by: z.number().int().nullable(),
  recorded_by_name: z.string().nullable(),
  /** The welcome-team station that recorded it at the door (then `recorded_by` is null). */
  station_name: z.string().nullable(),
  /** The serving team whose rota recorded it (an accepted place, once the service was held; then `recorded_by` is null). */
  rota_team_name: z.string().nullable().optional(),
  created_at: z.string(),
  /** Minutes from its making to its arrival, when it arrived after the marking window closed (check-in.ts sentLateLabel); else null. */
  sent_late_minutes: z.number().int().nullable().optional(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/**
 * Who made a record, in the words the admin's list and the CSVs use: the station at the door, a
 * team's rota, or whoever recorded it for the person; null when there is nobody else to name (they
 * marked it themselves, or the account or station that did is gone).
 */
export function recordedByWords(record: Pick<AttendanceRecord, 'user_id' | 'recorded_by' | 'recorded_by_name' | 'station_name' | 'rota_team_name'>): string | null {
  if (record.station_name) return `At the door: ${record.station_name}`;
  if (record.rota_team_name) return `The rota: ${record.rota_team_name}`;
  return record.recorded_by === record.user_id ? null : record.recorded_by_name;
}
export const attendanceRecordResponseSchema = dataEnvelope(attendanceRecordSchema);

// --- Summary, goal and history --------------------------------------------------------------


export const monthSummarySchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  /** The month's services expected of the person: not cancelled, not held while they announced they were away. */
  expected: z.number().int(),
  /** The month's services left out of `expected` because they announced they were away (and did not come). */
  excused: z.number().int(),
  goal: z.number().int(),
  /** The person's own goal for the month, or null for the default (every expected service). */
  own_goal: z.number().int().nullable(),
  attended: z.number().int(),
  /** attended ÷ goal, rounded down, at most 100 (the month's goal; the level follows from it). */
  percentage: z.number().int(),
  level: z.enum(PROGRESS_LEVEL_NAMES),
  message: z.string(),
  /** The services held so far this month since the person joined (a past month: all of them). */
  held: z.number().int(),
  attended_so_far: z.number().int(),
  /** attended_so_far ÷ held, rounded down (the attendance rate); null before anything was held. */
  so_far_percentage: z.number().int().nullable(),
  /** The day the person joined (joinedOn): nothing before it is expected of them, so their calendar marks nothing and a month before it is not theirs. */
  joined_on: z.string().nullable().optional(),
});
export type MonthSummaryJson = z.infer<typeof monthSummarySchema>;
export const monthSummaryResponseSchema = dataEnvelope(monthSummarySchema);

export const monthQuerySchema = z.object({ month: monthField, year: yearField });
export const summaryQuerySchema = monthQuerySchema.extend({ user_id: idField('Person').optional() });
/** The caller's own records: `recorded_by_name` names whoever recorded one for them (a leader, an admin), null when they marked it themselves. */
export const ownRecordsResponseSchema = z.object({ data: z.array(attendanceRecordSchema) });
export const historyQuerySchema = z.object({ user_id: idField('Person').optional() });
export const historyResponseSchema = z.object({ data: z.array(monthSummarySchema) });

export const goalResponseSchema = dataEnvelope(monthSummarySchema);
export const goalRequestSchema = z.object({
  month: monthField,
  year: yearField,
  goal: z.coerce.number({ error: 'Goal must be a number' }).int('Goal must be a whole number').min(1, 'Goal must be at least 1').max(200, 'Goal is too large'),
});

// --- The admin's and leaders' views ---------------------------------------------------------

export const attendanceFilterSchema = z.object({
  month: monthField,
  year: yearField,
  service_id: idField('Service').optional(),
  category: serviceCategoryField.optional(),
  unit_id: idField('Unit').optional(),
  user_id: idField('Person').optional(),
  date: dateField('Date').optional(),
});
export type AttendanceFilter = z.output<typeof attendanceFilterSchema>;
export const attendanceListQuerySchema = paginationQuerySchema.extend(attendanceFilterSchema.shape);
export const attendanceListResponseSchema = listEnvelope(attendanceRecordSchema);

export const occurrenceCountSchema = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  date: z.string(),
  starts_at: z.string(),
  cancelled: z.boolean(),
  total: z.number().int(),
  by_category: z.record(z.string(), z.number().int()),
  /**
   * People counted at the door without a name (every station's count added up), per headcount
   * category; null when the counts are of some people only (a unit, a person, a category, a
   * leader's view), which no headcount belongs to.
   */
  headcount: z.object({ total: z.number().int(), by_category: z.record(z.string(), z.number().int()) }).nullable(),
});
export type OccurrenceCount = z.infer<typeof occurrenceCountSchema>;
export const occurrenceCountsResponseSchema = z.object({ data: z.array(occurrenceCountSchema) });

export const attendanceReportQuerySchema = paginationQuerySchema
  .extend({ from: dateField('From'), to: dateField('To'), unit_id: idField('Unit').optional() })
  .superRefine((value, ctx) => {
    const days = dayCount(value.from, value.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if (days > MAX_OCCURRENCE_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_OCCURRENCE_RANGE_DAYS} days per report` });
  });
export const attendanceReportRowSchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  /** Records at the services held in the range since the person joined. */
  attended: z.number().int(),
  /** The services held in the range (not cancelled, begun) since the person joined. */
  expected: z.number().int(),
  /** The attendance rate: attended ÷ expected, rounded down; null when nothing was held for them. */
  percentage: z.number().int().nullable(),
});
export type AttendanceReportRow = z.infer<typeof attendanceReportRowSchema>;
export const attendanceReportResponseSchema = listEnvelope(attendanceReportRowSchema);
