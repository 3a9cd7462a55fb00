// The dashboard's first requests, started as the page opens, while its code is on its way
// (platform's lazyPage), which opens once they have answered. In the area's entry: keep it free
// of components.
import type { PageQuery } from '@church/platform/lazy-page';
import { attendanceOverviewQueries } from '../features/attendance/api/overview';
import { eventsQuery, NEXT_EVENTS } from '../features/events/api/events';

/**
 * The queries kept on the device (a returning member's page opens from them, with no wait for
 * the network). The greeting reads the session; the first-timers card, last on the page, loads in
 * its own place: its rows hold other people's phone numbers, never kept on the device.
 */
export function dashboardQueries(): PageQuery[] {
  return [...Object.values(attendanceOverviewQueries()), eventsQuery(NEXT_EVENTS)];
}
