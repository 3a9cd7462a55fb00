import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absenceWritesLimitedMessage } from '@church/contracts/absences';
import {
  BLOCKOUT_CAP_MESSAGE, BLOCKOUT_OVER_MESSAGE, BLOCKOUT_RECORDED_MESSAGE, BLOCKOUT_TAKEN_BACK_MESSAGE, blockoutIdParamsSchema, blockoutListResponseSchema,
  blockoutRequestSchema, blockoutResponseSchema, NO_BLOCKOUT_MESSAGE,
} from '@church/contracts/blockouts';
import { todayInChurch } from '@church/contracts/church-time';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { perAccountRateLimit } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { declineBlockedPlaces } from '../../rotas/asking';
import { addBlockout, deleteBlockout, listBlockouts } from '../../rotas/blockouts';

// The caller's own blockouts: days they cannot serve on a rota, once or repeating; another
// person's blockout is a 404 here, as if it did not exist. Written as often as absences are.
export const myBlockoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = perAccountRateLimit(app.settings.rateLimits.absenceWrites, absenceWritesLimitedMessage);
  app.get('/blockouts', {
    config: { access: 'authenticated' },
    schema: { tags: ['rotas'], security: bearer, response: { 200: blockoutListResponseSchema, ...errorResponses(401) } },
  }, async (request) => ({ data: await listBlockouts(app.db, requireActor(request).id, todayInChurch()) }));

  app.post('/blockouts', {
    config: { access: 'authenticated', rateLimit: limited },
    schema: { tags: ['rotas'], security: bearer, body: blockoutRequestSchema, response: { 201: blockoutResponseSchema, ...errorResponses(400, 401, 422, 429) } },
  }, async (request, reply) => {
    const { id } = requireActor(request);
    const now = app.settings.now();
    const blockout = await addBlockout(app.db, id, request.body, todayInChurch(now));
    if (blockout === 'over') throw validationFailed({ from: [BLOCKOUT_OVER_MESSAGE] });
    if (blockout === 'full') throw validationFailed({ from: [BLOCKOUT_CAP_MESSAGE] });
    // A place already asked or accepted on a day now blocked is declined at once, its leaders told.
    await declineBlockedPlaces(app.db, id, todayInChurch(now), now);
    return reply.code(201).send({ data: blockout, message: BLOCKOUT_RECORDED_MESSAGE });
  });

  app.delete('/blockouts/:id', {
    config: { access: 'authenticated', rateLimit: limited },
    schema: { tags: ['rotas'], security: bearer, params: blockoutIdParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 404, 422, 429) } },
  }, async (request) => {
    if (!(await deleteBlockout(app.db, requireActor(request).id, request.params.id))) throw new HttpError(404, NO_BLOCKOUT_MESSAGE);
    return { message: BLOCKOUT_TAKEN_BACK_MESSAGE };
  });
};
