import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  absenceListResponseSchema, absenceRequestSchema, absenceResponseSchema, memberAbsenceIdParamsSchema, memberAbsenceParamsSchema,
} from '@church/contracts/absence-schemas';
import { ABSENCE_RECORDED_MESSAGE, ABSENCE_TAKEN_BACK_MESSAGE, absenceJoinedMessage, absenceWritesLimitedMessage, NO_ABSENCE_MESSAGE } from '@church/contracts/absences';
import { todayInChurch } from '@church/contracts/church-time';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { requireActor } from '../../http/access-control';
import { HttpError } from '../../http/errors';
import { assertCanReachUser } from '../../http/record-access';
import { perAccountRateLimit } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { declineBlockedPlaces } from '../../rotas/asking';
import { deleteAbsence, listAbsences, recordAbsence } from '../../users/absences';
import { findPerson } from '../../people/person';

// A member's announced absences as their leader or an admin sees, records and takes them back:
// admins for anyone, leaders for the people they reach (record-access.ts; anyone else is a 403,
// whether or not they exist). Only an active account gets a new one. What is recorded or taken
// back for someone is on the audit trail; a few writes an hour per account.
export const memberAbsenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = perAccountRateLimit(app.settings.rateLimits.absenceWrites, absenceWritesLimitedMessage);
  const personOr404 = async (id: number) => {
    const person = await findPerson(app.db, id);
    if (!person) throw new HttpError(404, 'No member with this id.');
    return person;
  };

  app.get('/:id/absences', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['absences'], security: bearer, params: memberAbsenceParamsSchema, response: { 200: absenceListResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    await assertCanReachUser(app.db, requireActor(request), request.params.id);
    await personOr404(request.params.id);
    return { data: await listAbsences(app.db, request.params.id, todayInChurch()) };
  });

  app.post('/:id/absences', {
    config: { access: ['admin', 'leader'], rateLimit: limited },
    schema: {
      tags: ['absences'], security: bearer, params: memberAbsenceParamsSchema, body: absenceRequestSchema,
      response: { 200: absenceResponseSchema, 201: absenceResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
    },
  }, async (request, reply) => {
    const actor = requireActor(request);
    await assertCanReachUser(app.db, actor, request.params.id);
    const person = await personOr404(request.params.id);
    if (!person.active) throw new HttpError(422, 'This account is deactivated: reactivate it before recording an absence.');
    const { from, to, reason } = request.body;
    const { absence, joined } = await recordAbsence(app.db, { userId: person.id, from, to, reason: reason ?? null, recordedBy: actor.id }, todayInChurch());
    // An absence is a blockout: a rota place already asked or accepted in it is declined, its leaders told.
    await declineBlockedPlaces(app.db, person.id, todayInChurch(), app.settings.now());
    return reply.code(joined ? 200 : 201).send({ data: absence, message: joined ? absenceJoinedMessage(absence) : ABSENCE_RECORDED_MESSAGE });
  });

  app.delete('/:id/absences/:absenceId', {
    config: { access: ['admin', 'leader'], rateLimit: limited },
    schema: { tags: ['absences'], security: bearer, params: memberAbsenceIdParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422, 429) } },
  }, async (request) => {
    const actor = requireActor(request);
    await assertCanReachUser(app.db, actor, request.params.id);
    if (!(await deleteAbsence(app.db, request.params.id, request.params.absenceId, actor.id))) throw new HttpError(404, NO_ABSENCE_MESSAGE);
    return { message: ABSENCE_TAKEN_BACK_MESSAGE };
  });
};
