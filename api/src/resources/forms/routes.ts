import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@church/contracts/envelope';
import {
  FORM_SUCCESS_MESSAGES, FORM_TYPES, formCreatedResponseSchema, formDetailsResponseSchema, formListQuerySchema, formListResponseSchema, formMessageSchema,
  formParamsSchema, formRequestSchemas, NO_EMAIL_TO_REPLY_MESSAGE, replyRequestSchema, replyResponseSchema, replySentMessage, updateFormSchema,
} from '@church/contracts/forms';
import { paginate } from '../../db/sql-helpers';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { findFormMessage, formDetails, insertFormMessage, listFormMessages, saveReply, updateFormMessage } from './queries';
import { unreadCounts } from '../../forms/unread';
import { replyMail } from './reply-mail';

// The public forms and the admins' inbox (docs/decisions/0010-events-and-forms-inbox.md).
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route per kind, so each has its own schema (and OpenAPI entry); any other kind is a 404.
  for (const type of FORM_TYPES) {
    app.post(`/${type}`, {
      config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
      schema: { tags: ['forms'], body: formRequestSchemas[type], response: { 201: formCreatedResponseSchema, ...errorResponses(400, 413, 422, 429) } },
    }, async (request, reply) => {
      // A signed-in sender is linked to the message (never an anonymous prayer request's).
      const row = await insertFormMessage(app.db, type, request.body, request.actor?.id ?? null);
      return reply.code(201).send({ data: { id: row.id, type, created_at: row.createdAt.toISOString() }, message: FORM_SUCCESS_MESSAGES[type] });
    });
  }

  const messageOr404 = async (id: number) => {
    const message = await findFormMessage(app.db, id);
    if (!message) throw new HttpError(404, 'No message with this id.');
    return message;
  };

  app.get('', {
    config: { access: ['admin'] },
    schema: { tags: ['forms'], security: bearer, querystring: formListQuerySchema, response: { 200: formListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const page = paginate(request.query);
    const { type, status, consent } = request.query;
    const [{ rows, total }, unread] = await Promise.all([listFormMessages(app.db, { type, status, consent }, page), unreadCounts(app.db)]);
    return { ...page.envelope(rows, total), unread };
  });

  app.get('/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['forms'], security: bearer, params: formParamsSchema, response: { 200: formDetailsResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const details = await formDetails(app.db, request.params.id);
    if (!details) throw new HttpError(404, 'No message with this id.');
    return { data: details };
  });

  app.patch('/:id', {
    config: { access: ['admin'] },
    schema: {
      tags: ['forms'], security: bearer, params: formParamsSchema, body: updateFormSchema,
      response: { 200: dataEnvelope(formMessageSchema), ...errorResponses(400, 401, 403, 404, 422) },
    },
  }, async (request) => {
    if (!(await updateFormMessage(app.db, request.params.id, request.body))) throw new HttpError(404, 'No message with this id.');
    const { read, archived } = request.body;
    const said = archived === true ? 'archived' : archived === false ? 'restored to the inbox' : read ? 'marked as read' : 'marked as unread';
    return { data: await messageOr404(request.params.id), message: `The message has been ${said}.` };
  });

  // Kept and queued for mail in one transaction: a reply in the history is one that goes out.
  app.post('/:id/replies', {
    config: { access: ['admin'] },
    schema: {
      tags: ['forms'], security: bearer, params: formParamsSchema, body: replyRequestSchema,
      response: { 201: replyResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
    },
  }, async (request, reply) => {
    const actor = requireActor(request);
    const original = await messageOr404(request.params.id);
    if (!original.email) throw validationFailed({ message: [NO_EMAIL_TO_REPLY_MESSAGE] });
    const email = original.email;
    const mail = replyMail({ ...original, email }, request.body.message, actor.user.full_name);
    await saveReply(app.db, { formMessageId: original.id, authorId: actor.id, message: request.body.message, sentTo: email }, mail);
    await app.kickMail();
    const details = await formDetails(app.db, original.id);
    return reply.code(201).send({ data: details!.replies[details!.replies.length - 1], message: replySentMessage(email) });
  });
};
