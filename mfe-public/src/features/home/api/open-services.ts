// GET /api/services/occurrences?from&to: the services of today and tomorrow (one starting just
// after midnight opens the evening before), of which the open ones are the home page's next step.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { http } from '@church/platform/http';
import { HOME_KEY } from './keys';

export function fetchOccurrences(from: string, to: string, signal?: AbortSignal): Promise<OccurrenceJson[]> {
  return http.get<{ data: OccurrenceJson[] }>('/services/occurrences', { query: { from, to }, signal }).then((body) => body.data);
}

export const openServicesQuery = (today: string) =>
  queryOptions({
    queryKey: [...HOME_KEY, 'occurrences', today],
    queryFn: ({ signal }) => fetchOccurrences(today, addDays(today, 1), signal),
    select: (occurrences) => occurrences.filter((o) => o.open),
    // "Open now" changes with the clock: read again each minute while the page is open.
    refetchInterval: 60_000,
    // The home page shows the dashboard link instead of an error.
    meta: { silent: true },
  });

export function useOpenServices() {
  return useQuery(openServicesQuery(todayInChurch()));
}
