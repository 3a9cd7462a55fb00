import { useQuery } from '@tanstack/react-query';
import type { Service } from '@church/contracts/services';
import { http } from '@church/platform/http';

export const servicesQueryKey = ['public', 'services'] as const;

/** GET /api/services (public): the weekly meetings, also the choices for "service attended". */
export function useServices() {
  return useQuery({
    queryKey: servicesQueryKey,
    queryFn: ({ signal }) => http.get<{ data: Service[] }>('/services', { signal }).then((body) => body.data),
    // The page falls back to the configured times rather than waiting through long retries.
    retry: 1,
    staleTime: 10 * 60 * 1000,
    meta: { silent: true },
  });
}
