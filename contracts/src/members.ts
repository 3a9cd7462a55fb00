import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuerySchema } from './envelope';
import { ROLE_NAMES } from './roles';
import { userSchema } from './user';

// The members directory: admins see everyone, leaders the people of the units they lead.
// The same filters serve the list (GET /api/members) and its CSV (GET /api/members/export.csv).
export const memberFilterSchema = z.object({
  // Matches first, last and full name, email, and a phone typed in any form.
  search: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').optional(),
  unit_id: z.coerce.number({ error: 'Unit must be a number' }).int('Unit must be a whole number').min(1, 'Unit must be a positive number').max(2147483647, 'Unit is too large').optional(),
  role: z.enum(ROLE_NAMES, { error: 'Role must be admin, leader or member' }).optional(),
});
export type MemberFilter = z.infer<typeof memberFilterSchema>;

export const memberListQuerySchema = paginationQuerySchema.extend(memberFilterSchema.shape);
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
export const memberExportQuerySchema = memberFilterSchema;

export const memberListResponseSchema = listEnvelope(userSchema);
export const memberResponseSchema = dataEnvelope(userSchema);

export const idParamsSchema = z.object({
  id: z.coerce.number({ error: 'Id must be a number' }).int('Id must be a whole number').min(1, 'Id must be a positive number').max(2147483647, 'Id is too large'),
});
