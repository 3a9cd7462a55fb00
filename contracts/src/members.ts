import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuerySchema } from './envelope';
import { userSchema } from './user';

// GET /api/members: admins see everyone, leaders the people of the units they lead.
export const memberListQuerySchema = paginationQuerySchema.extend({
  search: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').optional(),
  unit_id: z.coerce.number({ error: 'Unit must be a number' }).int('Unit must be a whole number').min(1, 'Unit must be a positive number').max(2147483647, 'Unit is too large').optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberListResponseSchema = listEnvelope(userSchema);
export const memberResponseSchema = dataEnvelope(userSchema);

export const idParamsSchema = z.object({
  id: z.coerce.number({ error: 'Id must be a number' }).int('Id must be a whole number').min(1, 'Id must be a positive number').max(2147483647, 'Id is too large'),
});
