// PUT /api/me/avatar (a new picture, as a data URL) and DELETE /api/me/avatar (back to initials).
import { useMutation } from '@tanstack/react-query';
import type { User } from '@church/contracts/user';
import { useUserChanged } from '@church/platform/current-user';
import { http } from '@church/platform/http';
import { PROFILE_KEY } from './keys';

type Answer = { data: User; message?: string };

/** `onError` takes the refusal over (shown beside the picture) instead of the usual toast. */
export function useSetAvatar({ onError }: { onError?: (error: unknown) => void } = {}) {
  const userChanged = useUserChanged();
  return useMutation({
    mutationKey: [...PROFILE_KEY, 'avatar'],
    mutationFn: (avatar: string | null) => (avatar ? http.put<Answer>('/me/avatar', { avatar }) : http.delete<Answer>('/me/avatar')),
    onSuccess: ({ data }) => userChanged(data),
    onError,
  });
}
