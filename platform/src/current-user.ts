import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@church/contracts/user';
import { userRefreshed } from '@church/platform/auth-slice';
import { http } from '@church/platform/http';
import { store, type PlatformState } from '@church/platform/store';

// The current user is stale after 10 minutes and refetches on window focus.
export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;
export const CURRENT_USER_STALE_TIME_MS = 10 * 60 * 1000;

export function fetchCurrentUser(): Promise<User> {
  return http.get<{ data: User }>('/me').then((body) => body.data);
}

/** GET /me; a page that greets the user by name declares it among its first queries. */
export const currentUserQuery = queryOptions({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: fetchCurrentUser, staleTime: CURRENT_USER_STALE_TIME_MS });

/** The signed-in user from GET /me; keeps the auth state's copy (roles, name) fresh. */
export function useCurrentUser() {
  const token = useSelector((state: PlatformState) => state.auth.token);
  const query = useQuery({ ...currentUserQuery, refetchOnWindowFocus: true, enabled: Boolean(token) });

  useEffect(() => {
    if (query.data && store.getState().auth.token) store.dispatch(userRefreshed(query.data));
  }, [query.data]);

  return query;
}

/**
 * Puts a user the API just answered (a profile saved, a picture changed) everywhere the
 * signed-in person is shown: the current-user query and the auth state (top bar, menu, avatar),
 * without a reload.
 */
export function userChanged(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  if (store.getState().auth.token) store.dispatch(userRefreshed(user));
}
