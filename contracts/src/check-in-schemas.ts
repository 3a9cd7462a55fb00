import { z } from 'zod';
import { attendanceRecordSchema, serviceCategoryField } from './attendance';
import { CHECK_IN_MESSAGES, looksLikeCheckInCode, normalizeCheckInCode } from './check-in';
import { dataEnvelope } from './envelope';
import { idField } from './fields';
import { offlineWriteFields } from './offline-write';
import { SERVICE_CATEGORIES } from './service-categories';

// Check-in's requests and answers (the API validates with them; the pages type with them).

/** The code as typed or scanned: spaces ignored, any case; the wrong form is "not valid" at once. */
export const checkInCodeField = z
  .string({ error: 'Code is required' })
  .max(64, CHECK_IN_MESSAGES.invalid)
  .transform(normalizeCheckInCode)
  .refine((code) => code.length > 0, 'Code is required')
  .refine(looksLikeCheckInCode, CHECK_IN_MESSAGES.invalid);

/** The occurrence a code belongs to. */
export const checkInOccurrenceSchema = z.object({
  service_id: z.number().int(),
  date: z.string(),
  name: z.string(),
  /** ISO 8601 with the church's offset. */
  starts_at: z.string(),
});
export type CheckInOccurrence = z.infer<typeof checkInOccurrenceSchema>;

/** GET /api/check-in/code?service_id=: that service's code; without it, the occurrence whose start is nearest. */
export const checkInCodeQuerySchema = z.object({ service_id: idField('Service').optional() });

/** GET /api/check-in/code: the code to show now for the occurrence open now. */
export const checkInCodeResponseSchema = z.object({
  occurrence: checkInOccurrenceSchema,
  /** Every occurrence open for check-in now, earliest start first: the choice a screen offers when several are. */
  open: z.array(checkInOccurrenceSchema),
  code: z.string(),
  /** The page the QR code opens: {site}/check-in?code=… */
  url: z.string(),
  /** When this code stops being shown (the end of its slot); it is accepted one slot longer. */
  expires_at: z.string(),
});
export type CheckInCodeResponse = z.infer<typeof checkInCodeResponseSchema>;

export const checkInRequestSchema = z.object({
  code: checkInCodeField,
  category: serviceCategoryField.optional(),
  /** For a check-in made offline: `made_at` is when the code was scanned (`scanned_at` its old name). */
  ...offlineWriteFields,
});
export type CheckInRequest = z.input<typeof checkInRequestSchema>;

export const checkInResponseSchema = dataEnvelope(attendanceRecordSchema);

/** `made_at`: when the code was scanned, for a person who signed in after scanning (the code is judged then). */
export const checkInPreviewQuerySchema = z.object({ code: checkInCodeField, made_at: offlineWriteFields.made_at });

/** GET /api/check-ins/preview: what the check-in page shows the signed-in person before the tap. */
export const checkInPreviewResponseSchema = z.object({
  occurrence: checkInOccurrenceSchema,
  /** The categories the person may pick, "I attended" (Others) first. */
  categories: z.array(z.object({ value: z.enum(SERVICE_CATEGORIES), label: z.string() })),
  /** The category of their last attendance, when their roles still offer it. */
  last_category: z.enum(SERVICE_CATEGORIES).nullable(),
  /** The category a check-in without one records: the last, else "I attended". */
  default_category: z.enum(SERVICE_CATEGORIES),
  already_checked_in: z.boolean(),
  /** The person's own accepted rota places at the occurrence ("You serve today: Sound desk (Media)"). */
  serving: z.array(z.object({ team_name: z.string(), position_name: z.string() })).optional(),
});
export type CheckInPreview = z.infer<typeof checkInPreviewResponseSchema>;

export const churchSettingsSchema = z.object({
  self_marking_without_code: z.boolean({ error: 'Choose whether members may mark their own attendance without the code' }),
  rota_reminder_days: z.number({ error: 'Reminder days must be a number' }).int('Reminder days must be a whole number').min(0, 'Reminder days must be 0 (no reminders) or more').max(14, 'Reminders go at most 14 days before the service').optional(),
});
export const churchSettingsResponseSchema = dataEnvelope(churchSettingsSchema);
