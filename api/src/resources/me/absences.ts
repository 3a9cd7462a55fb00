import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absenceIdParamsSchema, absenceListResponseSchema, absenceRequestSchema, absenceResponseSchema } from '@church/contracts/absence-schemas';
import { ABSENCE_RECORDED_MESSAGE, ABSENCE_TAKEN_BACK_MESSAGE, absenceJoinedMessage, absenceWritesLimitedMessage, NO_ABSENCE_MESSAGE } from '@church/contracts/absences';
import { todayInChurch } from '@church/contracts/church-time';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { requireActor } from '../../http/access-control';
import { HttpError } from '../../http/errors';
import { perAccountRateLimit } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { declineBlockedPlaces } from '../../rotas/asking';
import { deleteAbsence, listAbsences, recordAbsence } from '../../users/absences';

// The caller's own announced absences: a member says when they will be (or were) away, and takes
// it back; another person's absence is a 404 here, as if it did not exist. A new one that meets
// one of theirs joins it (200 with the joined absence); a few writes an hour per account.
export const myAbsenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = perAccountRateLimit(app.settings.rateLimits.absenceWrites, absenceWritesLimitedMessage);
  app.get('/absences', {
    config: { access: 'authenticated' },
    schema: { tags: ['absences'], security: bearer, response: { 200: absenceListResponseSchema, ...errorResponses(401) } },
  }, async (request) => ({ data: await listAbsences(app.db, requireActor(request).id, todayInChurch()) }));

  app.post('/absences', {
    config: { access: 'authenticated', rateLimit: limited },
    schema: { tags: ['absences'], security: bearer, body: absenceRequestSchema, response: { 200: absenceResponseSchema, 201: absenceResponseSchema, ...errorResponses(400, 401, 422, 429) } },
  }, async (request, reply) => {
    const { id } = requireActor(request);
    const { from, to, reason } = request.body;
    const { absence, joined } = await recordAbsence(app.db, { userId: id, from, to, reason: reason ?? null, recordedBy: id }, todayInChurch());
    // An absence is a blockout: a rota place already asked or accepted in it is declined, its leaders told.
    await declineBlockedPlaces(app.db, id, todayInChurch(), app.settings.now());
    return reply.code(joined ? 200 : 201).send({ data: absence, message: joined ? absenceJoinedMessage(absence) : ABSENCE_RECORDED_MESSAGE });
  });

  app.delete('/absences/:id', {
    config: { access: 'authenticated', rateLimit: limited },
    schema: { tags: ['absences'], security: bearer, params: absenceIdParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 404, 422, 429) } },
  }, async (request) => {
    const { id } = requireActor(request);
    if (!(await deleteAbsence(app.db, id, request.params.id, id))) throw new HttpError(404, NO_ABSENCE_MESSAGE);
    return { message: ABSENCE_TAKEN_BACK_MESSAGE };
  });
};
