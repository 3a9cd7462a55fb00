import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuerySchema } from './envelope';
import { idField, optionalEmailField, optionalPersonNameField, optionalPhoneField, personNameField, requiredText } from './fields';
import { FORM_MESSAGE_MAX, FORM_TYPES, type FormType } from './form-types';
import { normalizePhone } from './phone';

// The public forms (question, prayer, testimony): one schema per kind, shared by the browser
// (client validation) and the API (POST /api/forms/{type}, 422 with per-field errors).
export { FORM_MESSAGE_MAX, FORM_SUCCESS_MESSAGES, FORM_TYPES, type FormType, isFormType } from './form-types';
export const formTypeSchema = z.enum(FORM_TYPES, { error: 'Form type must be question, prayer or testimony' });

// Empty optional inputs are stored as null; phones normalised (phone.ts: +234 unless written with 00 or +).
const email = optionalEmailField.transform((value) => (value ? value : null));
const phone = optionalPhoneField.transform((value) => (value ? normalizePhone(value) : null));

export const questionRequestSchema = z.object({
  name: personNameField('Name'),
  email,
  phone,
  message: requiredText('Question', FORM_MESSAGE_MAX),
});

// Like requiredText but without `abort`: an aborted field would skip the name rule below.
const prayerText = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Prayer request is required' : 'Prayer request must be text') })
  .trim()
  .min(1, 'Prayer request is required')
  .max(FORM_MESSAGE_MAX, `Prayer request must be at most ${FORM_MESSAGE_MAX} characters`);

// A prayer request may be anonymous; otherwise it needs a name.
export const prayerRequestSchema = z
  .object({
    name: optionalPersonNameField('Name'),
    email,
    phone,
    message: prayerText,
    is_anonymous: z.boolean({ error: 'Anonymous must be true or false' }).default(false),
  })
  // Checked even when other fields fail, so an empty submit lists every missing field at once.
  .refine((value) => value.is_anonymous === true || (typeof value.name === 'string' && value.name.trim() !== ''), {
    path: ['name'],
    message: 'Name is required unless you stay anonymous',
    // Runs despite other field errors, but never on a non-object input (null, a string, no body).
    when: ({ value, issues }) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) &&
      !issues.some((issue) => (issue.path?.length ?? 0) === 0 || issue.path?.[0] === 'name' || issue.path?.[0] === 'is_anonymous'),
  })
  .transform((value) => (value.is_anonymous ? { ...value, name: null } : { ...value, name: value.name ?? null }));

export const testimonyRequestSchema = z.object({
  name: personNameField('Name'),
  email,
  phone,
  message: requiredText('Testimony', FORM_MESSAGE_MAX),
  share_consent: z.boolean({ error: 'Consent to share must be true or false' }).default(false),
});

export const formRequestSchemas = {
  question: questionRequestSchema,
  prayer: prayerRequestSchema,
  testimony: testimonyRequestSchema,
} as const;

export type QuestionRequest = z.input<typeof questionRequestSchema>;
export type PrayerRequest = z.input<typeof prayerRequestSchema>;
export type TestimonyRequest = z.input<typeof testimonyRequestSchema>;
export type FormRequest = QuestionRequest | PrayerRequest | TestimonyRequest;
/** What the API receives after validation and transforms, one member per kind. */
export type FormSubmission = z.output<(typeof formRequestSchemas)[FormType]>;

// POST answer (201): only what the sender needs, never other people's data.
export const formCreatedSchema = z.object({ id: z.number().int(), type: formTypeSchema, created_at: z.string() });
export const formCreatedResponseSchema = dataEnvelope(formCreatedSchema);
export type FormCreatedResponse = z.infer<typeof formCreatedResponseSchema>;

// Admins' list: GET /api/forms?type=&page=
export const formMessageSchema = z.object({
  id: z.number().int(),
  type: formTypeSchema,
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  is_anonymous: z.boolean(),
  share_consent: z.boolean(),
  read_at: z.string().nullable(),
  /** Set when an admin archived it: out of the inbox, still kept. */
  archived_at: z.string().nullable(),
  /** When it was last answered by email, or null. */
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type FormMessage = z.infer<typeof formMessageSchema>;

// The admins' inbox (docs/decisions/0010-events-and-forms-inbox.md). Without a status the inbox
// is every message not archived; each status narrows it.
export const FORM_STATUSES = ['unread', 'read', 'answered', 'archived'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const formListQuerySchema = paginationQuerySchema.extend({
  type: formTypeSchema.optional(),
  status: z.enum(FORM_STATUSES, { error: 'Status must be unread, read, answered or archived' }).optional(),
  /** Testimonies whose sender agreed to share them. */
  consent: z.enum(['true'], { error: 'Consent must be true' }).transform(() => true).optional(),
});
export type FormListQuery = z.input<typeof formListQuerySchema>;
export const formListResponseSchema = listEnvelope(formMessageSchema).extend({
  /** Unread messages (not archived) per kind, for the inbox's tabs. */
  unread: z.object({ question: z.number().int(), prayer: z.number().int(), testimony: z.number().int() }),
});

export const formReplySchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** The address it went to. */
  sent_to: z.string(),
  /** Who answered (null when that account is gone). */
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type FormReply = z.infer<typeof formReplySchema>;

export const formDetailsSchema = formMessageSchema.extend({ replies: z.array(formReplySchema) });
export type FormDetails = z.infer<typeof formDetailsSchema>;
export const formDetailsResponseSchema = dataEnvelope(formDetailsSchema);
export const formParamsSchema = z.object({ id: idField('Id') });

export const updateFormSchema = z
  .object({
    read: z.boolean({ error: 'Read must be true or false' }),
    archived: z.boolean({ error: 'Archived must be true or false' }),
  })
  .partial()
  .refine((body) => body.read !== undefined || body.archived !== undefined, { message: 'Send read or archived', path: ['_'] });
export type UpdateForm = z.infer<typeof updateFormSchema>;

export const FORM_REPLY_MAX = 5000;
export const replyRequestSchema = z.object({ message: requiredText('Reply', FORM_REPLY_MAX) });
export type ReplyRequest = z.infer<typeof replyRequestSchema>;
export const replyResponseSchema = dataEnvelope(formReplySchema);
export const NO_EMAIL_TO_REPLY_MESSAGE = 'This sender left no email address to reply to.';
export const replySentMessage = (email: string) => `Your reply has been sent to ${email}.`;
