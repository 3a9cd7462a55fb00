// What localStorage['auth-user'] keeps of the signed-in person: what the app starts with, never
// their phone, address, birthday, gender or units (those come from GET /me when a page needs them).
import { act, renderHook } from '@testing-library/react';
import { credentialsReceived, migratePersistedAuth, signedOut } from './auth-slice';
import { userChanged } from './current-user';
import { configureHttp } from './http';
import { configureNotifier } from './notifier';
import { createQueryClient } from './query-client';
import { getAuthState, store } from './store';
import { installFakeFetch, testUser } from './testing/fake-fetch';
import { platformWrapper } from './testing/render';
import { useAuth } from './use-auth';

const PRIVATE_DETAILS = { phone: '+2348050000000', address: '12 Palm Avenue, Ikeja', birthday: '1990-04-12', gender: 'female' as const, units: [{ id: 3, name: 'Choir', slug: 'choir', is_leader: true }] };
const grace = testUser({ roles: ['leader', 'member'], avatar: '/api/avatars/a1', ...PRIVATE_DETAILS });
const KEPT = { id: 1, first_name: 'Grace', last_name: 'Okafor', full_name: 'Grace Okafor', initials: 'GO', avatar: '/api/avatars/a1', email: 'grace@example.org', roles: ['leader', 'member'] };

const stored = () => localStorage.getItem('auth-user')!;
const storedUser = () => JSON.parse(stored()).user as Record<string, unknown>;

function expectNoPrivateDetails(raw: string) {
  for (const field of ['phone', 'address', 'birthday', 'gender', 'units', 'active']) expect(JSON.parse(raw).user).not.toHaveProperty(field);
  for (const value of ['+2348050000000', '08099999999', 'Palm Avenue', 'Oak Street', '1990-04-12', 'female', 'Choir']) expect(raw).not.toContain(value);
}

beforeEach(() => {
  configureNotifier({ success: jest.fn(), error: jest.fn(), info: jest.fn() });
  configureHttp({ baseUrl: '/api' });
  store.dispatch(signedOut());
  localStorage.clear();
});

it('after sign-in, holds the id, names, email, avatar and roles with the token, and none of the private details', async () => {
  installFakeFetch(() => ({ status: 200, body: { data: { token: 'tok', user: grace } } }));
  const { result } = renderHook(() => useAuth(), { wrapper: platformWrapper(createQueryClient()) });
  await act(() => result.current.login.mutateAsync({ email: 'grace@example.org', password: 'secret123' }));

  expect(storedUser()).toEqual(KEPT);
  expect(JSON.parse(stored()).token).toBe('tok');
  expectNoPrivateDetails(stored());
  // The page keeps working from the same copy: roles, names and avatar.
  expect(getAuthState()).toMatchObject({ isAuthenticated: true, user: KEPT });
});

it('after a profile update, holds the new name and avatar and none of the new private details', () => {
  store.dispatch(credentialsReceived({ user: grace, token: 'tok' }));
  act(() => userChanged(createQueryClient(), { ...grace, first_name: 'Gracie', full_name: 'Gracie Okafor', avatar: '/api/avatars/b2', phone: '08099999999', address: '4 Oak Street' }));

  expect(storedUser()).toEqual({ ...KEPT, first_name: 'Gracie', full_name: 'Gracie Okafor', avatar: '/api/avatars/b2' });
  expectNoPrivateDetails(stored());
});

it('rewrites a session an older build stored whole, keeping the sign-in', () => {
  localStorage.setItem('auth-user', JSON.stringify({ user: grace, token: 'old', isAuthenticated: true, isAdmin: true }));
  const state = migratePersistedAuth();

  expect(state).toEqual({ token: 'old', isAuthenticated: true, user: KEPT });
  expect(storedUser()).toEqual(KEPT);
  expectNoPrivateDetails(stored());
});

it('leaves a session already in shape untouched, and drops an unreadable one', () => {
  store.dispatch(credentialsReceived({ user: grace, token: 'tok' }));
  const before = stored();
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  expect(migratePersistedAuth().isAuthenticated).toBe(true);
  expect(setItem).not.toHaveBeenCalled();
  setItem.mockRestore();
  expect(stored()).toBe(before);

  localStorage.setItem('auth-user', '{not json');
  expect(migratePersistedAuth().isAuthenticated).toBe(false);
  expect(localStorage.getItem('auth-user')).toBeNull();
});
