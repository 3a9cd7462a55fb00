import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myHouseholdsResponseSchema } from '@church/contracts/households';
import { requireActor } from '../../http/access-control';
import { childCareReadable } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import { householdIdsOfAdult, loadHousehold } from '../../households/households';

// The households the caller is an adult of, with their people and their children's care details.
export const myHouseholdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/households', {
    config: { access: 'authenticated' },
    schema: { tags: ['households'], security: bearer, response: { 200: myHouseholdsResponseSchema, ...errorResponses(401) } },
  }, async (request) => {
    const actor = requireActor(request);
    const ids = await householdIdsOfAdult(app.db, actor.id);
    const households = await Promise.all(ids.map((id) => loadHousehold(app.db, id, (childIds) => childCareReadable(app.db, actor, childIds))));
    return { data: households.filter((household) => household !== null) };
  });
};
