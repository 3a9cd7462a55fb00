import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuerySchema } from './envelope';
import { dateField, optionalEmailField, optionalText, requiredPhoneField, requiredText } from './fields';
import { normalizePhone } from './phone';
import { GENDERS } from './user';

// First-time visitors register on the public welcome page (POST /api/first-timers).
// A visitor is one record found again by the normalised phone; each visit day is one visit row.
export const HOW_HEARD_OPTIONS = ['Friend or family', 'Social media', 'Walked past', 'Flyer', 'Radio', 'Online search', 'Other'] as const;
export type HowHeard = (typeof HOW_HEARD_OPTIONS)[number];

export const firstTimerRequestSchema = z.object({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  phone: requiredPhoneField.transform((value) => normalizePhone(value) as string),
  email: optionalEmailField.transform((value) => (value ? value : null)),
  gender: z.enum(GENDERS, { error: 'Gender must be male or female' }).nullish(),
  address: optionalText('Address', 500).transform((value) => (value ? value : null)),
  how_heard: z.enum(HOW_HEARD_OPTIONS, { error: 'Choose how you heard about us from the list' }).nullish(),
  visit_date: dateField('Date of visit'),
  service_id: z.number({ error: 'Service must be chosen from the list' }).int('Service must be chosen from the list').positive('Service must be chosen from the list').nullish(),
  prayer_request: optionalText('Prayer request', 2000).transform((value) => (value ? value : null)),
  consent_to_contact: z.boolean({ error: 'Consent to be contacted must be true or false' }).default(false),
});
export type FirstTimerRequest = z.input<typeof firstTimerRequestSchema>;
/** What the API receives after validation (phone normalised, blanks as null). */
export type FirstTimerRegistration = z.output<typeof firstTimerRequestSchema>;

export const FIRST_TIMER_WELCOME_MESSAGE = 'Thank you for registering. We are glad you visited and hope to see you again soon!';
export const FIRST_TIMER_ALREADY_REGISTERED_MESSAGE = 'You are already registered for today. Thank you, and welcome!';

// POST answer: 201 for a new visitor or a new visit day; 200 with already_registered: true when
// the same phone already registered that day (no second record). Never echoes stored data.
export const firstTimerRegistrationSchema = z.object({ already_registered: z.boolean() });
export const firstTimerRegistrationResponseSchema = dataEnvelope(firstTimerRegistrationSchema);
export type FirstTimerRegistrationResponse = z.infer<typeof firstTimerRegistrationResponseSchema>;

// Admins' search: GET /api/first-timers?search=
export const firstTimerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string().nullable(),
  how_heard: z.string().nullable(),
  prayer_request: z.string().nullable(),
  consent_to_contact: z.boolean(),
  first_visit_on: z.string(),
  last_visit_on: z.string(),
  visit_count: z.number().int(),
  created_at: z.string(),
});
export type FirstTimer = z.infer<typeof firstTimerSchema>;

export const firstTimerListQuerySchema = paginationQuerySchema.extend({
  search: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').optional(),
});
export type FirstTimerListQuery = z.infer<typeof firstTimerListQuerySchema>;
export const firstTimerListResponseSchema = listEnvelope(firstTimerSchema);
export const firstTimerResponseSchema = dataEnvelope(firstTimerSchema);
