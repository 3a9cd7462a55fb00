// GET /api/services: the weekly meetings, read for the welcome message's meeting times (the same
// source and rule as the public welcome page; the configured times while it fails).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingTimesOrFallback, type MeetingTime } from '@church/contracts/church-config';
import type { Service } from '@church/contracts/services';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  return http.get<{ data: Service[] }>('/services', { signal }).then((body) => body.data);
}

export const servicesQuery = queryOptions({
  queryKey: [...FIRST_TIMERS_KEY, 'services'],
  queryFn: ({ signal }) => fetchServices(signal),
  retry: 1,
  staleTime: 10 * 60 * 1000,
  meta: { silent: true },
});

/** The church's weekly meeting times, from the services or the configured fallback. */
export function useMeetingTimes(): MeetingTime[] {
  const services = useQuery(servicesQuery);
  return meetingTimesOrFallback(services.data);
}
