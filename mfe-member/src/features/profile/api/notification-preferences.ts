// GET /api/me/notification-preferences (the kinds of the person's roles, each with its delivery
// and the deliveries offered) and PUT the same path ({ preferences: [{ kind, delivery }] }; 422
// with a message per refused entry).
import { mutationOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { NotificationPreference, UpdateNotificationPreferences } from '@church/contracts/notification-schemas';
import { http } from '@church/platform/http';
import { PROFILE_KEY } from './keys';

export type { NotificationPreference };

export const NOTIFICATION_PREFERENCES_KEY = [...PROFILE_KEY, 'notification-preferences'] as const;
const PATH = '/me/notification-preferences';

export function useNotificationPreferences() {
  return useQuery({ queryKey: NOTIFICATION_PREFERENCES_KEY, queryFn: ({ signal }) => http.get<{ data: NotificationPreference[] }>(PATH, { signal }).then((body) => body.data) });
}

export const saveNotificationPreferencesMutation = mutationOptions({
  mutationKey: NOTIFICATION_PREFERENCES_KEY,
  mutationFn: (body: UpdateNotificationPreferences) => http.put<{ data?: NotificationPreference[]; message?: string }>(PATH, body),
  onSuccess: (answer, _body, _onMutateResult, { client }) => {
    if (answer.data) client.setQueryData(NOTIFICATION_PREFERENCES_KEY, answer.data);
    else void client.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_KEY });
  },
});

export function useSaveNotificationPreferences() {
  return useMutation(saveNotificationPreferencesMutation);
}
