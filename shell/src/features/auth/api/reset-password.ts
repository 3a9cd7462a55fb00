// POST /api/reset-password: sets a new password with the emailed link's token (an invitation's
// link sets the first one).
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@church/contracts/auth';
import { http } from '@church/platform/http';

export function resetPassword(input: ResetPasswordRequest): Promise<{ message: string }> {
  return http.post('/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
