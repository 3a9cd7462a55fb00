import { act, renderHook, waitFor } from '@testing-library/react';
import { credentialsReceived, signedOut } from './auth-slice';
import { CURRENT_USER_QUERY_KEY, useCurrentUser, userChanged } from './current-user';
import { configureHttp } from './http';
import { createQueryClient } from './query-client';
import { getAuthState, store } from './store';
import { installFakeFetch, testUser } from './testing/fake-fetch';
import { platformWrapper } from './testing/render';

beforeEach(() => {
  configureHttp({ baseUrl: '/api' });
  store.dispatch(signedOut());
});

it('does not call /me while signed out', () => {
  const { fake } = installFakeFetch(() => ({ status: 200, body: {} }));
  const { result } = renderHook(() => useCurrentUser(), { wrapper: platformWrapper() });
  expect(result.current.fetchStatus).toBe('idle');
  expect(fake).not.toHaveBeenCalled();
});

it('loads /me under auth/me, is stale after 10 minutes, refetches on focus and refreshes the auth state', async () => {
  store.dispatch(credentialsReceived({ user: testUser({ roles: ['member'] }), token: 't' }));
  const fresh = testUser({ roles: ['leader', 'member'], first_name: 'Grace A.' });
  const { calls } = installFakeFetch(() => ({ status: 200, body: { data: fresh } }));
  const client = createQueryClient();
  const { result } = renderHook(() => useCurrentUser(), { wrapper: platformWrapper(client) });

  await waitFor(() => expect(result.current.data).toEqual(fresh));
  expect(calls[0].url).toBe('/api/me');
  expect(getAuthState()).toMatchObject({ isAuthenticated: true, user: { first_name: 'Grace A.', roles: ['leader', 'member'] } });

  const query = client.getQueryCache().find({ queryKey: CURRENT_USER_QUERY_KEY })!;
  const options = query.observers[0].options;
  expect(options.staleTime).toBe(600_000);
  expect(options.refetchOnWindowFocus).toBe(true);

  act(() => {
    window.dispatchEvent(new Event('visibilitychange'));
  });
  // Fresh data is not refetched on focus: the 10-minute stale time holds.
  expect(calls).toHaveLength(1);
});

it("userChanged puts a user the API answered in the current-user query, and the session's copy of it in the auth state", () => {
  store.dispatch(credentialsReceived({ user: testUser(), token: 't' }));
  const client = createQueryClient();
  const changed = testUser({ avatar: '/api/avatars/abc', phone: '+2348050000000' });
  act(() => userChanged(client, changed));
  expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(changed);
  expect(getAuthState().user).toMatchObject({ avatar: '/api/avatars/abc' });
  // The phone is the profile's, not the session's (auth-storage.test.tsx).
  expect(getAuthState().user).not.toHaveProperty('phone');
});
