import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInChurch } from '@church/contracts/church-time';
import {
  calendarLinkResponseSchema, NO_SERVING_PLACE_MESSAGE, replacementsResponseSchema, ROTA_ALREADY_DECLINED_MESSAGE, ROTA_LINK_EXPIRED_MESSAGE, servingAnswerSchema,
  servingListResponseSchema, servingParamsSchema, servingPlaceResponseSchema, SWAP_NO_LONGER_FREE_MESSAGE, SWAP_NOT_ACCEPTED_MESSAGE, SWAP_NOT_CANDIDATE_MESSAGE,
  SWAP_OPEN_MESSAGE, swapRequestSchema,
} from '@church/contracts/teams';
import { requireActor } from '../../http/access-control';
import { HttpError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { answerMessage, answerPlace, myServing } from '../../rotas/asking';
import { newCalendarToken } from '../../rotas/calendar';
import { proposeSwap, replacementsFor } from '../../rotas/swaps';

// The caller's own places on rotas ("You serve on Sunday: Sound desk"), their answers, and swaps
// (asking someone of the team to take an accepted place); a place of someone else is a 404 here,
// as if it did not exist, unless its person asks the caller to take it.

/** Why a place cannot be handed on, as an HTTP answer. */
const swapRefusals = {
  unknown: [404, NO_SERVING_PLACE_MESSAGE], past: [410, ROTA_LINK_EXPIRED_MESSAGE], not_accepted: [409, SWAP_NOT_ACCEPTED_MESSAGE], open: [409, SWAP_OPEN_MESSAGE],
} as const;
const refuseSwap = (refusal: keyof typeof swapRefusals) => new HttpError(swapRefusals[refusal][0], swapRefusals[refusal][1]);

export const myServingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/serving', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['rotas'], security: bearer,
      description: 'The places the caller was asked for, from today on (13 weeks), with their answer and any swap they offered, and the places others ask them to take.',
      response: { 200: servingListResponseSchema, ...errorResponses(401) },
    },
  }, async (request) => ({ data: await myServing(app.db, requireActor(request).id, todayInChurch(app.settings.now())) }));

  app.put('/serving/:placeId', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['rotas'], security: bearer, params: servingParamsSchema, body: servingAnswerSchema,
      description: 'Accepts or declines one of the caller’s places (an accepted place may still be declined; a decline tells the team’s leaders), or a place someone asks the caller to take.',
      response: { 200: servingPlaceResponseSchema, ...errorResponses(401, 404, 409, 410, 422) },
    },
  }, async (request) => {
    const now = app.settings.now();
    const answered = await answerPlace(app.db, { placeId: request.params.placeId, userId: requireActor(request).id }, request.body.answer, todayInChurch(now), now);
    if (answered === 'unknown' || answered === 'used') throw new HttpError(404, NO_SERVING_PLACE_MESSAGE);
    if (answered === 'declined') throw new HttpError(409, ROTA_ALREADY_DECLINED_MESSAGE);
    if (answered === 'unfree') throw new HttpError(409, SWAP_NO_LONGER_FREE_MESSAGE);
    if (answered === 'past') throw new HttpError(410, ROTA_LINK_EXPIRED_MESSAGE);
    // A decline tells the team's leaders now; a swap's answer tells the one who asked (and a yes, the leaders).
    if (answered.state === 'declined' || answered.swap) await app.kickMail();
    return { data: answered, message: answerMessage(answered) };
  });

  app.get('/serving/:placeId/replacements', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['rotas'], security: bearer, params: servingParamsSchema,
      description: 'Who of the team could take the caller’s accepted place, best first, as stand-ins are ranked (same position, not blocked out, not serving at that time).',
      response: { 200: replacementsResponseSchema, ...errorResponses(401, 404, 409, 410) },
    },
  }, async (request) => {
    const found = await replacementsFor(app.db, requireActor(request).id, request.params.placeId, todayInChurch(app.settings.now()));
    if (typeof found === 'string') throw refuseSwap(found);
    return { data: found };
  });

  app.post('/serving/:placeId/swap', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['rotas'], security: bearer, params: servingParamsSchema, body: swapRequestSchema,
      description: 'Asks one of the place’s replacements to take the caller’s accepted place (the bell, and a mail with Accept / Decline links); the caller keeps it until they accept. One open request per place.',
      response: { 200: servingPlaceResponseSchema, ...errorResponses(401, 404, 409, 410, 422) },
    },
  }, async (request) => {
    const proposed = await proposeSwap(app.db, requireActor(request).id, request.params.placeId, request.body.person_id, todayInChurch(app.settings.now()));
    if (proposed === 'not_candidate') throw new HttpError(422, SWAP_NOT_CANDIDATE_MESSAGE, { person_id: [SWAP_NOT_CANDIDATE_MESSAGE] });
    if (typeof proposed === 'string') throw refuseSwap(proposed);
    // The one asked gets their mail with its links now.
    await app.kickMail();
    return { data: proposed, message: `${proposed.swap!.full_name} is asked to take your place; you still serve until they accept.` };
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
