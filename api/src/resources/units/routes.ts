import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitListResponseSchema } from '@church/contracts/units';
import { requireActor } from '../../http/access-control';
import { peopleScope } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import { listUnits } from './queries';

// Units: admins see every unit, leaders the units they lead, members none (403).
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/units', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['units'], security: bearer, response: { 200: unitListResponseSchema, ...errorResponses(401, 403) } },
  }, async (request) => ({ data: await listUnits(app.db, await peopleScope(app.db, requireActor(request))) }));
};
