import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuerySchema } from './envelope';
import { dateField, fromDecimalText, idField, instantField, optionalEmailField, optionalText, personNameField, requiredPhoneField } from './fields';
import { VISIT_COUNT_LABELS } from './follow-up';
import { followUpChannelSchema, followUpOutcomeSchema, followUpStatusSchema } from './follow-up-fields';
import { monthField, yearField } from './month-fields';
import { normalizePhone } from './phone';
import { GENDERS } from './user';
import { FIRST_VISIT_DAY, HOW_HEARD_OPTIONS, PROPOSED_DETAILS } from './first-timer-choices';

// First-time visitors register on the public welcome page (POST /api/first-timers).
// A visitor is one record found again by the normalised phone; each visit day is one visit row.
// The form registers today's visit (the church's today, set by the API: a `visit_date` an older
// page sends is ignored); an admin records a visit on another day (POST /api/first-timers/:id/visits).
// It never changes a visitor on record: the details that differ wait for an admin (proposed details).
export { FIRST_TIMER_WELCOME_MESSAGE, FIRST_VISIT_DAY, HOW_HEARD_OPTIONS, PROPOSED_DETAIL_LABELS, PROPOSED_DETAILS, type HowHeard, type ProposedDetail } from './first-timer-choices';
const visitDateField = dateField('Date of visit', { earliest: FIRST_VISIT_DAY, tooEarly: 'Date of visit must be on or after 1 January 2000' });

export const firstTimerRequestSchema = z.object({
  first_name: personNameField('First name'),
  last_name: personNameField('Last name'),
  phone: requiredPhoneField.transform((value) => normalizePhone(value) as string),
  email: optionalEmailField.transform((value) => (value ? value : null)),
  gender: z.enum(GENDERS, { error: 'Gender must be male or female' }).nullish(),
  address: optionalText('Address', 500).transform((value) => (value ? value : null)),
  how_heard: z.enum(HOW_HEARD_OPTIONS, { error: 'Choose how you heard about us from the list' }).nullish(),
  service_id: z
    .number({ error: 'Service must be chosen from the list' })
    .int('Service must be chosen from the list')
    .positive('Service must be chosen from the list')
    .max(2147483647, 'Service must be chosen from the list')
    .nullish(),
  prayer_request: optionalText('Prayer request', 2000).transform((value) => (value ? value : null)),
  consent_to_contact: z.boolean({ error: 'Consent to be contacted must be true or false' }).default(false),
});
export type FirstTimerRequest = z.input<typeof firstTimerRequestSchema>;
/** What the API receives after validation (phone normalised, blanks as null). */
export type FirstTimerRegistration = z.output<typeof firstTimerRequestSchema>;


// POST answer: always 201 with the day recorded and FIRST_TIMER_WELCOME_MESSAGE, whether the phone
// was new, on record, or registered already today. Never echoes stored data.
export const firstTimerRegistrationSchema = z.object({ visit_date: z.string() });
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

// --- The follow-up (docs/decisions/0007-follow-up.md) -----------------------------------------

/** A person as a follow-up names them: the assignee, who assigned, a feedback's author. */
export const personRefSchema = z.object({ id: z.number().int(), full_name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const followUpSchema = z.object({
  status: followUpStatusSchema,
  assignee: personRefSchema.nullable(),
  assigned_by: personRefSchema.nullable(),
  assigned_at: z.string().nullable(),
  next_contact_on: z.string().nullable(),
  overdue: z.boolean(),
  closed_at: z.string().nullable(),
});
export type FollowUpJson = z.infer<typeof followUpSchema>;

/**
 * A first-timer in a list or on their page. Opt-out hides how to reach them (`phone`, `email`,
 * `address`) from everyone but admins (`contact_hidden`).
 */
export const firstTimerRowSchema = firstTimerSchema.extend({
  phone: z.string().nullable(),
  visit_label: z.enum(VISIT_COUNT_LABELS),
  contact_hidden: z.boolean(),
  follow_up: followUpSchema,
});
export type FirstTimerRow = z.infer<typeof firstTimerRowSchema>;

const yesNo = z.enum(['true', 'false'], { error: 'Overdue must be true or false' }).transform((v) => v === 'true');

// The same filters serve the list and its board view.
export const firstTimerListQuerySchema = paginationQuerySchema.extend({
  search: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').optional(),
  status: followUpStatusSchema.optional(),
  /** An assignee's id, or `none` for the unassigned. */
  assignee: z.union([z.literal('none'), idField('Assignee')], { error: 'Assignee must be a person’s id or none' }).optional(),
  /** 1, 2, 3, or 4 for four visits or more (the Fourth Timers). */
  visits: fromDecimalText(z.number({ error: 'Visits must be a number' }).int('Visits must be a whole number').min(1, 'Visits must be from 1 to 4').max(4, 'Visits must be from 1 to 4')).optional(),
  month: monthField.optional(),
  year: yearField.optional(),
  overdue: yesNo.optional(),
}).superRefine((value, ctx) => {
  if (value.month !== undefined && value.year === undefined) ctx.addIssue({ code: 'custom', path: ['year'], message: 'Choose the year of the month' });
});
export type FirstTimerListQuery = z.infer<typeof firstTimerListQuerySchema>;
/** The list's filters without its page (the board and the admin's pages take the same). */
export type FirstTimerFilter = Omit<FirstTimerListQuery, 'page' | 'per_page'>;
export const firstTimerListResponseSchema = listEnvelope(firstTimerRowSchema);

export const visitSchema = z.object({ date: z.string(), service_name: z.string().nullable() });

export const feedbackSchema = z.object({
  id: z.number().int(),
  first_timer_id: z.number().int(),
  first_timer_name: z.string(),
  author: personRefSchema.nullable(),
  contacted_at: z.string(),
  channel: followUpChannelSchema,
  outcome: followUpOutcomeSchema.nullable(),
  note: z.string().nullable(),
  status_from: followUpStatusSchema.nullable(),
  status_to: followUpStatusSchema.nullable(),
  next_contact_on: z.string().nullable(),
  created_at: z.string(),
});
export type FeedbackJson = z.infer<typeof feedbackSchema>;

export const firstTimerDetailsSchema = firstTimerRowSchema.extend({
  visits: z.array(visitSchema),
  feedback: z.array(feedbackSchema),
  /** The member account this visitor became (linked at registration or by an admin), for admins; null otherwise. */
  member: personRefSchema.nullable(),
});
export type FirstTimerDetails = z.infer<typeof firstTimerDetailsSchema>;
export const firstTimerDetailsResponseSchema = dataEnvelope(firstTimerDetailsSchema);

const nextContactField = dateField('Next contact').nullable();

export const followUpUpdateSchema = z
  .object({
    status: followUpStatusSchema,
    assigned_to: idField('Assignee').nullable(),
    next_contact_on: nextContactField,
  })
  .partial();
export type FollowUpUpdate = z.output<typeof followUpUpdateSchema>;

export const MAX_BULK_FOLLOW_UPS = 100;
export const followUpBulkSchema = z
  .object({
    ids: z.array(idField('First-timer'), { error: 'Choose the first-timers to change' }).min(1, 'Choose at least one first-timer').max(MAX_BULK_FOLLOW_UPS, `At most ${MAX_BULK_FOLLOW_UPS} at a time`),
    assigned_to: idField('Assignee').nullable().optional(),
    status: followUpStatusSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.assigned_to === undefined && value.status === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose an assignee or a status' });
  });
export const followUpBulkResponseSchema = z.object({ data: z.object({ updated: z.number().int() }), message: z.string() });

export const feedbackRequestSchema = z.object({
  contacted_at: instantField('When'),
  channel: followUpChannelSchema,
  outcome: followUpOutcomeSchema,
  note: optionalText('Note', 2000).transform((value) => (value ? value : null)),
  status: followUpStatusSchema.optional(),
  next_contact_on: nextContactField.optional(),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export const feedbackResponseSchema = dataEnvelope(feedbackSchema);

// The feedback list's filters, which its CSV takes too (`status`: the status it moved to).
const feedbackFilterShape = {
  from: dateField('From').optional(),
  to: dateField('To').optional(),
  author_id: idField('Author').optional(),
  channel: followUpChannelSchema.optional(),
  outcome: followUpOutcomeSchema.optional(),
  status: followUpStatusSchema.optional(),
};
const fromNotAfterTo = (value: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
};
export const feedbackFilterSchema = z.object(feedbackFilterShape).superRefine(fromNotAfterTo);
export type FeedbackFilter = z.infer<typeof feedbackFilterSchema>;
export const feedbackListQuerySchema = paginationQuerySchema.extend(feedbackFilterShape).superRefine(fromNotAfterTo);
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;
export const feedbackListResponseSchema = listEnvelope(feedbackSchema);

export const visitRequestSchema = z.object({ date: visitDateField, service_id: idField('Service').nullish() });

// --- Details a returning visitor proposes (admins only) ---------------------------------------

const detailValueSchema = z.union([z.string(), z.boolean()]).nullable();
/** One field of a proposal: what is stored now, and what the visitor typed. */
export const proposedChangeSchema = z.object({ field: z.enum(PROPOSED_DETAILS), current: detailValueSchema, proposed: detailValueSchema });
export type ProposedChange = z.infer<typeof proposedChangeSchema>;
/** A proposal holds only the fields that still differ from what is stored. */
export const proposedDetailsSchema = z.object({ id: z.number().int(), submitted_at: z.string(), changes: z.array(proposedChangeSchema) });
export type ProposedDetailsJson = z.infer<typeof proposedDetailsSchema>;
export const proposedDetailsListResponseSchema = z.object({ data: z.array(proposedDetailsSchema) });
export const proposalParamsSchema = z.object({ id: idField('First-timer'), proposalId: idField('Proposal') });

/** An account whose unverified email or phone matches the visitor's, for an admin to link or dismiss. */
export const linkProposalSchema = z.object({ id: z.number().int(), user_id: z.number().int(), full_name: z.string(), matched: z.enum(['email', 'phone']) });
export type LinkProposalJson = z.infer<typeof linkProposalSchema>;
export const linkProposalsResponseSchema = z.object({ data: z.array(linkProposalSchema) });

export const analyticsQuerySchema = z.object({ year: yearField });
export const analyticsRowSchema = z.object({
  month: z.number().int(),
  first_timers: z.number().int(),
  by_status: z.record(followUpStatusSchema, z.number().int()),
  second_timer: z.number().int(),
  third_timer: z.number().int(),
  fourth_timer: z.number().int(),
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;
export const analyticsResponseSchema = z.object({ data: z.array(analyticsRowSchema) });

export const assignedFirstTimersResponseSchema = z.object({ data: z.array(firstTimerRowSchema) });

// --- Assigning (the admin's picker) ---------------------------------------------------------

/** Someone who may be given follow-ups (a member or a leader), with how many they hold open. */
// The email and phone tell two people of the same name apart in the admin's picker.
export const assigneeCandidateSchema = personRefSchema.extend({ email: z.string().nullable(), phone: z.string().nullable(), open_follow_ups: z.number().int() });
export type AssigneeCandidate = z.infer<typeof assigneeCandidateSchema>;
export const assigneeQuerySchema = z.object({
  search: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').optional(),
});
export const MAX_ASSIGNEE_CANDIDATES = 20;
export const assigneeCandidatesResponseSchema = z.object({ data: z.array(assigneeCandidateSchema) });

// --- The people a filter offers -------------------------------------------------------------

/**
 * Everyone who holds a follow-up (`assignee`: the admin's assignee filter) or has written
 * feedback (`author`: the feedbacks page's author filter), by name, each with how many.
 */
export const followUpPeopleQuerySchema = z.object({
  role: z.enum(['assignee', 'author'], { error: 'Role must be assignee or author' }),
});
export const followUpPersonSchema = personRefSchema.extend({ count: z.number().int() });
export type FollowUpPerson = z.infer<typeof followUpPersonSchema>;
export const followUpPeopleResponseSchema = z.object({ data: z.array(followUpPersonSchema) });

// --- Correcting, linking, merging and removing a visitor (admins) ------------------------------

/** PATCH /api/first-timers/:id: any of the welcome form's details, checked as the form checks them. */
export const firstTimerUpdateSchema = z
  .object({
    first_name: personNameField('First name'),
    last_name: personNameField('Last name'),
    phone: requiredPhoneField.transform((value) => normalizePhone(value) as string),
    email: optionalEmailField.transform((value) => (value ? value.toLowerCase() : null)),
    gender: z.enum(GENDERS, { error: 'Gender must be male or female' }).nullable(),
    address: optionalText('Address', 500).transform((value) => (value ? value : null)),
    how_heard: z.enum(HOW_HEARD_OPTIONS, { error: 'Choose how they heard about us from the list' }).nullable(),
    prayer_request: optionalText('Prayer request', 2000).transform((value) => (value ? value : null)),
    consent_to_contact: z.boolean({ error: 'Consent to be contacted must be true or false' }),
  })
  .partial();
export type FirstTimerUpdateRequest = z.input<typeof firstTimerUpdateSchema>;

/**
 * POST /api/first-timers/:id/link: the member account the visitor became. `mark_integrated` also
 * moves the follow-up to Integrated: linking alone never changes a status.
 */
export const firstTimerLinkSchema = z.object({
  user_id: idField('Member'),
  mark_integrated: z.boolean({ error: 'Mark integrated must be true or false' }).optional(),
});
export type FirstTimerLinkRequest = z.input<typeof firstTimerLinkSchema>;

/** POST /api/first-timers/:id/merge: `other_id`'s visits, follow-up and feedback move to `:id`, then it is deleted. */
export const firstTimerMergeSchema = z.object({ other_id: idField('The other first-timer') });
export type FirstTimerMergeRequest = z.input<typeof firstTimerMergeSchema>;

export const DUPLICATE_REASONS = ['same_email', 'same_phone', 'similar_name_same_day'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  same_email: 'Same email',
  same_phone: 'Same phone number once written alike',
  similar_name_same_day: 'Similar names, a visit on the same day',
};

export const duplicateVisitorSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  first_visit_on: z.string(),
  last_visit_on: z.string(),
  visit_count: z.number().int(),
  status: followUpStatusSchema,
});
export type DuplicateVisitor = z.infer<typeof duplicateVisitorSchema>;
/** Two records that may be one visitor (the older first), with why. */
export const duplicatePairSchema = z.object({ first: duplicateVisitorSchema, second: duplicateVisitorSchema, reasons: z.array(z.enum(DUPLICATE_REASONS)) });
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;
export const duplicatesResponseSchema = z.object({ data: z.array(duplicatePairSchema) });
export const MAX_DUPLICATE_PAIRS = 50;

/** GET /api/members/:id/first-timer-records (admins): the visitor records linked to a member. */
export const memberFirstTimerRecordsResponseSchema = z.object({ data: z.array(firstTimerDetailsSchema) });
