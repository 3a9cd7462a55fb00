// The dashboard's first requests, started as the page opens, while its code is on its way
// (platform's lazyPage). In the area's entry: keep it free of components.
import { currentUserQuery } from '@church/platform/current-user';
import type { PageQuery } from '@church/platform/lazy-page';
import { attendanceOverviewQueries } from '../features/attendance/api/overview';
import { eventsQuery, NEXT_EVENTS } from '../features/events/api/events';
import { assignedFirstTimersQuery } from '../features/first-timers/api/assigned-first-timers';

export function dashboardQueries(): PageQuery[] {
  // The greeting names the user: the page appears with it.
  return [currentUserQuery, ...Object.values(attendanceOverviewQueries()), eventsQuery(NEXT_EVENTS), assignedFirstTimersQuery];
}
