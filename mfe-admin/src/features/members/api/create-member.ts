// POST /api/members: a new person with their roles and units, who is sent an invitation to set a
// password (201). 409 on `email` when it is taken; 422 per field.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createMemberSchema, memberResponseSchema } from '@church/contracts/members';
import { http } from '@church/platform/http';
import { ADMIN_MEMBERS_KEY, refreshAfterMemberChange } from './keys';

export type CreateMemberBody = z.output<typeof createMemberSchema>;
export type MemberSaved = z.infer<typeof memberResponseSchema>;

export function createMember(body: CreateMemberBody): Promise<MemberSaved> {
  return http.post('/members', body);
}

export const createMemberMutation = mutationOptions({
  mutationKey: [...ADMIN_MEMBERS_KEY, 'create'],
  mutationFn: createMember,
  // The form shows a refusal on its fields.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshAfterMemberChange(client),
});

export function useCreateMember() {
  return useMutation(createMemberMutation);
}
