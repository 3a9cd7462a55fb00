import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { idParamsSchema } from '@church/contracts/members';
import {
  stationCreatedResponseSchema, stationCreateSchema, stationListResponseSchema, stationPairedResponseSchema, stationPairSchema,
} from '@church/contracts/stations';
import { pairStation } from '../../auth/stations';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { createStation, listStations, revokeStation } from './queries';

export const PAIRING_CODE_REFUSED = 'This pairing code is not valid: it may have been used or have expired. Ask an admin for a new one.';

// Welcome-team stations: an admin makes one (a one-time pairing code), lists and revokes them;
// the tablet pairs with the code, with no one signed in on it.
export const stationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('', {
    config: { access: ['admin'] },
    schema: { tags: ['stations'], security: bearer, body: stationCreateSchema, response: { 201: stationCreatedResponseSchema, ...errorResponses(400, 401, 403, 422) } },
  }, async (request, reply) => {
    const actor = requireActor(request);
    const data = await createStation(app.db, request.body.name, actor.id, app.settings.now());
    return reply.code(201).send({ data, message: 'Type this code on the tablet within 15 minutes to pair it.' });
  });

  app.get('', {
    config: { access: ['admin'] },
    schema: { tags: ['stations'], security: bearer, response: { 200: stationListResponseSchema, ...errorResponses(401, 403) } },
  }, async () => ({ data: await listStations(app.db) }));

  app.delete('/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['stations'], security: bearer, params: idParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    if (!(await revokeStation(app.db, request.params.id, requireActor(request).id, app.settings.now()))) throw new HttpError(404, 'No station with this id.');
    return { message: 'The station is revoked: it can no longer check anyone in.' };
  });

  // Rate-limited per address like the public forms: a code is about 39 bits and works once, for
  // 15 minutes, so guessing one at 120 a minute is hopeless.
  app.post('/pair', {
    config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
    schema: { tags: ['stations'], body: stationPairSchema, response: { 200: stationPairedResponseSchema, ...errorResponses(400, 422, 429) } },
  }, async (request) => {
    const paired = await pairStation(app.db, request.body.pairing_code, app.settings.now());
    if (!paired) throw validationFailed({ pairing_code: [PAIRING_CODE_REFUSED] });
    return { data: paired, message: `This tablet is now the station "${paired.station.name}".` };
  });
};
