import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceSignedOutMessage, describeUserAgent, otherSessionsEndedMessage, sessionListResponseSchema, sessionParamsSchema } from '@church/contracts/auth';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { listSessions, revokeDeviceSessions, revokeOtherSessions } from '../../auth/sessions';
import { requireActor } from '../../http/access-control';
import { assertOwnOtherSession } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import { devicesOf } from './queries';

// The devices the caller is signed in on: the list, signing out one, and signing out all but this one.
export const mySessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sessions', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, response: { 200: sessionListResponseSchema, ...errorResponses(401) } },
  }, async (request) => {
    const { id, sessionId } = requireActor(request);
    return { data: devicesOf(await listSessions(app.db, id), sessionId) };
  });

  app.delete('/sessions', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, description: 'Signs out every other device (this one stays).', response: { 200: messageEnvelopeSchema, ...errorResponses(401) } },
  }, async (request) => {
    const { id, sessionId } = requireActor(request);
    return { message: otherSessionsEndedMessage(await revokeOtherSessions(app.db, id, sessionId)) };
  });

  // One row of the list is one device, so signing it out ends every session it holds.
  app.delete('/sessions/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['me'], security: bearer, params: sessionParamsSchema,
      description: 'Signs out one of the caller’s other devices: every live session with the same browser as this one. 404 for a session that is not theirs.',
      response: { 200: messageEnvelopeSchema, ...errorResponses(401, 404, 422) },
    },
  }, async (request) => {
    const actor = requireActor(request);
    const { userAgent } = await assertOwnOtherSession(app.db, actor, request.params.id);
    await revokeDeviceSessions(app.db, actor.id, userAgent, actor.sessionId);
    return { message: deviceSignedOutMessage(describeUserAgent(userAgent)) };
  });
};
