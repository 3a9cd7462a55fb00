import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { authReducer, hydrated, migratePersistedAuth, persistAuth, readPersistedAuth, AUTH_STORAGE_KEY, type AuthState } from '@church/platform/auth-slice';

// platform is a Module Federation shared singleton, so this module (and the store it creates)
// exists once per page: the shell and every remote dispatch to the same store.

const staticReducers = { auth: authReducer };
const injected: Record<string, Reducer> = {};

export interface PlatformState {
  auth: AuthState;
  [injectedKey: string]: unknown;
}

function rootReducer(): Reducer {
  return combineReducers({ ...injected, ...staticReducers }) as Reducer;
}

export function createPlatformStore(initialAuth: AuthState = migratePersistedAuth()) {
  return configureStore({ reducer: rootReducer(), preloadedState: { auth: initialAuth } });
}

export const store = createPlatformStore();
export type PlatformStore = typeof store;
export type PlatformDispatch = PlatformStore['dispatch'];

/** Lets a remote add its own slice at run time; re-injecting the same reducer is a no-op. */
export function injectReducer(key: string, reducer: Reducer): void {
  if (key in staticReducers) throw new Error(`The "${key}" state belongs to platform and cannot be replaced`);
  if (injected[key] === reducer) return;
  injected[key] = reducer;
  store.replaceReducer(rootReducer());
}

export function getAuthState(): AuthState {
  return (store.getState() as PlatformState).auth;
}

/**
 * Answers kept on the device for the signed-in person (kept-queries.ts) are deleted when they sign
 * out, their session ends, or someone else signs in, here or in another tab. Loaded only then:
 * the module stays off the pages' start.
 */
function forgetKeptQueriesOnPersonChange(before: AuthState, after: AuthState): void {
  if (before.user?.id === after.user?.id) return;
  void import('@church/platform/kept-queries').then((kept) => kept.forgetKeptQueries()).catch(() => undefined);
}

let lastPersisted = getAuthState();
store.subscribe(() => {
  const auth = getAuthState();
  if (auth === lastPersisted) return;
  forgetKeptQueriesOnPersonChange(lastPersisted, auth);
  lastPersisted = auth;
  persistAuth(auth);
});

// Signing in or out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const next = readPersistedAuth();
    forgetKeptQueriesOnPersonChange(lastPersisted, next);
    lastPersisted = next;
    store.dispatch(hydrated(next));
  });
}
