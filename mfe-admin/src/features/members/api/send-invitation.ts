// POST /api/members/:id/invitation: a new 7-day link to set a password (older links stop
// working); 422 for a deactivated person.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MessageEnvelope } from '@church/contracts/envelope';
import { http } from '@church/platform/http';
import { ADMIN_MEMBERS_KEY } from './keys';

export function sendInvitation(id: number): Promise<MessageEnvelope> {
  return http.post(`/members/${id}/invitation`);
}

export const sendInvitationMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_MEMBERS_KEY, 'invitation'],
    mutationFn: sendInvitation,
    // The button toasts the outcome itself; nothing shown on the page changes.
    meta: { silent: true },
  });

export function useSendInvitation() {
  return useMutation(sendInvitationMutation());
}
