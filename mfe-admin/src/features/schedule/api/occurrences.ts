// GET /api/services/occurrences?from&to: the services held between two days, cancelled ones
// included with their reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { SCHEDULE_KEY } from './keys';

export function fetchOccurrences(from: string, to: string, signal?: AbortSignal): Promise<OccurrenceJson[]> {
  return http.get<{ data: OccurrenceJson[] }>('/services/occurrences', { query: { from, to }, signal }).then((body) => body.data);
}

export const occurrencesQuery = (from: string, to: string) =>
  queryOptions({ queryKey: [...SCHEDULE_KEY, 'occurrences', from, to], queryFn: ({ signal }) => fetchOccurrences(from, to, signal) });

export function useOccurrences(from: string, to: string) {
  return useQuery(occurrencesQuery(from, to));
}
