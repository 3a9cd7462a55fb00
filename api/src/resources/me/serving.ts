import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInChurch } from '@church/contracts/church-time';
import {
  calendarLinkResponseSchema, NO_SERVING_PLACE_MESSAGE, ROTA_ALREADY_DECLINED_MESSAGE, ROTA_LINK_EXPIRED_MESSAGE, servingAnswerSchema, servingListResponseSchema, servingParamsSchema,
  servingPlaceResponseSchema,
} from '@church/contracts/teams';
import { requireActor } from '../../http/access-control';
import { HttpError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { answerMessage, answerPlace, myServing } from '../../rotas/asking';
import { newCalendarToken } from '../../rotas/calendar';

// The caller's own places on rotas ("You serve on Sunday: Sound desk") and their answers; a place
// of someone else is a 404 here, as if it did not exist.
export const myServingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/serving', {
    config: { access: 'authenticated' },
    schema: { tags: ['rotas'], security: bearer, description: 'The places the caller was asked for, from today on (13 weeks), with their answer.', response: { 200: servingListResponseSchema, ...errorResponses(401) } },
  }, async (request) => ({ data: await myServing(app.db, requireActor(request).id, todayInChurch(app.settings.now())) }));

  app.put('/serving/:placeId', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['rotas'], security: bearer, params: servingParamsSchema, body: servingAnswerSchema,
      description: 'Accepts or declines one of the caller’s places (an accepted place may still be declined); a decline tells the team’s leaders.',
      response: { 200: servingPlaceResponseSchema, ...errorResponses(401, 404, 409, 410, 422) },
    },
  }, async (request) => {
    const now = app.settings.now();
    const answered = await answerPlace(app.db, { placeId: request.params.placeId, userId: requireActor(request).id }, request.body.answer, todayInChurch(now), now);
    if (answered === 'unknown' || answered === 'used') throw new HttpError(404, NO_SERVING_PLACE_MESSAGE);
    if (answered === 'declined') throw new HttpError(409, ROTA_ALREADY_DECLINED_MESSAGE);
    if (answered === 'past') throw new HttpError(410, ROTA_LINK_EXPIRED_MESSAGE);
    // A decline tells the team's leaders now.
    if (answered.state === 'declined') await app.kickMail();
    return { data: answered, message: answerMessage(answered) };
  });

  app.post('/serving/calendar', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['rotas'], security: bearer,
      description: 'A new secret link to the caller’s calendar feed (iCalendar) of the places they were asked for or accepted; the previous link stops working.',
      response: { 200: calendarLinkResponseSchema, ...errorResponses(401) },
    },
  }, async (request) => {
    const token = await newCalendarToken(app.db, requireActor(request).id, app.settings.now());
    // The site serves the API under /api (the registry's apiBaseUrl).
    return { data: { url: `${app.settings.siteUrl}/api/rota/calendar/${token}.ics` }, message: 'Your calendar link is ready; add it to your calendar app as a subscription. Any older link no longer works.' };
  });
};
