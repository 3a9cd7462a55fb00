import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInChurch } from '@church/contracts/church-time';
import { ROTA_LINK_EXPIRED_MESSAGE, ROTA_LINK_UNKNOWN_MESSAGE, ROTA_LINK_USED_MESSAGE, rotaAnswerSchema, servingPlaceResponseSchema } from '@church/contracts/teams';
import { HttpError } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import { answerMessage, answerPlace } from '../../rotas/asking';

// A rota mail's answer link, without a sign-in (docs/decisions/0065-rota-asking-and-answers.md):
// the public page at /rota/answer?token=…&answer=… posts here once it has loaded.
export const rotaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/answers', {
    config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
    schema: {
      tags: ['rotas'],
      description: 'Accepts or declines the one rota place the link was made for, once; a used, unknown or past link is refused with a sentence.',
      body: rotaAnswerSchema,
      response: { 200: servingPlaceResponseSchema, ...errorResponses(400, 404, 409, 410, 422, 429) },
    },
  }, async (request) => {
    const now = app.settings.now();
    const answered = await answerPlace(app.db, { token: request.body.token }, request.body.answer, todayInChurch(now), now);
    if (answered === 'unknown') throw new HttpError(404, ROTA_LINK_UNKNOWN_MESSAGE);
    if (answered === 'used' || answered === 'declined') throw new HttpError(409, ROTA_LINK_USED_MESSAGE);
    if (answered === 'past') throw new HttpError(410, ROTA_LINK_EXPIRED_MESSAGE);
    return { data: answered, message: answerMessage(answered) };
  });
};
