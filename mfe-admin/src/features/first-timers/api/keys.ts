// Every first-timers query of the admin area starts with this key: an assignment or a status
// change refreshes the list, the board, the assignees' counts and the analytics together.
import type { FollowUpStatus } from '@church/contracts/follow-up';

export const ADMIN_FIRST_TIMERS_KEY = ['admin', 'first-timers'] as const;

/** The list's filters, as the API's query string takes them (the board uses the same). */
export interface FirstTimerFilters {
  search?: string;
  status?: FollowUpStatus;
  /** A person's id, or `none` for the unassigned. */
  assignee?: number | 'none';
  visits?: number;
  month?: number;
  year?: number;
  overdue?: boolean;
}
