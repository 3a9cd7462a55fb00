// PATCH /api/members/:id: the changed details, the whole set of roles or units, or `active`
// (deactivating signs the person out at once). 422 e.g. on `roles` for an admin's own admin role.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateMemberSchema } from '@church/contracts/members';
import { http } from '@church/platform/http';
import type { MemberSaved } from './create-member';
import { ADMIN_MEMBERS_KEY, refreshAfterMemberChange } from './keys';

export type UpdateMemberBody = z.output<typeof updateMemberSchema>;

export function updateMember({ id, body }: { id: number; body: UpdateMemberBody }): Promise<MemberSaved> {
  return http.patch(`/members/${id}`, body);
}

export const updateMemberMutation = mutationOptions({
  mutationKey: [...ADMIN_MEMBERS_KEY, 'update'],
  mutationFn: updateMember,
  // The form or the confirmation shows a refusal itself.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshAfterMemberChange(client),
});

export function useUpdateMember() {
  return useMutation(updateMemberMutation);
}
