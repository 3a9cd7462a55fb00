// GET /api/members/:id/first-timer-records (admins): the visitor records linked to the member,
// each with its visits, follow-up and feedback.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirstTimerDetails } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { MEMBERS_KEY } from './keys';

export function fetchVisitorRecords(id: string, signal?: AbortSignal): Promise<FirstTimerDetails[]> {
  return http.get<{ data: FirstTimerDetails[] }>(`/members/${encodeURIComponent(id)}/first-timer-records`, { signal }).then((body) => body.data);
}

export const visitorRecordsQuery = (id: string) =>
  queryOptions({ queryKey: [...MEMBERS_KEY, 'visitor-records', id], queryFn: ({ signal }) => fetchVisitorRecords(id, signal) });

export function useVisitorRecords(id: string, enabled: boolean) {
  return useQuery({ ...visitorRecordsQuery(id), enabled });
}
