import { useSelector } from 'react-redux';
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest, LoginResponse, RegisterRequest } from '@church/contracts/auth';
import { PASSWORD_CHANGE_SUGGESTED_MESSAGE } from '@church/contracts/password-messages';
import type { RoleName } from '@church/contracts/roles';
import type { User } from '@church/contracts/user';
import { credentialsReceived, signedOut, signedOutState, type AuthState, type SessionUser } from '@church/platform/auth-slice';
import { CURRENT_USER_QUERY_KEY } from '@church/platform/current-user';
import { errorMessage, http, HttpError } from '@church/platform/http';
import { useHydrated } from '@church/platform/first-paint/hydration';
import { notifier } from '@church/platform/notifier';
import { settleWritesAtSignOut } from '@church/platform/offline-outbox';
import { store, type PlatformState } from '@church/platform/store';

export type LoginInput = LoginRequest;
export type RegisterInput = RegisterRequest & { password_confirmation?: string };

type SessionResponse = AuthResponse | LoginResponse;

export const LOGOUT_SUCCESS_MESSAGE = 'You have been logged out successfully';
export const welcomeMessage = (user: Pick<User, 'first_name'>) => `Welcome back, ${user.first_name}!`;

export function selectAuth(state: PlatformState): AuthState {
  return state.auth;
}

/**
 * Whether the person holds the role: the client's one role check (what a page shows; the API
 * checks every request again).
 */
export function hasRole(user: Pick<SessionUser, 'roles'> | null | undefined, role: RoleName): boolean {
  return user?.roles.includes(role) ?? false;
}

export interface SessionView extends AuthState {
  /** Whether the signed-in person holds the role (false when signed out). */
  hasRole: (role: RoleName) => boolean;
}

/**
 * The session as the page should show it: signed out while a prerendered page is hydrated (the
 * build rendered it signed out), the stored session from the next render on.
 */
export function useAuthState(): SessionView {
  const stored = useSelector(selectAuth);
  const auth = useHydrated() ? stored : signedOutState;
  return { ...auth, hasRole: (role) => hasRole(auth.user, role) };
}

function startSession(queryClient: QueryClient, { data }: SessionResponse) {
  store.dispatch(credentialsReceived(data));
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, data.user);
  // One toast at a time: a password older than today's rules is worth more than a welcome
  // (docs/decisions/0013-passwords.md).
  if ('password_change_suggested' in data && data.password_change_suggested) notifier.info(PASSWORD_CHANGE_SUGGESTED_MESSAGE);
  else notifier.success(welcomeMessage(data.user));
}

export const loginMutation = mutationOptions({
  mutationKey: ['auth', 'login'],
  mutationFn: (input: LoginInput) => http.post<LoginResponse>('/login', input),
  onSuccess: (answer, _input, _onMutateResult, { client }) => startSession(client, answer),
});

export const registerMutation = mutationOptions({
  mutationKey: ['auth', 'register'],
  mutationFn: (input: RegisterInput) => http.post<SessionResponse>('/register', input),
  onSuccess: (answer, _input, _onMutateResult, { client }) => startSession(client, answer),
});

export const logoutMutation = mutationOptions({
  mutationKey: ['auth', 'logout'],
  mutationFn: async () => {
    await settleWritesAtSignOut();
    return http.post<{ message: string }>('/logout');
  },
  onSuccess: (_answer, _none, _onMutateResult, { client }) => {
    client.clear();
    store.dispatch(signedOut({ byChoice: true }));
    notifier.success(LOGOUT_SUCCESS_MESSAGE);
  },
  onError: (error) => {
    // A 401 already ended the session and said so; one toast is enough.
    if (error instanceof HttpError && error.status === 401) return;
    notifier.error(errorMessage(error));
  },
});

/** Auth state plus the login, register and logout mutations (each success stores or clears the session). */
export function useAuth() {
  return { ...useAuthState(), login: useMutation(loginMutation), register: useMutation(registerMutation), logout: useMutation(logoutMutation) };
}
