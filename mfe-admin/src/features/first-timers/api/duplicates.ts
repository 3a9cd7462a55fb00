// GET /api/first-timers/duplicates: pairs of records that may be one visitor, each with why.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuplicatePair } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { ADMIN_FIRST_TIMERS_KEY } from './keys';

export function fetchDuplicates(signal?: AbortSignal): Promise<DuplicatePair[]> {
  return http.get<{ data: DuplicatePair[] }>('/first-timers/duplicates', { signal }).then((body) => body.data);
}

export const duplicatesQuery = () => queryOptions({ queryKey: [...ADMIN_FIRST_TIMERS_KEY, 'duplicates'], queryFn: ({ signal }) => fetchDuplicates(signal) });

export function useDuplicates() {
  return useQuery(duplicatesQuery());
}
