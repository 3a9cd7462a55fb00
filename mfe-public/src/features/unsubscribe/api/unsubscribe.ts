// POST /api/notifications/unsubscribe { token } (no sign-in): the kind of mail the link was for is
// turned off; 200 { kind, label }, or 404 { message } for a link used, expired or not made here.
import { useMutation } from '@tanstack/react-query';
import type { NotificationKind } from '@church/contracts/notifications';
import { http } from '@church/platform/http';

export interface Unsubscribed {
  /** A kind, or 'digest' for a digest mail's link (every kind the person had in the digest). */
  kind: NotificationKind | 'digest';
  label: string;
}

export function unsubscribe(token: string): Promise<Unsubscribed> {
  return http.post<Unsubscribed>('/notifications/unsubscribe', { token });
}

export function useUnsubscribe() {
  // The page says what went wrong itself: no toast over it.
  return useMutation({ mutationKey: ['public', 'unsubscribe'], mutationFn: unsubscribe, meta: { silent: true } });
}
