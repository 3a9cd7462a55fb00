import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkInCodeQuerySchema, checkInCodeResponseSchema } from '@church/contracts/check-in-schemas';
import { currentCode } from '../../check-in/door-code';
import { HttpError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';

const NONE_OPEN = 'No service is open for check-in now: the code appears an hour before a service starts.';
const CHOSEN_NOT_OPEN = 'This service is not open for check-in now: its code appears an hour before it starts and until three hours after.';

export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  // The code the door's display shows now (a QR code of `url` and the typed code), for the
  // occurrence open now, or for `service_id` when the screen chose one (services at the same time
  // in two rooms); `open` lists the choice. The display asks again at `expires_at`. An admin's
  // display or a paired welcome-team station shows it.
  app.get('/code', {
    config: { access: ['admin', 'station'] },
    schema: {
      tags: ['check-in'],
      security: [...bearer, { stationAuth: [] }],
      querystring: checkInCodeQuerySchema,
      response: { 200: checkInCodeResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    const serviceId = request.query.service_id;
    const code = await currentCode(app.db, app.settings.siteUrl, app.settings.now(), app.settings.checkInCodeSeconds, serviceId);
    if (code) return code;
    throw new HttpError(404, serviceId === undefined ? NONE_OPEN : CHOSEN_NOT_OPEN);
  });
};
