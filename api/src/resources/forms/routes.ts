import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORM_SUCCESS_MESSAGES, FORM_TYPES, formCreatedResponseSchema, formListQuerySchema, formListResponseSchema, formRequestSchemas,
} from '@church/contracts/forms';
import { paginate } from '../../db/sql-helpers';
import { rateLimitConfig } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { insertFormMessage, listFormMessages } from './queries';

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route per kind, so each has its own schema (and OpenAPI entry); any other kind is a 404.
  for (const type of FORM_TYPES) {
    app.post(`/forms/${type}`, {
      config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
      schema: { tags: ['forms'], body: formRequestSchemas[type], response: { 201: formCreatedResponseSchema, ...errorResponses(400, 413, 422, 429) } },
    }, async (request, reply) => {
      // A signed-in sender is linked to the message; anyone may send one.
      const row = await insertFormMessage(app.db, type, request.body, request.actor?.id ?? null);
      return reply.code(201).send({ data: { id: row.id, type, created_at: row.createdAt.toISOString() }, message: FORM_SUCCESS_MESSAGES[type] });
    });
  }

  app.get('/forms', {
    config: { access: ['admin'] },
    schema: { tags: ['forms'], security: bearer, querystring: formListQuerySchema, response: { 200: formListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const page = paginate(request.query);
    const { rows, total } = await listFormMessages(app.db, { type: request.query.type }, page);
    return page.envelope(rows, total);
  });
};
