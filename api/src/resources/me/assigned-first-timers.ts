import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInChurch } from '@church/contracts/church-time';
import { assignedFirstTimersResponseSchema } from '@church/contracts/first-timers';
import { requireActor } from '../../http/access-control';
import { bearer, errorResponses } from '../../http/schemas';
import { assignedTo } from '../../follow-ups/follow-ups';

// The first-timers the caller follows up.
export const myAssignedFirstTimerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/assigned-first-timers', {
    config: { access: 'authenticated' },
    schema: { tags: ['first-timers'], security: bearer, response: { 200: assignedFirstTimersResponseSchema, ...errorResponses(401) } },
  }, async (request) => ({
    data: await assignedTo(app.db, requireActor(request).id, { today: todayInChurch(), overdueDays: app.settings.followUpOverdueDays }),
  }));
};
