import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInChurch } from '@church/contracts/church-time';
import { idParamsSchema, memberExportQuerySchema, memberListQuerySchema, memberListResponseSchema, memberResponseSchema } from '@church/contracts/members';
import { paginate } from '../../db/sql-helpers';
import { requireActor } from '../../http/access-control';
import { sendCsv } from '../../http/csv';
import { HttpError } from '../../http/errors';
import { assertCanReachUser, peopleScope } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import { loadUser } from '../../users/present';
import { listMembers, MEMBER_CSV_COLUMNS, membersForExport } from './queries';

// The members directory. Admins see everyone; leaders the people of the units they lead
// (record-access.ts); a unit they do not lead gives an empty list, not a 403.
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/members', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['members'], security: bearer, querystring: memberListQuerySchema, response: { 200: memberListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const { search, unit_id: unitId, role } = request.query;
    const page = paginate(request.query);
    const scope = await peopleScope(app.db, requireActor(request), unitId);
    const { rows, total } = await listMembers(app.db, { scope, search, role }, page);
    return page.envelope(rows, total);
  });

  app.get('/members/export.csv', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['members'], security: bearer, querystring: memberExportQuerySchema,
      description: 'The directory as a CSV attachment, with the filters of GET /members.',
      response: {
        200: { description: 'UTF-8 CSV with a BOM and a header row', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(401, 403, 422),
      },
    },
  }, async (request, reply) => {
    const { search, unit_id: unitId, role } = request.query;
    const scope = await peopleScope(app.db, requireActor(request), unitId);
    return sendCsv(reply, {
      filename: `members-${todayInChurch()}.csv`,
      columns: MEMBER_CSV_COLUMNS,
      rows: membersForExport(app.db, { scope, search, role }),
    });
  });

  app.get('/members/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['members'], security: bearer, params: idParamsSchema, response: { 200: memberResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    await assertCanReachUser(app.db, requireActor(request), request.params.id);
    const user = await loadUser(app.db, request.params.id);
    if (!user) throw new HttpError(404, 'No member with this id.');
    return { data: user };
  });
};
