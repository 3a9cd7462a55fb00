// PUT /api/me/password: the other devices are signed out; this one stays.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@church/contracts/auth';
import { http } from '@church/platform/http';
import { PROFILE_KEY } from './keys';

export const changePasswordMutation = mutationOptions({
  mutationKey: [...PROFILE_KEY, 'password'],
  mutationFn: (body: ChangePasswordRequest) => http.put<{ message: string }>('/me/password', body),
  onSuccess: (_answer, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: [...PROFILE_KEY, 'sessions'] }),
});

export function useChangePassword() {
  return useMutation(changePasswordMutation);
}
