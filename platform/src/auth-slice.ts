import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { roleFlags } from '@church/contracts/roles';
import type { User } from '@church/contracts/user';

// Spec section 3: the auth state and the local-storage key it is persisted under.
export const AUTH_STORAGE_KEY = 'auth-user';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isLeader: boolean;
  isMember: boolean;
}

export const signedOutState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  isAdmin: false,
  isLeader: false,
  isMember: false,
};

// Flags are always recomputed from the roles list, never trusted from storage.
export function authStateFor(user: User | null, token: string | null): AuthState {
  if (!user || !token) return signedOutState;
  return { user, token, isAuthenticated: true, ...roleFlags(user.roles) };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    credentialsReceived: (_state, action: PayloadAction<{ user: User; token: string }>) =>
      authStateFor(action.payload.user, action.payload.token),
    // A fresher copy of the signed-in user (from GET /me); ignored once signed out.
    userRefreshed: (state, action: PayloadAction<User>) =>
      state.token ? authStateFor(action.payload, state.token) : state,
    signedOut: () => signedOutState,
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
