// The follow-up of a first-time visitor (docs/decisions/0007-follow-up.md), one place for the API
// and the pages: statuses in their fixed order, channels and outcomes of a contact, the visit-count
// labels, and the overdue rule.
import { addDays } from '@church/contracts/church-time';

// In this fixed order everywhere: the database CHECK, the filters and the analytics columns use it.
export const FOLLOW_UP_STATUSES = ['Invited Again', 'Contacted', 'Not Contacted', 'Integrated', 'Visiting', 'Opt-out'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const DEFAULT_FOLLOW_UP_STATUS: FollowUpStatus = 'Not Contacted';

// Closed statuses end the follow-up: the visitor joined, or asked not to be contacted.
export const CLOSED_FOLLOW_UP_STATUSES: readonly FollowUpStatus[] = ['Integrated', 'Opt-out'];

export function isFollowUpStatus(value: unknown): value is FollowUpStatus {
  return typeof value === 'string' && (FOLLOW_UP_STATUSES as readonly string[]).includes(value);
}

export function isClosedFollowUpStatus(status: FollowUpStatus): boolean {
  return CLOSED_FOLLOW_UP_STATUSES.includes(status);
}

/**
 * Anyone following a visitor up may move them into Opt-out (a visitor asking to be left alone is
 * honoured at once); only an admin moves them out of it, as that shows their contact details to
 * the assignee again (docs/decisions/0021-returning-visitors-and-opt-out.md).
 */
export function mayChangeFollowUpStatus(from: FollowUpStatus, to: FollowUpStatus, byAdmin: boolean): boolean {
  return byAdmin || from !== 'Opt-out' || to === 'Opt-out';
}

export const OPT_OUT_IS_ADMINS_MESSAGE = 'Only an admin may move a first-timer out of Opt-out.';

/** How the follow-up team reached the visitor. */
export const FOLLOW_UP_CHANNELS = ['call', 'whatsapp', 'sms', 'visit', 'email', 'in_person'] as const;
export type FollowUpChannel = (typeof FOLLOW_UP_CHANNELS)[number];
export const FOLLOW_UP_CHANNEL_LABELS: Record<FollowUpChannel, string> = {
  call: 'Phone call',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  visit: 'Home visit',
  email: 'Email',
  in_person: 'In person at church',
};

/** What came of a contact. */
export const FOLLOW_UP_OUTCOMES = ['reached', 'no_answer', 'left_message', 'wrong_number', 'declined'] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];
export const FOLLOW_UP_OUTCOME_LABELS: Record<FollowUpOutcome, string> = {
  reached: 'Spoke with them',
  no_answer: 'No answer',
  left_message: 'Left a message',
  wrong_number: 'Wrong number',
  declined: 'Does not wish to be contacted',
};

// The visit-count labels of the analytics columns; four visits or more is a Fourth Timer,
// as the columns stop there.
export const VISIT_COUNT_LABELS = ['First Timer', 'Second Timer', 'Third Timer', 'Fourth Timer'] as const;
export type VisitCountLabel = (typeof VISIT_COUNT_LABELS)[number];

export function visitCountLabel(count: number): VisitCountLabel | null {
  if (!Number.isInteger(count) || count < 1) return null;
  return VISIT_COUNT_LABELS[Math.min(count, VISIT_COUNT_LABELS.length) - 1];
}

/** Days after the first visit a Not Contacted follow-up may wait (the API's FOLLOW_UP_OVERDUE_DAYS). */
export const DEFAULT_FOLLOW_UP_OVERDUE_DAYS = 3;

/** The overdue rule in one sentence, shown beside the badge. */
export function overdueDefinition(overdueDays: number = DEFAULT_FOLLOW_UP_OVERDUE_DAYS): string {
  return `Overdue: still Not Contacted more than ${overdueDays} days after the first visit, or a next-contact date that has passed while the follow-up is open.`;
}

/**
 * Overdue: an open follow-up still Not Contacted more than `overdueDays` days after the first
 * visit, or whose next-contact date has passed. `today` is the church's calendar day.
 */
export function isOverdue(
  followUp: { status: FollowUpStatus; first_visit_on: string; next_contact_on: string | null },
  today: string,
  overdueDays: number = DEFAULT_FOLLOW_UP_OVERDUE_DAYS,
): boolean {
  if (isClosedFollowUpStatus(followUp.status)) return false;
  if (followUp.next_contact_on !== null && followUp.next_contact_on < today) return true;
  return followUp.status === 'Not Contacted' && addDays(followUp.first_visit_on, overdueDays) < today;
}

export const ANALYTICS_DEFINITION =
  'Each row counts the first-timers whose first visit was in that month: how many are in each status now, and how many of them have come a second, third and fourth time so far.';
