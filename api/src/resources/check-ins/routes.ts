import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { CHECK_IN_MESSAGES } from '@church/contracts/check-in';
import { checkInPreviewQuerySchema, checkInPreviewResponseSchema, checkInRequestSchema, checkInResponseSchema } from '@church/contracts/check-in-schemas';
import type { OfflineWriteEnvelope } from '@church/contracts/offline-write';
import { ownAttendanceChoices, serviceCategoriesFor } from '@church/contracts/service-categories';
import { checkCode, checkInOccurrenceJson, scanMoment } from '../../check-in/door-code';
import { requireActor } from '../../http/access-control';
import { validationFailed } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { assertCodeSentInTime, recordAttendance, recordedBefore, sendingOf, writeMoment } from '../../attendance/recording';
import { servingAt } from '../../rotas/serving-today';
import { defaultCategory, hasRecordAt, lastCategory } from './queries';

export const checkInsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per account, whatever the address (a congregation shares the church's Wi-Fi), so nobody can
  // try codes until one works. Counted after the access-control hook has found the actor.
  const perAccount = {
    ...rateLimitConfig(app.settings.rateLimits.checkIns),
    hook: 'onRequest' as const,
    keyGenerator: (request: FastifyRequest) => (request.actor ? `user:${request.actor.id}` : request.ip),
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; after: string }) => ({
      statusCode: context.statusCode,
      message: `Too many codes tried in a short while. Please wait ${context.after} and scan the code on the screen again.`,
    }),
  };

  // A code is judged at its scan: now, or the moment the page sent (a check-in kept offline, or a
  // scan made signed out and followed by a sign-in or a registration).
  const codeMoment = (body: OfflineWriteEnvelope) => {
    const now = app.settings.now();
    return scanMoment(writeMoment(body, now), now, app.settings.checkInCodeSeconds);
  };

  // The signed-in person checks themself in with the door's code: 201 with a new record, 200
  // with the one already there (also for a retried send with the same client_ref).
  app.post('', {
    config: { access: 'authenticated', rateLimit: perAccount },
    schema: { tags: ['check-in'], security: bearer, body: checkInRequestSchema, response: { 200: checkInResponseSchema, 201: checkInResponseSchema, ...errorResponses(401, 422, 429) } },
  }, async (request, reply) => {
    const actor = requireActor(request);
    const { code, client_ref: clientRef } = request.body;
    const already = { message: 'You were already checked in for this service.' };
    // A retried send of a check-in already recorded, whose code or scan may have aged since.
    const earlier = await recordedBefore(app.db, actor.id, clientRef);
    if (earlier) return reply.code(200).send({ data: earlier, ...already });
    const check = await checkCode(app.db, code, codeMoment(request.body));
    if (check.status !== 'valid') throw validationFailed({ code: [CHECK_IN_MESSAGES[check.status]] });
    const { occurrence } = check;
    const now = app.settings.now();
    assertCodeSentInTime(request.body, occurrence, now);
    const category = request.body.category ?? defaultCategory(await lastCategory(app.db, actor.id, serviceCategoriesFor(actor.roles)));
    const { record, created } = await recordAttendance(app.db, {
      userId: actor.id, roles: actor.roles, occurrence, category, recorder: { kind: 'self', personId: actor.id }, clientRef,
      sending: sendingOf(request.body, occurrence, now),
    });
    return reply.code(created ? 201 : 200).send(created ? { data: record, message: `You are checked in for ${occurrence.service_name}. Welcome!` } : { data: record, ...already });
  });

  // What the check-in page shows before the tap: the service, the person's choices and the one
  // preselected, and whether they are already checked in.
  app.get('/preview', {
    config: { access: 'authenticated', rateLimit: perAccount },
    schema: { tags: ['check-in'], security: bearer, querystring: checkInPreviewQuerySchema, response: { 200: checkInPreviewResponseSchema, ...errorResponses(401, 422, 429) } },
  }, async (request) => {
    const actor = requireActor(request);
    const check = await checkCode(app.db, request.query.code, codeMoment(request.query));
    if (check.status !== 'valid') throw validationFailed({ code: [CHECK_IN_MESSAGES[check.status]] });
    assertCodeSentInTime(request.query, check.occurrence, app.settings.now());
    const last = await lastCategory(app.db, actor.id, serviceCategoriesFor(actor.roles));
    return {
      occurrence: checkInOccurrenceJson(check.occurrence),
      categories: ownAttendanceChoices(actor.roles),
      last_category: last,
      default_category: defaultCategory(last),
      already_checked_in: await hasRecordAt(app.db, actor.id, check.occurrence),
      serving: (await servingAt(app.db, check.occurrence, actor.id)).map(({ team_name, position_name }) => ({ team_name, position_name })),
    };
  });
};
