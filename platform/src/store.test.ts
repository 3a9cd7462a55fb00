import { createSlice } from '@reduxjs/toolkit';
import { credentialsReceived, readPersistedAuth, signedOut, userRefreshed } from './auth-slice';
import { getAuthState, injectReducer, store } from './store';
import { testUser } from './testing/fake-fetch';

beforeEach(() => store.dispatch(signedOut()));

describe('auth state', () => {
  it('starts signed out', () => {
    expect(getAuthState()).toEqual({ user: null, token: null, isAuthenticated: false });
  });

  it('keeps the roles of the freshest copy of the user', () => {
    store.dispatch(credentialsReceived({ user: testUser({ roles: ['leader', 'member'] }), token: 't' }));
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, user: { roles: ['leader', 'member'] } });
    store.dispatch(userRefreshed(testUser({ roles: ['admin'] })));
    expect(getAuthState()).toMatchObject({ token: 't', user: { roles: ['admin'] } });
  });

  it('persists under auth-user and clears the key on sign-out', () => {
    store.dispatch(credentialsReceived({ user: testUser(), token: 'tok' }));
    const saved = JSON.parse(localStorage.getItem('auth-user')!);
    expect(saved).toMatchObject({ token: 'tok', isAuthenticated: true, user: { email: 'grace@example.org' } });
    store.dispatch(signedOut());
    expect(localStorage.getItem('auth-user')).toBeNull();
  });

  it('ignores a user refresh that arrives after sign-out', () => {
    store.dispatch(userRefreshed(testUser()));
    expect(getAuthState().isAuthenticated).toBe(false);
  });
});

describe('readPersistedAuth', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('restores the user and token and nothing else an older build stored (its role flags)', () => {
    const raw = JSON.stringify({ user: testUser({ roles: ['member'] }), token: 'tok', isAdmin: true });
    const state = readPersistedAuth(storage(raw));
    expect(state).toMatchObject({ token: 'tok', isAuthenticated: true, user: { roles: ['member'] } });
    expect(state).not.toHaveProperty('isAdmin');
  });

  it.each(['{not json', 'null', '{"user":null,"token":"t"}', '{"user":{"roles":"admin"},"token":"t"}', '{"user":{"roles":[]}}'])(
    'treats %s as signed out',
    (raw) => expect(readPersistedAuth(storage(raw)).isAuthenticated).toBe(false),
  );

  it('treats an unreadable storage as signed out', () => {
    const throwing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(readPersistedAuth(throwing).isAuthenticated).toBe(false);
  });
});

describe('injectReducer', () => {
  it('adds a remote slice next to auth, once', () => {
    const slice = createSlice({ name: 'adminFilters', initialState: { month: 1 }, reducers: { setMonth: (s, a: { payload: number }) => { s.month = a.payload; } } });
    injectReducer('adminFilters', slice.reducer);
    injectReducer('adminFilters', slice.reducer);
    store.dispatch(slice.actions.setMonth(5));
    expect((store.getState() as unknown as { adminFilters: { month: number } }).adminFilters).toEqual({ month: 5 });
    expect(getAuthState().isAuthenticated).toBe(false);
  });

  it('refuses to replace the auth state', () => {
    expect(() => injectReducer('auth', (s = {}) => s)).toThrow('The "auth" state belongs to platform and cannot be replaced');
  });
});
