import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unitParamsSchema } from '@church/contracts/units';
import { requireActor } from '../../http/access-control';
import { HttpError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { removeMember } from '../../rosters/roster';

// The units the caller is in.
export const myUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone may leave a unit they are in; a leader leaving one stops leading it.
  app.delete('/units/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['units'], security: bearer, params: unitParamsSchema,
      description: 'The caller leaves the unit (and stops leading it). 404 when they are not in it.',
      response: { 204: z.null().describe('Left the unit'), ...errorResponses(401, 404, 422) },
    },
  }, async (request, reply) => {
    const { id } = requireActor(request);
    if (!(await removeMember(app.db, request.params.id, id, id))) throw new HttpError(404, 'You are not in this unit.');
    return reply.code(204).send(null);
  });
};
