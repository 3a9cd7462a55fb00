import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInChurch } from '@church/contracts/church-time';
import { ROTA_LINK_EXPIRED_MESSAGE, ROTA_LINK_UNKNOWN_MESSAGE, ROTA_LINK_USED_MESSAGE, rotaAnswerSchema, servingPlaceResponseSchema, SWAP_NO_LONGER_FREE_MESSAGE } from '@church/contracts/teams';
import { HttpError } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import { previewAnswer } from '../../rotas/answer-links';
import { answerMessage, answerPlace } from '../../rotas/asking';

// A rota mail's answer link, without a sign-in (docs/decisions/0065-rota-asking-and-answers.md,
// 0067-rota-pages.md): the public page at /rota/answer?token=…&answer=… reads the place by the
// preview, and posts the answer only when the person presses a button. A swap's link (someone asks
// the reader to take their place) answers the same way.
const refusals = {
  unknown: [404, ROTA_LINK_UNKNOWN_MESSAGE], used: [409, ROTA_LINK_USED_MESSAGE], declined: [409, ROTA_LINK_USED_MESSAGE], past: [410, ROTA_LINK_EXPIRED_MESSAGE],
  unfree: [409, SWAP_NO_LONGER_FREE_MESSAGE],
} as const;
const refuse = (refusal: keyof typeof refusals) => {
  const [status, message] = refusals[refusal];
  return new HttpError(status, message);
};

export const rotaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/answers/preview', {
    config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
    schema: {
      tags: ['rotas'],
      description: 'The rota place an answer link is for (team, position, service, day, start), without using the link; a used, unknown or past link is refused as the answer would be.',
      body: rotaAnswerSchema.pick({ token: true }),
      response: { 200: servingPlaceResponseSchema, ...errorResponses(400, 404, 409, 410, 422, 429) },
    },
  }, async (request) => {
    const shown = await previewAnswer(app.db, request.body.token, todayInChurch(app.settings.now()));
    if (typeof shown === 'string') throw refuse(shown);
    return { data: shown };
  });

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
    if (typeof answered === 'string') throw refuse(answered);
    // A decline tells the team's leaders now; a swap's answer tells the one who asked (and a yes, the leaders).
    if (answered.state === 'declined' || answered.swap) await app.kickMail();
    return { data: answered, message: answerMessage(answered) };
  });
};
