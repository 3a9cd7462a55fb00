import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignedInUser } from '@church/contracts/auth';
import type { User } from '@church/contracts/user';

// The auth state and the local-storage key it is persisted under.
export const AUTH_STORAGE_KEY = 'auth-user';

/**
 * What the session keeps of the signed-in person, in the store and in localStorage: what the app
 * starts and draws its frame with (the guards' and the sidebar's roles, the menus' names, email
 * and avatar). Phone, address, birthday, gender and units stay with GET /me, never in storage.
 */
export type SessionUser = Pick<User, 'id' | 'first_name' | 'last_name' | 'full_name' | 'initials' | 'avatar' | 'email' | 'roles'> & Partial<Pick<SignedInUser, 'leads_team'>>;

/**
 * The session's copy of a user the API answered (or an older build stored whole): nothing else is
 * kept. `leads_team` (the sign-in and GET /me answers) is kept only when true: most people lead no team.
 */
export function sessionUserOf(user: SessionUser): SessionUser {
  const { id, first_name, last_name, full_name, initials, avatar, email, roles, leads_team } = user;
  return { id, first_name, last_name, full_name, initials, avatar, email, roles: [...roles], ...(leads_team === true && { leads_team }) };
}

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /**
   * Set when the person signed out here on purpose (never stored): the login page then offers no
   * way back to the last page, so the next person on a shared device starts afresh. An ended
   * session (a 401) leaves it unset and keeps the way back.
   */
  signedOutByChoice?: boolean;
}

export const signedOutState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
};

// Only the user and token are read from storage: role checks read user.roles (useAuth's hasRole).
export function authStateFor(user: SessionUser | null, token: string | null): AuthState {
  if (!user || !token) return signedOutState;
  return { user: sessionUserOf(user), token, isAuthenticated: true };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    credentialsReceived: (_state, action: PayloadAction<{ user: SessionUser; token: string }>) =>
      authStateFor(action.payload.user, action.payload.token),
    // A fresher copy of the signed-in user (from GET /me); ignored once signed out.
    userRefreshed: (state, action: PayloadAction<SessionUser>) =>
      state.token ? authStateFor(action.payload, state.token) : state,
    signedOut: (_state, action: PayloadAction<{ byChoice: boolean } | undefined>) =>
      action.payload?.byChoice ? { ...signedOutState, signedOutByChoice: true } : signedOutState,
    // Another tab changed the persisted state.
    hydrated: (_state, action: PayloadAction<AuthState>) => action.payload,
  },
});

export const { credentialsReceived, userRefreshed, signedOut, hydrated } = authSlice.actions;
export const authReducer = authSlice.reducer;

export function readPersistedAuth(storage: Pick<Storage, 'getItem'> = globalThis.localStorage): AuthState {
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return signedOutState;
    const parsed = JSON.parse(raw) as Partial<AuthState> | null;
    const user = parsed?.user;
    if (!user || typeof parsed?.token !== 'string' || !Array.isArray(user.roles)) return signedOutState;
    return authStateFor(user, parsed.token);
  } catch {
    // Corrupt or inaccessible storage means signed out, never a crash.
    return signedOutState;
  }
}

export function persistAuth(state: AuthState, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  try {
    if (state.isAuthenticated) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
    else storage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session simply does not survive a reload.
  }
}

/**
 * The stored session, rewritten first when an older build stored more of the user (phone,
 * address, birthday…) than the session keeps, or stored something unreadable.
 */
export function migratePersistedAuth(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = globalThis.localStorage): AuthState {
  const state = readPersistedAuth(storage);
  try {
    const stored = storage.getItem(AUTH_STORAGE_KEY);
    if (stored !== null && stored !== JSON.stringify(state)) persistAuth(state, storage);
  } catch {
    // Storage out of reach: the session is read as it is, nothing to rewrite.
  }
  return state;
}
