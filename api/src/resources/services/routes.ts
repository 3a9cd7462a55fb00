import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancellationParamsSchema, cancellationRequestSchema, cancellationResponseSchema, occurrenceListResponseSchema, occurrencesQuerySchema,
  scheduleListResponseSchema, scheduleServiceResponseSchema, serviceCreateSchema, serviceUpdateSchema,
} from '@church/contracts/attendance';
import { todayInChurch } from '@church/contracts/church-time';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { idParamsSchema } from '@church/contracts/members';
import { serviceListResponseSchema } from '@church/contracts/services';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { cancelOccurrence, createService, listActiveServices, listAllServices, restoreOccurrence, updateService } from '../../schedule/services';
import { findOccurrence, occurrencesIn, toOccurrenceJson } from '../../schedule/occurrences';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the welcome page and the first-timer form show the schedule to visitors.
  app.get('', {
    config: { access: 'public' },
    schema: { tags: ['services'], response: { 200: serviceListResponseSchema } },
  }, async () => ({ data: await listActiveServices(app.db) }));

  // Every service a person may mark or miss between two days, in the church's zone.
  app.get('/occurrences', {
    config: { access: 'authenticated' },
    schema: { tags: ['services'], security: bearer, querystring: occurrencesQuerySchema, response: { 200: occurrenceListResponseSchema, ...errorResponses(401, 422) } },
  }, async (request) => {
    const now = new Date();
    const list = await occurrencesIn(app.db, request.query.from, request.query.to);
    return { data: list.map((o) => toOccurrenceJson(o, now)) };
  });

  app.get('/schedule', {
    config: { access: ['admin'] },
    schema: { tags: ['services'], security: bearer, response: { 200: scheduleListResponseSchema, ...errorResponses(401, 403) } },
  }, async () => ({ data: await listAllServices(app.db) }));

  app.post('', {
    config: { access: ['admin'] },
    schema: { tags: ['services'], security: bearer, body: serviceCreateSchema, response: { 201: scheduleServiceResponseSchema, ...errorResponses(400, 401, 403, 422) } },
  }, async (request, reply) => {
    const data = await createService(app.db, request.body, todayInChurch(), requireActor(request).id);
    return reply.code(201).send({ data, message: 'The service has been added to the schedule.' });
  });

  app.patch('/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['services'], security: bearer, params: idParamsSchema, body: serviceUpdateSchema, response: { 200: scheduleServiceResponseSchema, ...errorResponses(400, 401, 403, 404, 422) } },
  }, async (request) => {
    const result = await updateService(app.db, request.params.id, request.body, todayInChurch(), requireActor(request).id);
    if (!result) throw new HttpError(404, 'No service with this id.');
    if ('errors' in result) throw validationFailed(result.errors);
    return { data: result, message: 'The service has been updated.' };
  });

  app.post('/:id/cancellations', {
    config: { access: ['admin'] },
    schema: { tags: ['services'], security: bearer, params: idParamsSchema, body: cancellationRequestSchema, response: { 201: cancellationResponseSchema, ...errorResponses(400, 401, 403, 404, 422) } },
  }, async (request, reply) => {
    const { id } = request.params;
    const occurrence = await findOccurrence(app.db, id, request.body.date);
    if (!occurrence) throw validationFailed({ date: ['The service is not held on this day'] });
    const data = await cancelOccurrence(app.db, id, request.body.date, request.body.reason, requireActor(request).id);
    return reply.code(201).send({ data, message: 'The service is cancelled on that day.' });
  });

  app.delete('/:id/cancellations/:date', {
    config: { access: ['admin'] },
    schema: { tags: ['services'], security: bearer, params: cancellationParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    if (!(await restoreOccurrence(app.db, request.params.id, request.params.date, requireActor(request).id))) throw new HttpError(404, 'That service was not cancelled on that day.');
    return { message: 'The service is held on that day again.' };
  });
};
