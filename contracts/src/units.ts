// Units (choir, ushering, media…): GET /api/units lists the units a caller may see.
import { z } from 'zod';

export const unitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  member_count: z.number().int(),
});
export type Unit = z.infer<typeof unitSchema>;
export const unitListResponseSchema = z.object({ data: z.array(unitSchema) });
