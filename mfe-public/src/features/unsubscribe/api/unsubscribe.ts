// POST /api/notifications/unsubscribe { token } (no sign-in): the kind of mail the link was for is
// turned off; 200 { kind, label }, or 404 { message } for a link used, expired or not made here.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@church/contracts/notification-schemas';
import { http } from '@church/platform/http';

/** What was turned off: a kind's label, or the daily digest's. */
export type Unsubscribed = UnsubscribeResponse;

export function unsubscribe(token: string): Promise<Unsubscribed> {
  return http.post<Unsubscribed>('/notifications/unsubscribe', { token });
}

// The page says what went wrong itself: no toast over it.
export const unsubscribeMutation = mutationOptions({ mutationKey: ['public', 'unsubscribe'], mutationFn: unsubscribe, meta: { silent: true } });

export function useUnsubscribe() {
  return useMutation(unsubscribeMutation);
}
