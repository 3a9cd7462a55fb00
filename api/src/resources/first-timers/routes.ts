import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInChurch } from '@church/contracts/church-time';
import {
  FIRST_TIMER_ALREADY_REGISTERED_MESSAGE, FIRST_TIMER_WELCOME_MESSAGE, firstTimerListQuerySchema, firstTimerListResponseSchema,
  firstTimerRegistrationResponseSchema, firstTimerRequestSchema,
} from '@church/contracts/first-timers';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/sql-helpers';
import { validationFailed } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { serviceExists } from '../services/queries';
import { listFirstTimers, registerVisit } from './queries';

export const firstTimerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/first-timers', {
    config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
    schema: {
      tags: ['first-timers'],
      body: firstTimerRequestSchema,
      response: { 200: firstTimerRegistrationResponseSchema, 201: firstTimerRegistrationResponseSchema, ...errorResponses(400, 413, 422, 429) },
    },
  }, async (request, reply) => {
    const body = request.body;
    // A visit is registered on the day or afterwards, never ahead of the church's today.
    if (body.visit_date > todayInChurch()) throw validationFailed({ visit_date: ['Date of visit cannot be in the future'] });
    if (body.service_id != null && !(await serviceExists(app.db, body.service_id))) {
      throw validationFailed({ service_id: ['Service must be chosen from the list'] });
    }
    let already: boolean;
    try {
      already = await registerVisit(app.db, body);
    } catch (err) {
      // Two first registrations of one phone at the same moment: the loser sees the winner's row.
      if (!isUniqueViolation(err)) throw err;
      already = await registerVisit(app.db, body);
    }
    if (already) return reply.code(200).send({ data: { already_registered: true }, message: FIRST_TIMER_ALREADY_REGISTERED_MESSAGE });
    return reply.code(201).send({ data: { already_registered: false }, message: FIRST_TIMER_WELCOME_MESSAGE });
  });

  app.get('/first-timers', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, querystring: firstTimerListQuerySchema, response: { 200: firstTimerListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const page = paginate(request.query);
    const { rows, total } = await listFirstTimers(app.db, { search: request.query.search }, page);
    return page.envelope(rows, total);
  });
};
