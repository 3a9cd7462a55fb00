import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { churchConfig } from '@church/contracts/church-config';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import {
  createEventSchema, END_BEFORE_START_MESSAGE, eventListQuerySchema, eventListResponseSchema, eventParamsSchema, eventResponseSchema, updateEventSchema,
} from '@church/contracts/events';
import { paginate } from '../../db/sql-helpers';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { assertUnitsExist } from '../../rosters/roster';
import { eventIcs } from './ics';
import { createEvent, deleteEvent, findEvent, listEvents, updateEvent } from './queries';

// Church events (docs/decisions/0010-events-and-forms-inbox.md): everyone signed in reads them;
// admins create, edit and delete them.
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const eventOr404 = async (id: number) => {
    const event = await findEvent(app.db, id);
    if (!event) throw new HttpError(404, 'No event with this id.');
    return event;
  };

  app.get('', {
    config: { access: 'authenticated' },
    schema: { tags: ['events'], security: bearer, querystring: eventListQuerySchema, response: { 200: eventListResponseSchema, ...errorResponses(401, 422) } },
  }, async (request) => {
    const page = paginate(request.query);
    const { rows, total } = await listEvents(app.db, request.query.when, page);
    return page.envelope(rows, total);
  });

  app.get('/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['events'], security: bearer, params: eventParamsSchema, response: { 200: eventResponseSchema, ...errorResponses(401, 404, 422) } },
  }, async (request) => ({ data: await eventOr404(request.params.id) }));

  app.get('/:id/calendar.ics', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['events'], security: bearer, params: eventParamsSchema,
      description: 'The event as an iCalendar attachment, for "Add to calendar".',
      response: { 200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } }, ...errorResponses(401, 404, 422) },
    },
  }, async (request, reply) => {
    const event = await eventOr404(request.params.id);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
      .send(eventIcs(event, { siteUrl: app.settings.siteUrl, churchName: churchConfig.name }));
  });

  app.post('', {
    config: { access: ['admin'] },
    schema: { tags: ['events'], security: bearer, body: createEventSchema, response: { 201: eventResponseSchema, ...errorResponses(400, 401, 403, 422) } },
  }, async (request, reply) => {
    if (request.body.unit_ids) await assertUnitsExist(app.db, request.body.unit_ids);
    const id = await createEvent(app.db, request.body, requireActor(request).id);
    const event = await eventOr404(id);
    return reply.code(201).send({ data: event, message: `${event.title} was added to the events.` });
  });

  app.patch('/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['events'], security: bearer, params: eventParamsSchema, body: updateEventSchema, response: { 200: eventResponseSchema, ...errorResponses(400, 401, 403, 404, 422) } },
  }, async (request) => {
    const before = await eventOr404(request.params.id);
    // The end is checked against the start it will have (sent, or kept).
    const startsAt = request.body.starts_at ?? before.starts_at;
    const endsAt = request.body.ends_at === undefined ? before.ends_at : request.body.ends_at;
    if (endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) throw validationFailed({ ends_at: [END_BEFORE_START_MESSAGE] });
    if (request.body.unit_ids) await assertUnitsExist(app.db, request.body.unit_ids);
    if (!(await updateEvent(app.db, before.id, request.body))) throw new HttpError(404, 'No event with this id.');
    const event = await eventOr404(before.id);
    return { data: event, message: `${event.title} was saved.` };
  });

  app.delete('/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['events'], security: bearer, params: eventParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const event = await eventOr404(request.params.id);
    await deleteEvent(app.db, event.id);
    return { message: `${event.title} was deleted.` };
  });
};
