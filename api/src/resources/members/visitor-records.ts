import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInChurch } from '@church/contracts/church-time';
import { memberFirstTimerRecordsResponseSchema } from '@church/contracts/first-timers';
import { idParamsSchema } from '@church/contracts/members';
import { HttpError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { loadUser } from '../../users/present';
import { firstTimerDetails } from '../../follow-ups/follow-ups';
import { visitorIdsOfMember } from '../../follow-ups/member-links';

// A member who first came as a visitor: their visits, follow-up and feedback, for admins only (a
// visitor's record holds a prayer request and the follow-up team's notes, and anyone could
// register with a visitor's email or phone).
export const memberVisitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id/first-timer-records', {
    config: { access: ['admin'] },
    schema: {
      tags: ['members'], security: bearer, params: idParamsSchema,
      description: 'The visitor records linked to the member (at registration, when an admin created the account, or by hand), oldest first.',
      response: { 200: memberFirstTimerRecordsResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    if (!(await loadUser(app.db, request.params.id))) throw new HttpError(404, 'No member with this id.');
    const settings = { today: todayInChurch(), overdueDays: app.settings.followUpOverdueDays };
    const ids = await visitorIdsOfMember(app.db, request.params.id);
    const records = await Promise.all(ids.map((id) => firstTimerDetails(app.db, id, settings, true)));
    return { data: records.filter((record) => record !== null) };
  });
};
