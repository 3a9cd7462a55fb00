import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkInCodeResponseSchema } from '@church/contracts/check-in-schemas';
import { currentCode } from '../../check-in/door-code';
import { HttpError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';

export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  // The code the door's display shows now (a QR code of `url` and the typed code), for the
  // occurrence open now; the display asks again at `expires_at`. An admin's display or a paired
  // welcome-team station shows it.
  app.get('/code', {
    config: { access: ['admin', 'station'] },
    schema: { tags: ['check-in'], security: [...bearer, { stationAuth: [] }], response: { 200: checkInCodeResponseSchema, ...errorResponses(401, 403, 404) } },
  }, async () => {
    const code = await currentCode(app.db, app.settings.siteUrl, app.settings.now(), app.settings.checkInCodeSeconds);
    if (!code) throw new HttpError(404, 'No service is open for check-in now: the code appears an hour before a service starts.');
    return code;
  });
};
