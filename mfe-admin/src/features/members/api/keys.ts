import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@church/platform/current-user';
import { ADMIN_UNITS_KEY } from '../../../shared/keys';

// Every query of the members page starts with this key: a change to a person refreshes the list.
export const ADMIN_MEMBERS_KEY = ['admin', 'members'] as const;

/** After creating or changing a person: the directory, the units' counts, and my own details (an admin may edit themself). */
export function refreshAfterMemberChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_MEMBERS_KEY }),
    queryClient.invalidateQueries({ queryKey: ADMIN_UNITS_KEY }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  ]);
}
