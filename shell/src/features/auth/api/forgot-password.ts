// POST /api/forgot-password: emails a reset link when the address has an account; the answer is
// the same either way, so it tells nobody whether an address is known.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@church/contracts/auth';
import { http } from '@church/platform/http';

export function requestPasswordReset(input: ForgotPasswordRequest): Promise<{ message: string }> {
  return http.post('/forgot-password', input);
}

export const forgotPasswordMutation = mutationOptions({ mutationKey: ['auth', 'forgot-password'], mutationFn: requestPasswordReset });

export function useForgotPassword() {
  return useMutation(forgotPasswordMutation);
}
