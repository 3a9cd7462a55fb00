// PATCH /api/me: the person's details, or their sign-in email (with the current password).
import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateRequest } from '@church/contracts/auth';
import type { User } from '@church/contracts/user';
import { useUserChanged } from '@church/platform/current-user';
import { http } from '@church/platform/http';
import { PROFILE_KEY } from './keys';

export function useUpdateProfile() {
  const userChanged = useUserChanged();
  return useMutation({
    mutationKey: [...PROFILE_KEY, 'update'],
    mutationFn: (body: ProfileUpdateRequest) => http.patch<{ data: User; message?: string }>('/me', body),
    onSuccess: ({ data }) => userChanged(data),
  });
}
