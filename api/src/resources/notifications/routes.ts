import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadResponseSchema, markNotificationsReadSchema, notificationListQuerySchema, notificationListResponseSchema,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE, unsubscribeBodySchema, unsubscribeQuerySchema, unsubscribeResponseSchema,
} from '@church/contracts/notification-schemas';
import { paginate } from '../../db/sql-helpers';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { unsubscribe } from '../../notifications/unsubscribe';
import { listNotifications, markRead, unreadCount } from './queries';

// The notification centre (docs/decisions/0023-notifications-and-jobs.md): each person reads and
// marks only their own; a mail's unsubscribe link works without a sign-in.
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', {
    config: { access: 'authenticated' },
    schema: { tags: ['notifications'], security: bearer, querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema, ...errorResponses(401, 422) } },
  }, async (request) => {
    const page = paginate(request.query);
    const { rows, total, unread } = await listNotifications(app.db, requireActor(request).id, page);
    return { ...page.envelope(rows, total), unread };
  });

  app.post('/read', {
    config: { access: 'authenticated' },
    schema: { tags: ['notifications'], security: bearer, body: markNotificationsReadSchema, response: { 200: markNotificationsReadResponseSchema, ...errorResponses(400, 401, 422) } },
  }, async (request) => {
    const { id } = requireActor(request);
    const changed = await markRead(app.db, id, request.body, app.settings.now());
    const unread = await unreadCount(app.db, id);
    return { data: { unread }, message: changed === 1 ? '1 notification marked read.' : `${changed} notifications marked read.` };
  });

  await app.register(unsubscribeRoute);
};

// Its own scope: the mail program's one-click POST (RFC 8058) sends an HTML form body, which
// no other route accepts.
const unsubscribeRoute: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post('/unsubscribe', {
    config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
    schema: {
      tags: ['notifications'],
      description: 'Turns one kind of mail off for the person the link was made for, once. The token comes as JSON `{ token }`, or as `?token=` with the form body `List-Unsubscribe=One-Click`.',
      querystring: unsubscribeQuerySchema,
      body: unsubscribeBodySchema,
      response: { 200: unsubscribeResponseSchema, ...errorResponses(400, 404, 422, 429) },
    },
  }, async (request) => {
    const token = request.body?.token ?? request.query.token;
    if (!token) throw validationFailed({ token: ['The link has no token'] });
    const off = await unsubscribe(app.db, token, app.settings.now());
    if (!off) throw new HttpError(404, UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    return { ...off, message: `You will no longer get mail for “${off.label}”.` };
  });
};
