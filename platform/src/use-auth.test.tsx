import { act, renderHook, waitFor } from '@testing-library/react';
import { PASSWORD_CHANGE_SUGGESTED_MESSAGE } from '@church/contracts/password-rules';
import { sessionUserOf, signedOut } from './auth-slice';
import { CURRENT_USER_QUERY_KEY } from './current-user';
import { configureHttp } from './http';
import { configureNotifier } from './notifier';
import { createQueryClient } from './query-client';
import { getAuthState, store } from './store';
import { installFakeFetch, testUser } from './testing/fake-fetch';
import { platformWrapper } from './testing/render';
import { useAuth } from './use-auth';

const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  configureNotifier(notify);
  configureHttp({ baseUrl: '/api' });
  store.dispatch(signedOut());
});

function renderAuth() {
  const queryClient = createQueryClient();
  const view = renderHook(() => useAuth(), { wrapper: platformWrapper(queryClient) });
  return { ...view, queryClient };
}

it('login stores the user and token, seeds the current user and welcomes by first name', async () => {
  const user = testUser({ roles: ['admin', 'member'] });
  const { calls } = installFakeFetch(() => ({ status: 200, body: { data: { token: 'tok', user } } }));
  const { result, queryClient } = renderAuth();

  await act(() => result.current.login.mutateAsync({ email: 'grace@example.org', password: 'secret123' }));

  expect(calls[0]).toMatchObject({ url: '/api/login', method: 'POST', body: { email: 'grace@example.org', password: 'secret123' } });
  expect(result.current).toMatchObject({ user: sessionUserOf(user), token: 'tok', isAuthenticated: true });
  expect([result.current.hasRole('admin'), result.current.hasRole('leader'), result.current.hasRole('member')]).toEqual([true, false, true]);
  expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(user);
  expect(notify.success).toHaveBeenCalledWith('Welcome back, Grace!');
  expect(JSON.parse(localStorage.getItem('auth-user')!).token).toBe('tok');
});

it('asks, instead of the welcome, to change a password that no longer meets the rules (the sign-in still works)', async () => {
  installFakeFetch(() => ({ status: 200, body: { data: { token: 'tok', user: testUser(), password_change_suggested: true } } }));
  const { result } = renderAuth();
  await act(() => result.current.login.mutateAsync({ email: 'grace@example.org', password: '12345678' }));
  expect(getAuthState()).toMatchObject({ token: 'tok', isAuthenticated: true });
  expect(notify.info).toHaveBeenCalledWith(PASSWORD_CHANGE_SUGGESTED_MESSAGE);
  expect(notify.success).not.toHaveBeenCalled();
});

it('register signs the new user in the same way', async () => {
  const user = testUser({ first_name: 'Tobi' });
  installFakeFetch(() => ({ status: 201, body: { data: { token: 'new', user } } }));
  const { result } = renderAuth();
  await act(() =>
    result.current.register.mutateAsync({ first_name: 'Tobi', last_name: 'Okafor', email: 't@example.org', password: 'secret123' }),
  );
  expect(getAuthState()).toMatchObject({ token: 'new', isAuthenticated: true });
  expect(notify.success).toHaveBeenCalledWith('Welcome back, Tobi!');
});

it('a refused login leaves the user signed out and shows the server message', async () => {
  installFakeFetch(() => ({ status: 422, body: { message: 'These credentials do not match our records.' } }));
  const { result } = renderAuth();
  act(() => result.current.login.mutate({ email: 'a@b.co', password: 'nope' }));
  await waitFor(() => expect(result.current.login.isError).toBe(true));
  expect(getAuthState().isAuthenticated).toBe(false);
  expect(notify.error).toHaveBeenCalledWith('These credentials do not match our records.');
  expect(notify.success).not.toHaveBeenCalled();
});

it('logout clears every cached query and the auth state, then says so', async () => {
  installFakeFetch((call) =>
    call.url.endsWith('/login')
      ? { status: 200, body: { data: { token: 'tok', user: testUser() } } }
      : { status: 200, body: { message: 'You have been logged out successfully' } },
  );
  const { result, queryClient } = renderAuth();
  await act(() => result.current.login.mutateAsync({ email: 'grace@example.org', password: 'secret123' }));
  queryClient.setQueryData(['member', 'attendance'], [1, 2, 3]);

  await act(() => result.current.logout.mutateAsync());

  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  expect(result.current).toMatchObject({ user: null, token: null, isAuthenticated: false });
  expect(localStorage.getItem('auth-user')).toBeNull();
  expect(notify.success).toHaveBeenLastCalledWith('You have been logged out successfully');
});

it('a failed logout shows the error toast once and keeps the session', async () => {
  installFakeFetch((call) =>
    call.url.endsWith('/login') ? { status: 200, body: { data: { token: 'tok', user: testUser() } } } : new TypeError('Failed to fetch'),
  );
  const { result } = renderAuth();
  await act(() => result.current.login.mutateAsync({ email: 'grace@example.org', password: 'secret123' }));
  await act(() => result.current.logout.mutateAsync().catch(() => {}));
  expect(notify.error).toHaveBeenCalledTimes(1);
  expect(notify.error).toHaveBeenCalledWith('Failed to fetch');
  expect(result.current.isAuthenticated).toBe(true);
});
