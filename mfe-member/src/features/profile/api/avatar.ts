// PUT /api/me/avatar (a new picture, as a data URL) and DELETE /api/me/avatar (back to initials).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { User } from '@church/contracts/user';
import { userChanged } from '@church/platform/current-user';
import { http } from '@church/platform/http';
import { PROFILE_KEY } from './keys';

type Answer = { data: User; message?: string };

interface SetAvatarUse {
  /** Takes the refusal over (shown beside the picture) instead of the usual toast. */
  onError?: (error: unknown) => void;
}

export const setAvatarMutation = ({ onError }: SetAvatarUse = {}) =>
  mutationOptions({
    mutationKey: [...PROFILE_KEY, 'avatar'],
    mutationFn: (avatar: string | null) => (avatar ? http.put<Answer>('/me/avatar', { avatar }) : http.delete<Answer>('/me/avatar')),
    onSuccess: ({ data }, _avatar, _onMutateResult, { client }) => userChanged(client, data),
    onError,
  });

export function useSetAvatar(use: SetAvatarUse = {}) {
  return useMutation(setAvatarMutation(use));
}
