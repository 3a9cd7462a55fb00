// GET /api/services (public): the weekly meetings, also the choices for "service attended".
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@church/contracts/services';
import { http } from '@church/platform/http';

export function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  return http.get<{ data: Service[] }>('/services', { signal }).then((body) => body.data);
}

export const servicesQuery = queryOptions({
  queryKey: ['public', 'services'],
  queryFn: ({ signal }) => fetchServices(signal),
  // The page falls back to the configured times rather than waiting through long retries.
  retry: 1,
  staleTime: 10 * 60 * 1000,
  meta: { silent: true },
});

export function useServices() {
  return useQuery(servicesQuery);
}
