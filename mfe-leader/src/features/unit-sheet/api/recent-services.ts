// GET /api/services/occurrences?from&to: the services of the last two weeks a sheet can be
// opened for (those that have begun and were not cancelled), newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { SHEET_DAYS_BACK } from '@church/contracts/unit-sheet-rules';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { http } from '@church/platform/http';
import { keptOnDevice } from '@church/platform/kept-queries';
import { recentServicesKey } from './keys';

export function fetchRecentServices(from: string, to: string, signal?: AbortSignal): Promise<OccurrenceJson[]> {
  return http.get<{ data: OccurrenceJson[] }>('/services/occurrences', { query: { from, to }, signal }).then((body) => body.data);
}

/** Begun by `now` and not cancelled, newest first: the services attendance can be recorded for. */
export function begunServices(list: readonly OccurrenceJson[], now: Date = new Date()): OccurrenceJson[] {
  return list.filter((o) => !o.cancelled && Date.parse(o.starts_at) <= now.getTime()).sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at));
}

export const recentServicesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: recentServicesKey(from, to),
    queryFn: async ({ signal }): Promise<OccurrenceJson[]> => begunServices(await fetchRecentServices(from, to, signal)),
    // A service that begins while the page is open joins the list.
    refetchInterval: 60_000,
    // Kept with the sheet, so a sheet reloaded offline still knows its service.
    ...keptOnDevice<OccurrenceJson[]>(),
  });

export function useRecentServices() {
  const to = todayInChurch();
  return useQuery(recentServicesQuery(addDays(to, -SHEET_DAYS_BACK), to));
}
