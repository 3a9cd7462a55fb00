// POST /api/reset-password: sets a new password with the emailed link's token (an invitation's
// link sets the first one).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@church/contracts/auth';
import { http } from '@church/platform/http';

export function resetPassword(input: ResetPasswordRequest): Promise<{ message: string }> {
  return http.post('/reset-password', input);
}

export const resetPasswordMutation = mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });

export function useResetPassword() {
  return useMutation(resetPasswordMutation);
}
