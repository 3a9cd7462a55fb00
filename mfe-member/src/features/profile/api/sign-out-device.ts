// DELETE /api/me/sessions/:id: signs out one of the person's other devices (every session it
// holds); 404 when it had already ended. The list is read again either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@church/contracts/auth';
import { http } from '@church/platform/http';
import { PROFILE_KEY, SESSIONS_KEY } from './keys';

export function signOutDevice(device: Pick<SessionInfo, 'id'>): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/me/sessions/${device.id}`);
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...PROFILE_KEY, 'sign-out-device'],
    mutationFn: signOutDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
