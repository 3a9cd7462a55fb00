// DELETE /api/me/sessions/:id: signs out one of the person's other devices (every session it
// holds); 404 when it had already ended. The list is read again either way.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { SessionInfo } from '@church/contracts/auth';
import { http } from '@church/platform/http';
import { PROFILE_KEY, SESSIONS_KEY } from './keys';

export function signOutDevice(device: Pick<SessionInfo, 'id'>): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/me/sessions/${device.id}`);
}

export const signOutDeviceMutation = mutationOptions({
  mutationKey: [...PROFILE_KEY, 'sign-out-device'],
  mutationFn: signOutDevice,
  onSettled: (_answer, _error, _device, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
});

export function useSignOutDevice() {
  return useMutation(signOutDeviceMutation);
}
