import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@church/contracts/auth';
import { http } from '@church/platform/http';

interface MessageResponse {
  message: string;
}

export function useForgotPassword() {
  return useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (input: ForgotPasswordRequest) => http.post<MessageResponse>('/forgot-password', input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (input: ResetPasswordRequest) => http.post<MessageResponse>('/reset-password', input),
  });
}
