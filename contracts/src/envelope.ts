import { z } from 'zod';
import { fromDecimalText } from './fields';

// Response envelopes shared by every API route: { data, message? }, lists with meta, errors { message, errors? }.
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorEnvelopeSchema = z.object({
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const messageEnvelopeSchema = z.object({ message: z.string() });
export type MessageEnvelope = z.infer<typeof messageEnvelopeSchema>;

export const listMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export interface ListEnvelope<T> {
  data: T[];
  meta: ListMeta;
}

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

// Query strings arrive as text: page and per_page are read from decimal text, bounded, and default sensibly.
export const paginationQuerySchema = z.object({
  page: fromDecimalText(z.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').max(100000, 'Page is too large')).default(1),
  per_page: fromDecimalText(
    z
      .number({ error: 'Per page must be a number' })
      .int('Per page must be a whole number')
      .min(1, 'Per page must be at least 1')
      .max(MAX_PER_PAGE, `Per page must be at most ${MAX_PER_PAGE}`),
  ).default(DEFAULT_PER_PAGE),
});

// Turns a zod error into the `errors` map of the envelope: one list of messages per field path.
export function fieldErrorsFromIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
