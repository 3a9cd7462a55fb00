import { z } from 'zod';

// Follow-up statuses of a first-time visitor (spec section 3).
export const FOLLOW_UP_STATUSES = [
  'Not Contacted',
  'Contacted',
  'Invited Again',
  'Visiting',
  'Integrated',
  'Opt-out',
] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
export const followUpStatusSchema = z.enum(FOLLOW_UP_STATUSES);

export const DEFAULT_FOLLOW_UP_STATUS: FollowUpStatus = 'Not Contacted';

// Closed statuses end the follow-up: the visitor joined, or asked not to be contacted.
export const CLOSED_FOLLOW_UP_STATUSES: readonly FollowUpStatus[] = ['Integrated', 'Opt-out'];

export function isFollowUpStatus(value: unknown): value is FollowUpStatus {
  return typeof value === 'string' && (FOLLOW_UP_STATUSES as readonly string[]).includes(value);
}

export function isClosedFollowUpStatus(status: FollowUpStatus): boolean {
  return CLOSED_FOLLOW_UP_STATUSES.includes(status);
}

export const FOLLOW_UP_CHANNELS = ['call', 'sms', 'whatsapp', 'email', 'visit', 'other'] as const;
export type FollowUpChannel = (typeof FOLLOW_UP_CHANNELS)[number];

// Visit-count columns of the analytics rows ('Second Timer', ...). 1 is a first timer.
export function visitCountLabel(count: number): string | null {
  const labels = ['First Timer', 'Second Timer', 'Third Timer', 'Fourth Timer'];
  if (!Number.isInteger(count) || count < 1) return null;
  return labels[count - 1] ?? 'Regular Visitor';
}
