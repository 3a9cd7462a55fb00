// GET /api/services/occurrences?from&to: the services held between two days, open ones flagged.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { keptOnDevice } from '@church/platform/kept-queries';
import { ATTENDANCE_KEY } from './keys';

export function fetchOccurrences(from: string, to: string, signal?: AbortSignal): Promise<OccurrenceJson[]> {
  return http.get<{ data: OccurrenceJson[] }>('/services/occurrences', { query: { from, to }, signal }).then((body) => body.data);
}

export const occurrencesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...ATTENDANCE_KEY, 'occurrences', from, to],
    queryFn: ({ signal }) => fetchOccurrences(from, to, signal),
    // "Open now" changes with the clock: refresh each minute while the page is open.
    refetchInterval: 60_000,
    // The services of the dashboard's overview, painted from the device on a return, then fetched.
    ...keptOnDevice<OccurrenceJson[]>(),
  });

export function useOccurrences(from: string, to: string) {
  return useQuery(occurrencesQuery(from, to));
}
