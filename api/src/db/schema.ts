import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, time, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

// The whole product's data model; docs/data-model.md explains the choices.
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  // Stored lowercased; uniqueness is on the lowercased value. Null for a person without an
  // account (a child, a grandmother without email): nobody signs in as them.
  email: text('email'),
  phone: text('phone'),
  gender: text('gender'),
  birthday: date('birthday', { mode: 'string' }),
  address: text('address'),
  // Before migration 0008 avatars were data URLs here; migrateDataUrlAvatars moves them to
  // `avatars` and empties this column.
  avatar: text('avatar'),
  // The person's picture (content-addressed: the SHA-256 of the stored bytes).
  avatarKey: text('avatar_key').references((): AnyPgColumn => avatars.key, { onDelete: 'set null' }),
  // Null until the person has an account (an invitation's link sets it).
  passwordHash: text('password_hash'),
  // Set when an admin deactivates the account (no sign-in, no sessions); null while active.
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_email_unique').on(t.email),
  index('users_name_idx').on(t.lastName, t.firstName),
  // The people search matches anywhere in a name, an email or a phone: trigram indexes (pg_trgm)
  // answer ILIKE '%…%' without reading every row (users/search.ts spells the same expression).
  index('users_search_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.email}, '')) gin_trgm_ops`),
  index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  check('users_gender_check', sql`${t.gender} in ('male', 'female')`),
]);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => Buffer.from(value),
});

// Avatars apart from the user row: re-encoded images (at most 512×512, no metadata), keyed by
// the SHA-256 of their bytes, served with a long-lived immutable cache header.
export const avatars = pgTable('avatars', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: smallint('role_id').notNull().references(() => roles.id),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)]);

export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  createdAt: createdAt(),
});

// Membership and leadership in one table: a leader is a member row with is_leader.
export const unitMembers = pgTable('unit_members', {
  unitId: integer('unit_id').notNull().references(() => units.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  isLeader: boolean('is_leader').notNull().default(false),
  joinedAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.unitId, t.userId] }), index('unit_members_user_idx').on(t.userId)]);

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isRecurring: boolean('is_recurring').notNull(),
  dayOfWeek: text('day_of_week'),
  serviceDate: date('service_date', { mode: 'string' }),
  startTime: time('start_time').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  // The days the service is held: from the day it was added, until the day it was deactivated
  // (past months keep their occurrences when a service ends).
  activeFrom: date('active_from', { mode: 'string' }).notNull().default(sql`current_date`),
  activeUntil: date('active_until', { mode: 'string' }),
  createdAt: createdAt(),
}, (t) => [
  check('services_kind_check', sql`(${t.isRecurring} and ${t.dayOfWeek} is not null) or (not ${t.isRecurring} and ${t.serviceDate} is not null)`),
]);

// One occurrence (a service on a day) cancelled by an admin: not expected, cannot be marked.
export const serviceCancellations = pgTable('service_cancellations', {
  serviceId: integer('service_id').notNull().references(() => services.id, { onDelete: 'cascade' }),
  date: date('date', { mode: 'string' }).notNull(),
  reason: text('reason').notNull(),
  cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.serviceId, t.date] }), index('service_cancellations_date_idx').on(t.date)]);

// A person's own goal for one month (absent: every expected occurrence of that month).
export const attendanceGoals = pgTable('attendance_goals', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  year: smallint('year').notNull(),
  month: smallint('month').notNull(),
  goal: smallint('goal').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.year, t.month] }),
  check('attendance_goals_month_check', sql`${t.month} between 1 and 12`),
  check('attendance_goals_goal_check', sql`${t.goal} >= 1`),
]);

export const attendance = pgTable('attendance', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  serviceId: integer('service_id').notNull().references(() => services.id),
  attendedOn: date('attended_on', { mode: 'string' }).notNull(),
  serviceCategory: text('service_category').notNull(),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  // The welcome-team station that checked the person in at the door, if one did.
  stationId: integer('station_id').references((): AnyPgColumn => checkInStations.id, { onDelete: 'set null' }),
  // The serving team whose rota recorded it: an accepted place counts as attending once the service is held.
  rotaTeamId: integer('rota_team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
  // The device's own reference for a check-in sent late (made offline): a retried send with the
  // same reference finds this record instead of making another.
  clientRef: text('client_ref'),
  // When a write sent late (made offline, or a scan sent afterwards) says it was made: the scan's moment.
  madeAt: timestamp('made_at', { withTimezone: true, mode: 'date' }),
  // Minutes from madeAt to the record's arrival, when it arrived after the occurrence's marking window closed.
  sentLateMinutes: integer('sent_late_minutes'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('attendance_once_per_service_day').on(t.userId, t.serviceId, t.attendedOn),
  uniqueIndex('attendance_client_ref_unique').on(t.userId, t.clientRef).where(sql`${t.clientRef} is not null`),
  index('attendance_date_idx').on(t.attendedOn),
  // A month of the whole church by occurrence (the admin's counts, the CSV read in pages) from
  // the index alone: no table reads, no sort.
  index('attendance_occurrence_idx').on(t.attendedOn, t.serviceId, t.userId, t.serviceCategory, t.recordedBy),
  // A person's days in order: their last attendance (rosters, absent members) without reading
  // all their records, and a month of theirs as one range.
  index('attendance_person_day_idx').on(t.userId, t.attendedOn, t.serviceId),
]);

// How many records each occurrence has per category, kept by triggers on attendance (migration
// 0017) in the statement that writes the records, whatever writes them (the attendance module,
// an import, an erasure's cascade): the admin's month of counts and the list's total read a few
// dozen rows here instead of counting a month of records (about 85,000 at church scale).
export const occurrenceAttendance = pgTable('occurrence_attendance', {
  attendedOn: date('attended_on', { mode: 'string' }).notNull(),
  serviceId: integer('service_id').notNull().references(() => services.id),
  serviceCategory: text('service_category').notNull(),
  records: integer('records').notNull(),
}, (t) => [
  primaryKey({ columns: [t.attendedOn, t.serviceId, t.serviceCategory] }),
  check('occurrence_attendance_records_check', sql`${t.records} >= 0`),
]);

// How many records each person has per month (the month's first day), kept by the same triggers:
// a unit's or the church's month of per-person figures reads one row per person instead of their
// records (about 85,000 a month at church scale).
export const personMonthAttendance = pgTable('person_month_attendance', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  month: date('month', { mode: 'string' }).notNull(),
  records: integer('records').notNull(),
}, (t) => [
  // By month first: a month of everyone is one range of it.
  primaryKey({ columns: [t.month, t.userId] }),
  check('person_month_attendance_records_check', sql`${t.records} >= 0`),
]);

// One row per visitor (found again by phone); each visit is a row in first_timer_visits.
export const firstTimers = pgTable('first_timers', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  gender: text('gender'),
  address: text('address'),
  howHeard: text('how_heard'),
  prayerRequest: text('prayer_request'),
  consentToContact: boolean('consent_to_contact').notNull().default(false),
  firstVisitOn: date('first_visit_on', { mode: 'string' }).notNull(),
  lastVisitOn: date('last_visit_on', { mode: 'string' }).notNull(),
  visitCount: integer('visit_count').notNull().default(1),
  // Set when the visitor later registers an account, an admin creates one for them, or an admin
  // links the two by hand: their visits and follow-up then show on the member's page.
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  // Set when an admin removes a record made by mistake: the person's details are erased, the
  // visits stay counted.
  erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('first_timers_phone_unique').on(t.phone),
  index('first_timers_user_idx').on(t.userId),
  index('first_timers_email_idx').on(t.email),
  index('first_timers_last_visit_idx').on(t.lastVisitOn),
  index('first_timers_first_visit_idx').on(t.firstVisitOn),
]);

export const firstTimerVisits = pgTable('first_timer_visits', {
  id: serial('id').primaryKey(),
  firstTimerId: integer('first_timer_id').notNull().references(() => firstTimers.id, { onDelete: 'cascade' }),
  visitedOn: date('visited_on', { mode: 'string' }).notNull(),
  serviceId: integer('service_id').references(() => services.id),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('first_timer_visits_once_a_day').on(t.firstTimerId, t.visitedOn)]);

// The follow-up of a visitor: one per first-timer (docs/decisions/0007-follow-up.md), assignable;
// its history is the feedback log, each entry optionally moving the status.
export const followUps = pgTable('follow_ups', {
  id: serial('id').primaryKey(),
  firstTimerId: integer('first_timer_id').notNull().references(() => firstTimers.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('Not Contacted'),
  assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
  assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }),
  // The next-contact date (the column keeps its first name).
  nextContactOn: date('due_on', { mode: 'string' }),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('follow_ups_one_per_visitor').on(t.firstTimerId),
  index('follow_ups_assignee_idx').on(t.assignedTo, t.status),
  check('follow_ups_status_check', sql`${t.status} in ('Invited Again', 'Contacted', 'Not Contacted', 'Integrated', 'Visiting', 'Opt-out')`),
]);

export const followUpFeedback = pgTable('follow_up_feedback', {
  id: serial('id').primaryKey(),
  followUpId: integer('follow_up_id').notNull().references(() => followUps.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  contactedAt: timestamp('contacted_at', { withTimezone: true, mode: 'date' }).notNull(),
  channel: text('channel').notNull(),
  outcome: text('outcome'),
  note: text('note'),
  statusFrom: text('status_from'),
  statusTo: text('status_to'),
  nextContactOn: date('next_contact_on', { mode: 'string' }),
  createdAt: createdAt(),
}, (t) => [
  index('follow_up_feedback_follow_up_idx').on(t.followUpId, t.contactedAt),
  index('follow_up_feedback_contacted_idx').on(t.contactedAt),
  check('follow_up_feedback_channel_check', sql`${t.channel} in ('call', 'whatsapp', 'sms', 'visit', 'email', 'in_person')`),
  check('follow_up_feedback_outcome_check', sql`${t.outcome} in ('reached', 'no_answer', 'left_message', 'wrong_number', 'declined')`),
]);

export const formMessages = pgTable('form_messages', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  message: text('message').notNull(),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  shareConsent: boolean('share_consent').notNull().default(false),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  // Out of the admins' inbox, still kept.
  archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  index('form_messages_type_created_idx').on(t.type, t.createdAt),
  check('form_messages_type_check', sql`${t.type} in ('question', 'prayer', 'testimony')`),
]);

// An admin's answer by email to a form message: the reply history kept with the message.
export const formReplies = pgTable('form_replies', {
  id: serial('id').primaryKey(),
  formMessageId: integer('form_message_id').notNull().references(() => formMessages.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  sentTo: text('sent_to').notNull(),
  createdAt: createdAt(),
}, (t) => [index('form_replies_message_idx').on(t.formMessageId, t.createdAt)]);

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  location: text('location'),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('events_starts_at_idx').on(t.startsAt)]);

// The units an event is for (none: the whole church).
export const eventUnits = pgTable('event_units', {
  eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  unitId: integer('unit_id').notNull().references(() => units.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.eventId, t.unitId] }), index('event_units_unit_idx').on(t.unitId)]);

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  // For the person's list of their signed-in devices: the browser it was opened from, and when
  // it was last used (kept to the minute, so a busy session is not written on every request).
  userAgent: text('user_agent'),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash)]);

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

// Every transactional mail waits here until the mail job has sent it, written in the transaction
// of the change that causes it, so a crash after the request loses none (docs/decisions/0040).
// 'message' rows hold the mail; 'password-reset' and 'invitation' rows hold only the address:
// the link is issued when it is sent, so no usable token is ever stored.
export const mailQueue = pgTable('mail_queue', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  to: text('to').notNull(),
  message: jsonb('message'),
  // 'pending' (to send), 'sending' (claimed by a runner), 'sent', 'dropped' (no account to send a
  // link to, or given up after its last try).
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  triedAt: timestamp('tried_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  index('mail_queue_waiting_idx').on(t.id).where(sql`${t.status} in ('pending', 'sending')`),
  check('mail_queue_kind_check', sql`${t.kind} in ('message', 'password-reset', 'invitation')`),
  check('mail_queue_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'dropped')`),
]);

// Sign-in throttling per account (docs/decisions/0014): one row per normalised email that has
// failed recently, known or not, so every API instance sees the same count.
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

// Who changed a unit's roster or its leaders, and when. Kept when the person leaves the unit, so
// an addition followed by a removal still leaves its trace.
export const unitRosterChanges = pgTable('unit_roster_changes', {
  id: serial('id').primaryKey(),
  unitId: integer('unit_id').notNull().references(() => units.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  change: text('change').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('unit_roster_changes_unit_idx').on(t.unitId, t.changedAt),
  index('unit_roster_changes_user_idx').on(t.userId, t.changedAt),
  check('unit_roster_changes_change_check', sql`${t.change} in ('added', 'removed', 'left', 'made_leader', 'leader_removed')`),
]);

// Details a returning visitor typed on the welcome form that differ from the stored ones. The
// public form never overwrites a stored visitor: an admin applies or dismisses these.
export const firstTimerProposedDetails = pgTable('first_timer_proposed_details', {
  id: serial('id').primaryKey(),
  firstTimerId: integer('first_timer_id').notNull().references(() => firstTimers.id, { onDelete: 'cascade' }),
  // Only the fields that differ, by their API names (email, address, prayer_request, …).
  details: jsonb('details').notNull(),
  submittedAt: createdAt(),
}, (t) => [index('first_timer_proposed_details_visitor_idx').on(t.firstTimerId, t.submittedAt)]);

// An account whose unverified email or phone matches a visitor's: linked only when an admin
// says so (anyone can type someone's phone), or by itself once the email is proven.
export const firstTimerLinkProposals = pgTable('first_timer_link_proposals', {
  id: serial('id').primaryKey(),
  firstTimerId: integer('first_timer_id').notNull().references(() => firstTimers.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  // 'email' or 'phone': what the account has in common with the visitor.
  matched: text('matched').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('first_timer_link_proposals_once').on(t.firstTimerId, t.userId),
  index('first_timer_link_proposals_user_idx').on(t.userId),
  check('first_timer_link_proposals_matched_check', sql`${t.matched} in ('email', 'phone')`),
]);

// Rate-limit counters (@fastify/rate-limit's store), shared by every API instance: one row per
// route and client key, its count reset when the window ends.
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('rate_limit_hits_resets_idx').on(t.resetsAt)]);

// A member's announced absence, both days included. The services held meanwhile are not expected
// of them: they shrink the month's expected count and goal and keep them off the absent and
// slipping lists. Taking it back deletes the row.
export const absences = pgTable('absences', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fromOn: date('from_on', { mode: 'string' }).notNull(),
  toOn: date('to_on', { mode: 'string' }).notNull(),
  reason: text('reason'),
  // The member themself, or the leader or admin who recorded it for them.
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('absences_user_idx').on(t.userId, t.toOn),
  index('absences_days_idx').on(t.fromOn, t.toOn),
  check('absences_days_check', sql`${t.toOn} >= ${t.fromOn}`),
  check('absences_reason_check', sql`${t.reason} in ('travel', 'illness', 'work', 'other')`),
]);

// What happened that concerns a person: the notification centre's list, and the source of every
// reminder and digest mail. (kind, person, subject, day) is unique, so no job run, retry or
// second API instance can make the same notification twice.
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  // What it is about, e.g. `follow_up:12` or `occurrence:3:2026-11-22`.
  subject: text('subject').notNull(),
  // The church-calendar day it belongs to (a daily reminder's day, a digest's week start).
  day: date('day', { mode: 'string' }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  // A path of the site (never an outside address).
  link: text('link'),
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  // Its mail: 'pending' (to send now), 'sending' (claimed by a runner), 'digest' (waits for the
  // person's digest), 'sent', 'none' (the person turned the kind's mail off).
  mailStatus: text('mail_status').notNull(),
  mailAttempts: integer('mail_attempts').notNull().default(0),
  mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('notifications_once').on(t.kind, t.userId, t.subject, t.day),
  index('notifications_user_idx').on(t.userId, t.createdAt),
  index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  index('notifications_mail_idx').on(t.mailStatus, t.userId).where(sql`${t.mailStatus} in ('pending', 'sending', 'digest')`),
  check('notifications_mail_status_check', sql`${t.mailStatus} in ('pending', 'sending', 'digest', 'sent', 'none')`),
]);

// How a person wants each kind of notification mailed; no row: the kind's default.
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  delivery: text('delivery').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.kind] }),
  check('notification_preferences_delivery_check', sql`${t.delivery} in ('immediate', 'digest', 'off')`),
]);

// One-click unsubscribe links, one per mail sent: the link's token is stored hashed, works once,
// and turns one kind off for one person without a sign-in.
export const unsubscribeTokens = pgTable('unsubscribe_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [index('unsubscribe_tokens_user_idx').on(t.userId)]);

// An uploaded spreadsheet (members, attendance or first-timers) on its way in. The file's bytes
// are kept until it is committed, so every preview and the commit read the same rows on any
// API instance.
export const imports = pgTable('imports', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  // The uploaded file's length, set once all its pieces are stored; null before, and once dropped.
  fileBytes: integer('file_bytes'),
  // The file's column for each field, by the field's API name.
  mapping: jsonb('mapping').notNull(),
  existing: text('existing').notNull().default('skip'),
  status: text('status').notNull().default('draft'),
  rowsTotal: integer('rows_total').notNull().default(0),
  rowsDone: integer('rows_done').notNull().default(0),
  // After the commit: the counts, and the report's CSV (one line per row of the file).
  report: jsonb('report'),
  reportCsv: text('report_csv'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  committedAt: timestamp('committed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('imports_created_idx').on(t.createdAt),
  check('imports_kind_check', sql`${t.kind} in ('members', 'attendance', 'first-timers')`),
  check('imports_existing_check', sql`${t.existing} in ('skip', 'update')`),
  check('imports_status_check', sql`${t.status} in ('draft', 'committing', 'committed', 'failed')`),
]);

// An import's file in pieces of a few hundred KB: the embedded database runs one statement at a
// time in the API's only thread, and storing or reading a 15 MB file in one statement holds every
// other request for a third of a second or more.
export const importFilePieces = pgTable('import_file_pieces', {
  importId: integer('import_id').notNull().references(() => imports.id, { onDelete: 'cascade' }),
  // The piece's first byte's offset in the file.
  at: integer('at').notNull(),
  bytes: bytea('bytes').notNull(),
}, (t) => [primaryKey({ columns: [t.importId, t.at] })]);

// The column mapping an admin last chose for a kind of file with a given header row, offered
// again the next time a file with the same headers arrives.
export const importMappings = pgTable('import_mappings', {
  kind: text('kind').notNull(),
  // A SHA-256 (hex) of the file's header row, normalised (trimmed, lowercased, joined by a tab).
  headers: text('headers').notNull(),
  mapping: jsonb('mapping').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.kind, t.headers] })]);

// Who changed what, when: people (roles, units, active, email), follow-ups (status, assignee),
// units' rosters and leaders, the schedule, imports, merges. Written in the same transaction as
// the change; the app has no route that edits or deletes it.
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  // 'person', 'follow_up', 'unit', 'service', 'import', 'first_timer'
  entity: text('entity').notNull(),
  entityId: integer('entity_id').notNull(),
  action: text('action').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
  index('audit_log_actor_idx').on(t.actorId, t.at),
  index('audit_log_at_idx').on(t.at),
]);

// The church's settings an admin changes in the app (e.g. whether members may still mark their
// own attendance without the door's code), one row per setting; no row: the setting's default.
export const churchSettings = pgTable('church_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Secrets the API makes for itself on first use and every instance shares (the check-in codes'
// key). Never sent to a client.
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: bytea('value').notNull(),
  createdAt: createdAt(),
});

// A tablet paired by an admin as a welcome-team station at a door. It holds its own credential
// (stored hashed here), not anyone's session, and can only show the code, find people and check
// them in, add a first-time visitor and count headcounts.
export const checkInStations = pgTable('check_in_stations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // The one-time pairing code an admin reads out or shows, until the tablet uses it.
  pairingCodeHash: text('pairing_code_hash'),
  pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true, mode: 'date' }),
  tokenHash: text('token_hash'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  pairedAt: timestamp('paired_at', { withTimezone: true, mode: 'date' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('check_in_stations_token_unique').on(t.tokenHash),
  uniqueIndex('check_in_stations_pairing_unique').on(t.pairingCodeHash),
]);

// People counted without a name at an occurrence (children, visitors who decline, …), by
// category. Each source (a station, or a person counting) keeps its own count, so two doors
// counting at once add up. The count is the sum of the source's changes (headcount_changes),
// kept current in the transaction that adds a change.
export const headcounts = pgTable('headcounts', {
  serviceId: integer('service_id').notNull().references(() => services.id),
  date: date('date', { mode: 'string' }).notNull(),
  category: text('category').notNull(),
  // 'station:<id>' or 'user:<id>'.
  source: text('source').notNull(),
  count: integer('count').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.serviceId, t.date, t.category, t.source] }),
  index('headcounts_date_idx').on(t.date),
  check('headcounts_count_check', sql`${t.count} >= 0`),
]);

// Each tap at a counter: +1 or -1 from one source, never a total, so taps from two tablets, from
// a view opened again, or sent late from an offline tablet all add up. A device's client_ref is
// unique per source: a change sent again is recorded once.
export const headcountChanges = pgTable('headcount_changes', {
  id: serial('id').primaryKey(),
  serviceId: integer('service_id').notNull().references(() => services.id),
  date: date('date', { mode: 'string' }).notNull(),
  category: text('category').notNull(),
  // 'station:<id>' or 'user:<id>', as in headcounts.
  source: text('source').notNull(),
  change: integer('change').notNull(),
  clientRef: text('client_ref').notNull(),
  // When the device made it (null when sent at once).
  madeAt: timestamp('made_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('headcount_changes_client_ref_unique').on(t.source, t.clientRef),
  index('headcount_changes_occurrence_idx').on(t.serviceId, t.date),
  check('headcount_changes_change_check', sql`${t.change} <> 0`),
]);

// Serving teams (media, ushers, choir): people who serve together at services, not a unit (people
// cared for together); one person is often in both. `weeks_of_month`: the weeks the team serves
// (1 = the month's first such weekday … 5), empty for every week.
export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  weeksOfMonth: smallint('weeks_of_month').array().notNull().default(sql`'{}'`),
  createdAt: createdAt(),
});

// A place a team fills at each service (Sound desk: 1, Ushers: 4).
export const teamPositions = pgTable('team_positions', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  needed: smallint('needed').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('team_positions_name_unique').on(t.teamId, sql`lower(${t.name})`),
  check('team_positions_needed_check', sql`${t.needed} between 1 and 50`),
]);

// Who serves in a team, whether they lead it, and how they like to serve (the auto-schedule's
// rules: only some weeks of the month, every other week at most, two weeks running or not).
export const teamMembers = pgTable('team_members', {
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  isLeader: boolean('is_leader').notNull().default(false),
  weeksOfMonth: smallint('weeks_of_month').array().notNull().default(sql`'{}'`),
  everyOtherWeek: boolean('every_other_week').notNull().default(false),
  backToBack: boolean('back_to_back').notNull().default(false),
  joinedAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)]);

// The positions each team member serves; a position removed leaves its people in the team.
export const teamMemberPositions = pgTable('team_member_positions', {
  positionId: integer('position_id').notNull().references(() => teamPositions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.positionId, t.userId] }), index('team_member_positions_user_idx').on(t.userId)]);

// Days a person cannot serve on a rota: one stretch (`from_on` to `to_on`), or one that repeats
// (`repeat`: weekly, every_other_week, monthly on the same week and weekday) until `until_on` or for
// good. Announced absences block out too, read from `absences`, never copied here.
export const blockouts = pgTable('blockouts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fromOn: date('from_on', { mode: 'string' }).notNull(),
  toOn: date('to_on', { mode: 'string' }).notNull(),
  repeat: text('repeat'),
  untilOn: date('until_on', { mode: 'string' }),
  note: text('note'),
  createdAt: createdAt(),
}, (t) => [
  index('blockouts_user_idx').on(t.userId),
  check('blockouts_days_check', sql`${t.toOn} >= ${t.fromOn}`),
  check('blockouts_repeat_check', sql`${t.repeat} in ('weekly', 'every_other_week', 'monthly')`),
]);

// A team's rota: who fills which position at which service occurrence. `state`: `draft` while
// the leader plans (nobody asked yet), then `asked`, `accepted` or `declined`.
export const rotaPlaces = pgTable('rota_places', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  positionId: integer('position_id').notNull().references(() => teamPositions.id, { onDelete: 'cascade' }),
  serviceId: integer('service_id').notNull().references(() => services.id),
  servedOn: date('served_on', { mode: 'string' }).notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  state: text('state').notNull().default('draft'),
  askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }),
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  // When its person was reminded before the service: set by the statement that picks the place, so it is reminded once.
  remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
  // When the attendance job settled the place once its service was held (recorded as attending, or
  // not: absent, deactivated): set by the statement that picks it, so a record removed later is not made again.
  attendanceSettledAt: timestamp('attendance_settled_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('rota_places_unique').on(t.positionId, t.serviceId, t.servedOn, t.userId),
  index('rota_places_team_idx').on(t.teamId, t.servedOn),
  index('rota_places_person_idx').on(t.userId, t.servedOn),
  check('rota_places_state_check', sql`${t.state} in ('draft', 'asked', 'accepted', 'declined')`),
]);

// A swap: the person on an accepted place asks someone of the team to take it (`state`: `asked`,
// then `accepted`, `declined` or `cancelled`). One open request per place; it goes with the place.
export const rotaSwaps = pgTable('rota_swaps', {
  id: serial('id').primaryKey(),
  placeId: integer('place_id').notNull().references(() => rotaPlaces.id, { onDelete: 'cascade' }),
  fromUserId: integer('from_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  toUserId: integer('to_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  state: text('state').notNull().default('asked'),
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('rota_swaps_open_unique').on(t.placeId).where(sql`${t.state} = 'asked'`),
  index('rota_swaps_to_idx').on(t.toUserId),
  check('rota_swaps_state_check', sql`${t.state} in ('asked', 'accepted', 'declined', 'cancelled')`),
]);

// A rota place's answer links, one per mail that asks: the link's token is stored hashed, works
// once, and answers only its place without a sign-in (as the unsubscribe links do); a swap's
// links (`swap_id`) answer only that request to take the place.
export const rotaAnswerTokens = pgTable('rota_answer_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  placeId: integer('place_id').notNull().references(() => rotaPlaces.id, { onDelete: 'cascade' }),
  swapId: integer('swap_id').references(() => rotaSwaps.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [index('rota_answer_tokens_place_idx').on(t.placeId)]);

// A person's calendar feed of their rota places: one secret link each (only its token's hash is
// kept); making a new link replaces the old one, which stops working.
export const rotaCalendarTokens = pgTable('rota_calendar_tokens', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

// A household: people who live together (adults and children), with a name and an address. A
// person may belong to two (separated parents); removing the person removes them from it.
export const households = pgTable('households', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('households_name_idx').on(t.name)]);

export const householdPeople = pgTable('household_people', {
  householdId: integer('household_id').notNull().references(() => households.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
  addedAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.householdId, t.userId] }),
  index('household_people_user_idx').on(t.userId),
  check('household_people_role_check', sql`${t.role} in ('adult', 'child')`),
]);

// A child's care details apart from the person's row, so no list of people can select them by
// accident: read per record by admins and the child's household adults only. School grade: 0 is
// the first year of school (reception, kindergarten), null before school.
export const childCare = pgTable('child_care', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  allergies: text('allergies'),
  careNotes: text('care_notes'),
  schoolGrade: smallint('school_grade'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [check('child_care_school_grade_check', sql`${t.schoolGrade} between 0 and 13`)]);
