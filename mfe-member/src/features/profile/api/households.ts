// GET /api/me/households: the households the person is an adult of, with their children's care details.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Household } from '@church/contracts/households';
import { http } from '@church/platform/http';
import { PROFILE_KEY } from './keys';

export const myHouseholdsQuery = queryOptions({
  queryKey: [...PROFILE_KEY, 'households'],
  queryFn: ({ signal }) => http.get<{ data: Household[] }>('/me/households', { signal }).then((body) => body.data),
});

export function useMyHouseholds() {
  return useQuery(myHouseholdsQuery);
}
