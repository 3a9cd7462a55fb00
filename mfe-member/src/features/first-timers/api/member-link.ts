// The member account a visitor became (admins): POST /api/first-timers/:id/link { user_id,
// mark_integrated } links it, DELETE …/link undoes it; either refreshes the area's first-timer queries.
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { FirstTimerDetails, FirstTimerLinkRequest } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

type Answer = { data: FirstTimerDetails; message?: string };

export function linkMember(id: number, body: FirstTimerLinkRequest): Promise<Answer> {
  return http.post(`/first-timers/${id}/link`, body);
}

export function unlinkMember(id: number): Promise<Answer> {
  return http.delete(`/first-timers/${id}/link`);
}

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: FIRST_TIMERS_KEY });

export const linkMemberMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...FIRST_TIMERS_KEY, 'link', id],
    mutationFn: (body: FirstTimerLinkRequest) => linkMember(id, body),
    meta: { silent: true },
    onSuccess: (_result, _body, _onMutateResult, { client }) => refresh(client),
  });

export const unlinkMemberMutation = (id: number) =>
  mutationOptions({ mutationKey: [...FIRST_TIMERS_KEY, 'unlink', id], mutationFn: () => unlinkMember(id), onSuccess: (_result, _none, _onMutateResult, { client }) => refresh(client) });

export function useMemberLink(id: number) {
  return { link: useMutation(linkMemberMutation(id)), unlink: useMutation(unlinkMemberMutation(id)) };
}
