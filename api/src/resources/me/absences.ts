import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absenceIdParamsSchema, absenceListResponseSchema, absenceRequestSchema, absenceResponseSchema } from '@church/contracts/absence-schemas';
import { ABSENCE_RECORDED_MESSAGE, ABSENCE_TAKEN_BACK_MESSAGE, NO_ABSENCE_MESSAGE } from '@church/contracts/absences';
import { todayInChurch } from '@church/contracts/church-time';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { requireActor } from '../../http/access-control';
import { HttpError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { createAbsence, deleteAbsence, listAbsences } from '../../users/absences';

// The caller's own announced absences: a member says when they will be (or were) away, and takes
// it back; another person's absence is a 404 here, as if it did not exist.
export const myAbsenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/absences', {
    config: { access: 'authenticated' },
    schema: { tags: ['absences'], security: bearer, response: { 200: absenceListResponseSchema, ...errorResponses(401) } },
  }, async (request) => ({ data: await listAbsences(app.db, requireActor(request).id, todayInChurch()) }));

  app.post('/absences', {
    config: { access: 'authenticated' },
    schema: { tags: ['absences'], security: bearer, body: absenceRequestSchema, response: { 201: absenceResponseSchema, ...errorResponses(400, 401, 422) } },
  }, async (request, reply) => {
    const { id } = requireActor(request);
    const { from, to, reason } = request.body;
    const data = await createAbsence(app.db, { userId: id, from, to, reason: reason ?? null, recordedBy: id });
    return reply.code(201).send({ data, message: ABSENCE_RECORDED_MESSAGE });
  });

  app.delete('/absences/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['absences'], security: bearer, params: absenceIdParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 404, 422) } },
  }, async (request) => {
    if (!(await deleteAbsence(app.db, requireActor(request).id, request.params.id))) throw new HttpError(404, NO_ABSENCE_MESSAGE);
    return { message: ABSENCE_TAKEN_BACK_MESSAGE };
  });
};
