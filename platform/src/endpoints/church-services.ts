// GET /api/services (public): the church's services. The welcome page reads them for its meeting
// times and its "service attended" choices, a follow-up's welcome message for the meeting times;
// one query (one cache entry) for both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingTimesOrFallback, type MeetingTime } from '@church/contracts/church-config';
import type { Service } from '@church/contracts/services';
import { http } from '@church/platform/http';

export function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  return http.get<{ data: Service[] }>('/services', { signal }).then((body) => body.data);
}

export const servicesQuery = queryOptions({
  queryKey: ['services'],
  queryFn: ({ signal }) => fetchServices(signal),
  // The pages fall back to the configured times rather than waiting through long retries.
  retry: 1,
  staleTime: 10 * 60 * 1000,
  meta: { silent: true },
});

export function useServices() {
  return useQuery(servicesQuery);
}

/** The church's weekly meeting times, from the services or the configured fallback. */
export function useMeetingTimes(): MeetingTime[] {
  return meetingTimesOrFallback(useServices().data);
}
