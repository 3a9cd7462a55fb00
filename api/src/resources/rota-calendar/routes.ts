import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInChurch } from '@church/contracts/church-time';
import { CALENDAR_LINK_UNKNOWN_MESSAGE, calendarFileParamsSchema } from '@church/contracts/teams';
import { HttpError } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import { calendarOf, calendarOwner, calendarPlaces } from '../../rotas/calendar';

// A person's calendar feed of their rota places, read by calendar apps without a sign-in: the
// secret link made by POST /api/me/serving/calendar (docs/decisions/0065-rota-asking-and-answers.md).
export const rotaCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:file', {
    config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
    schema: {
      tags: ['rotas'], params: calendarFileParamsSchema, produces: ['text/calendar'],
      description: 'The calendar (iCalendar) of the places the link’s owner was asked for or accepted, from 4 weeks ago to 13 weeks ahead; an unknown or replaced link is a 404.',
      response: errorResponses(404, 422, 429),
    },
  }, async (request, reply) => {
    const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -'.ics'.length) : '';
    const owner = token === '' ? null : await calendarOwner(app.db, token);
    if (owner === null) throw new HttpError(404, CALENDAR_LINK_UNKNOWN_MESSAGE);
    const now = app.settings.now();
    const places = await calendarPlaces(app.db, owner, todayInChurch(now));
    // The body is the calendar's text, not one of the route's JSON schemas.
    const raw: FastifyReply = reply;
    return raw
      .header('cache-control', 'private, max-age=300')
      .type('text/calendar; charset=utf-8')
      .send(calendarOf(places, now, new URL(app.settings.siteUrl).host));
  });
};
