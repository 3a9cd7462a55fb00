// GET /api/me/sessions (the person's signed-in devices) and DELETE /api/me/sessions (sign out
// every other one).
import { mutationOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@church/contracts/auth';
import { http } from '@church/platform/http';
import { PROFILE_KEY, SESSIONS_KEY } from './keys';

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: () => http.get<{ data: SessionInfo[] }>('/me/sessions').then((body) => body.data) });
}

export const signOutOthersMutation = mutationOptions({
  mutationKey: [...PROFILE_KEY, 'sign-out-others'],
  mutationFn: () => http.delete<{ message: string }>('/me/sessions'),
  onSuccess: (_answer, _none, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
});

export function useSignOutOthers() {
  return useMutation(signOutOthersMutation);
}
