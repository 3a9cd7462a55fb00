// PUT /api/me/password: the other devices are signed out; this one stays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@church/contracts/auth';
import { http } from '@church/platform/http';
import { PROFILE_KEY } from './keys';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...PROFILE_KEY, 'password'],
    mutationFn: (body: ChangePasswordRequest) => http.put<{ message: string }>('/me/password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...PROFILE_KEY, 'sessions'] }),
  });
}
