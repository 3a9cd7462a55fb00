// GET /api/services/occurrences?from&to: the next two weeks' services, of which the display names
// the next one to start when none is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { http } from '@church/platform/http';
import { CHECK_IN_KEY } from './keys';

export function fetchNextService(from: string, now: Date, signal?: AbortSignal): Promise<OccurrenceJson | null> {
  return http
    .get<{ data: OccurrenceJson[] }>('/services/occurrences', { query: { from, to: addDays(from, 13) }, signal })
    .then((body) => body.data.filter((o) => !o.cancelled && new Date(o.starts_at) > now).sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0] ?? null);
}

export const nextServiceQuery = (today: string) =>
  queryOptions({ queryKey: [...CHECK_IN_KEY, 'next-service', today], queryFn: ({ signal }) => fetchNextService(today, new Date(), signal), meta: { silent: true } });

export function useNextService(enabled: boolean) {
  return useQuery({ ...nextServiceQuery(todayInChurch()), enabled });
}
