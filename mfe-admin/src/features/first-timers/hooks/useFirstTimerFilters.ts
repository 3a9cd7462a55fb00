import { todayInChurch } from '@church/contracts/church-time';
import { FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { toMonthNumber, toSelectableYear } from '@church/contracts/months';
import { useListParams } from '@church/platform/use-list-params';
import { oneOf, toId } from '../../../shared/lists';
import type { FirstTimerFilter } from '@church/contracts/first-timers';

const KEYS = ['search', 'status', 'assignee', 'visits', 'month', 'year', 'overdue', 'view'] as const;
export type FirstTimerParam = (typeof KEYS)[number];
export const VIEWS = ['list', 'board'] as const;
export type View = (typeof VIEWS)[number];

/** The list's filters and view, read from the URL (anything invalid there is ignored). */
export function useFirstTimerFilters() {
  const { values, page, update } = useListParams(KEYS);
  const visits = toId(values.visits);
  const year = toSelectableYear(values.year) ?? undefined;
  const month = toMonthNumber(values.month) ?? undefined;
  const filters: FirstTimerFilter = {
    search: values.search || undefined,
    status: oneOf(FOLLOW_UP_STATUSES, values.status),
    assignee: values.assignee === 'none' ? 'none' : toId(values.assignee),
    visits: visits !== undefined && visits <= 4 ? visits : undefined,
    // The API takes a month only with its year.
    month: year === undefined ? undefined : month,
    year,
    overdue: values.overdue === 'true' ? true : values.overdue === 'false' ? false : undefined,
  };
  const view: View = oneOf(VIEWS, values.view) ?? 'list';
  return { filters, values, view, page, update };
}

/** This year in the church, as a year the pickers offer. */
export function thisSelectableYear(): number | undefined {
  return toSelectableYear(Number(todayInChurch().slice(0, 4))) ?? undefined;
}
