import { createSlice } from '@reduxjs/toolkit';
import { credentialsReceived, readPersistedAuth, signedOut, userRefreshed } from './auth-slice';
import { getAuthState, injectReducer, store } from './store';
import { testUser } from './testing/fake-fetch';

beforeEach(() => store.dispatch(signedOut()));

describe('auth state', () => {
  it('starts signed out with every flag false', () => {
    expect(getAuthState()).toEqual({ user: null, token: null, isAuthenticated: false, isAdmin: false, isLeader: false, isMember: false });
  });

  it('derives the role flags from the roles list', () => {
    store.dispatch(credentialsReceived({ user: testUser({ roles: ['leader', 'member'] }), token: 't' }));
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, isAdmin: false, isLeader: true, isMember: true });
    store.dispatch(userRefreshed(testUser({ roles: ['admin'] })));
    expect(getAuthState()).toMatchObject({ isAdmin: true, isLeader: false, isMember: false, token: 't' });
  });

  it('persists under auth-user and clears the key on sign-out', () => {
    store.dispatch(credentialsReceived({ user: testUser(), token: 'tok' }));
    const saved = JSON.parse(localStorage.getItem('auth-user')!);
    expect(saved).toMatchObject({ token: 'tok', isAuthenticated: true, isMember: true, user: { email: 'grace@example.org' } });
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

  it('restores the session and recomputes the flags rather than trusting storage', () => {
    const raw = JSON.stringify({ user: testUser({ roles: ['member'] }), token: 'tok', isAdmin: true });
    expect(readPersistedAuth(storage(raw))).toMatchObject({ token: 'tok', isAuthenticated: true, isAdmin: false, isMember: true });
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
