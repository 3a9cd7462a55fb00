import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorsResponseSchema, auditLogQuerySchema, auditLogResponseSchema } from '@church/contracts/audit';
import { paginate } from '../../db/sql-helpers';
import { bearer, errorResponses } from '../../http/schemas';
import { auditActors, listAuditLog } from './queries';

// The audit trail, for admins. It is only read here: the changes write it, and nothing edits or
// deletes it (no other method is registered).
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', {
    config: { access: ['admin'] },
    schema: {
      tags: ['audit-log'], security: bearer, querystring: auditLogQuerySchema,
      description: 'Who changed what and when, newest first, with only the changed fields before and after. `entity_id` needs `entity`; `from` and `to` are the church\'s days, both included.',
      response: { 200: auditLogResponseSchema, ...errorResponses(401, 403, 422) },
    },
  }, async (request) => {
    const { page: _page, per_page: _perPage, ...filter } = request.query;
    const page = paginate(request.query);
    const { rows, total } = await listAuditLog(app.db, filter, page);
    return page.envelope(rows, total);
  });

  app.get('/actors', {
    config: { access: ['admin'] },
    schema: { tags: ['audit-log'], security: bearer, description: 'Everyone who made a change on the trail, by name, with how many.', response: { 200: auditActorsResponseSchema, ...errorResponses(401, 403) } },
  }, async () => ({ data: await auditActors(app.db) }));
};
