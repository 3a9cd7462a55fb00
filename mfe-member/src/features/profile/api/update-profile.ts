// PATCH /api/me: the person's details, or their sign-in email (with the current password).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ProfileUpdateRequest } from '@church/contracts/auth';
import type { User } from '@church/contracts/user';
import { userChanged } from '@church/platform/current-user';
import { http } from '@church/platform/http';
import { PROFILE_KEY } from './keys';

export const updateProfileMutation = mutationOptions({
  mutationKey: [...PROFILE_KEY, 'update'],
  mutationFn: (body: ProfileUpdateRequest) => http.patch<{ data: User; message?: string }>('/me', body),
  onSuccess: ({ data }, _body, _onMutateResult, { client }) => userChanged(client, data),
});

export function useUpdateProfile() {
  return useMutation(updateProfileMutation);
}
