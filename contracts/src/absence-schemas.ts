// What the absences' routes take and answer: GET/POST /api/me/absences, DELETE /api/me/absences/:id,
// and the same under /api/members/:id/absences for a leader or an admin. The rules themselves are
// in absences.ts, so that the pages load no zod.
import { z } from 'zod';
import { type Absence, ABSENCE_REASONS, type AbsenceReason, absenceDayErrors } from './absences';
import { todayInChurch } from '@church/contracts/church-time';
import { dataEnvelope } from './envelope';
import { dateField, idField } from './fields';

export const absenceReasonSchema = z.enum(ABSENCE_REASONS, { error: 'Reason must be travel, illness, work or other' });

export const absenceRequestSchema = z
  .object({
    from: dateField('From'),
    to: dateField('To'),
    // An empty choice in a form means no reason.
    reason: z.preprocess((value) => (value === '' ? null : value), absenceReasonSchema.nullable().optional()),
  })
  .superRefine((value, ctx) => {
    for (const [field, messages] of Object.entries(absenceDayErrors(value.from, value.to, todayInChurch()))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export interface AbsenceRequest {
  from: string;
  to: string;
  reason?: AbsenceReason | '' | null;
}

export const absenceSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  reason: absenceReasonSchema.nullable(),
  recorded_by: z.number().int().nullable(),
  recorded_by_name: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<Absence>;

/** Current and future absences first (soonest first), then those ended in the last ABSENCE_PAST_DAYS days (latest first). */
export const absenceListResponseSchema = z.object({ data: z.array(absenceSchema) });
export const absenceResponseSchema = dataEnvelope(absenceSchema);

export const absenceIdParamsSchema = z.object({ id: idField('Absence') });
export const memberAbsenceParamsSchema = z.object({ id: idField('Member') });
export const memberAbsenceIdParamsSchema = z.object({ id: idField('Member'), absenceId: idField('Absence') });
