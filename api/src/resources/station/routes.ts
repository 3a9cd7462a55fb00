import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTENDED_CATEGORY } from '@church/contracts/service-categories';
import {
  stationCheckInResponseSchema, stationCheckInSchema, stationFirstTimerResponseSchema, stationFirstTimerSchema, stationHeadcountRequestSchema,
  stationHeadcountResponseSchema, stationOccurrenceResponseSchema, stationPeopleQuerySchema, stationPeopleResponseSchema, stationRosterResponseSchema,
  stationCheckInParamsSchema, stationServiceQuerySchema, stationUndoResponseSchema, STATION_UNDO_GRACE_SECONDS, STATION_UNDO_SECONDS,
} from '@church/contracts/stations';
import { madeAtOf } from '@church/contracts/offline-write';
import { checkInOccurrenceJson, occurrencesOpenAt } from '../../check-in/door-code';
import { isUniqueViolation } from '../../db/errors';
import { requireStation } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import { loadUser } from '../../users/present';
import { chosenOccurrence, NO_OPEN_OCCURRENCE, occurrenceOfWrite, openOccurrence, recordAttendance, SERVICE_NOT_OPEN, sendingOf, undoStationCheckIn, recordedBefore } from '../../attendance/recording';
import { registerVisit } from '../../follow-ups/visitors';
import { servingAt } from '../../rotas/serving-today';
import { searchPeople } from './people-search';
import { stationRoster } from './roster';
import { addHeadcountChange, checkedInAmong, checkInCounts, headcountOfSentChange, headcountsAt } from './queries';

const station = [{ stationAuth: [] as string[] }];

// A paired welcome-team station's routes (`Authorization: Station <token>`), and nobody else's:
// it finds people by name, checks them in, quick-adds a first-time visitor and counts headcounts,
// all at the occurrence open now (or, for a write made offline, open when it was made).
export const stationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/occurrence', {
    config: { access: ['station'] },
    schema: { tags: ['station'], security: station, querystring: stationServiceQuerySchema, response: { 200: stationOccurrenceResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const { id } = requireStation(request);
    const now = app.settings.now();
    const { service_id: serviceId } = request.query;
    const open = await occurrencesOpenAt(app.db, now);
    // The service the tablet chose, else the one the door shows.
    const occurrence = chosenOccurrence(open, now, serviceId);
    if (!occurrence) throw new HttpError(404, serviceId === undefined ? NO_OPEN_OCCURRENCE : SERVICE_NOT_OPEN);
    const [counts, headcounts, servers] = await Promise.all([checkInCounts(app.db, occurrence, id), headcountsAt(app.db, occurrence, id), servingAt(app.db, occurrence)]);
    const checkedIn = await checkedInAmong(app.db, occurrence, servers.map((s) => s.person_id));
    const serving = servers.map((s) => ({ ...s, checked_in: checkedIn.has(s.person_id) }));
    return { data: { occurrence: checkInOccurrenceJson(occurrence), open: open.map(checkInOccurrenceJson), checked_in: counts.all, checked_in_here: counts.here, headcounts, serving } };
  });

  // Per station, whatever the address: the search is how a station asks who is on record, so a
  // script behind a paired tablet is held to the pace of typing. A burst is logged once per station
  // and window, without what was typed (a name or a phone).
  const warnedUntil = new Map<string, number>();
  const searchLimit = {
    ...rateLimitConfig(app.settings.rateLimits.stationSearches),
    hook: 'onRequest' as const,
    keyGenerator: (request: FastifyRequest) => (request.station ? `station:${request.station.id}` : request.ip),
    onExceeded: (request: FastifyRequest, key: string) => {
      const now = Date.now();
      if ((warnedUntil.get(key) ?? 0) > now) return;
      for (const [kept, until] of warnedUntil) if (until <= now) warnedUntil.delete(kept);
      warnedUntil.set(key, now + app.settings.rateLimits.stationSearches.timeWindowMs);
      request.log.warn({ station_id: request.station?.id }, 'A station reached its limit of people searches');
    },
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; after: string }) => ({
      statusCode: context.statusCode,
      message: `Too many searches from this station in a short while. Please wait ${context.after} and search again.`,
    }),
  };

  // Names only: a phone typed whole matches, but no phone or email is ever answered.
  app.get('/people', {
    config: { access: ['station'], rateLimit: searchLimit },
    schema: { tags: ['station'], security: station, querystring: stationPeopleQuerySchema, response: { 200: stationPeopleResponseSchema, ...errorResponses(401, 403, 422, 429) } },
  }, async (request) => {
    requireStation(request);
    const [people, occurrence] = await Promise.all([searchPeople(app.db, request.query.q), openOccurrence(app.db, app.settings.now(), request.query.service_id)]);
    const checkedIn = await checkedInAmong(app.db, occurrence, people.map((p) => p.id));
    return { data: people.map((p) => ({ ...p, checked_in: checkedIn.has(p.id) })) };
  });

  // The same names as the search, all at once: the tablet keeps them to search without a
  // connection. Read when the station screen opens and every 15 minutes.
  app.get('/roster', {
    config: { access: ['station'] },
    schema: { tags: ['station'], security: station, response: { 200: stationRosterResponseSchema, ...errorResponses(401, 403) } },
  }, async (request) => {
    requireStation(request);
    return { data: await stationRoster(app.db) };
  });

  // 201 with a new record, 200 with the one already there (the person came in by another door,
  // or the station sent this again with the same client_ref).
  app.post('/check-ins', {
    config: { access: ['station'] },
    schema: { tags: ['station'], security: station, body: stationCheckInSchema, response: { 200: stationCheckInResponseSchema, 201: stationCheckInResponseSchema, ...errorResponses(400, 401, 403, 422) } },
  }, async (request, reply) => {
    const { id: stationId } = requireStation(request);
    const { user_id: userId, client_ref: clientRef } = request.body;
    const person = await loadUser(app.db, userId);
    if (!person || !person.active) throw validationFailed({ user_id: ['No active member with this id'] });
    // The station sent this before (its answer was lost): the same record, however late.
    const earlier = await recordedBefore(app.db, userId, clientRef);
    if (earlier) return reply.code(200).send({ data: earlier, message: `${person.first_name} was already checked in.`, undoable: false });
    const now = app.settings.now();
    const occurrence = await occurrenceOfWrite(app.db, request.body, now, 'user_id');
    const { record, created } = await recordAttendance(app.db, {
      userId, roles: person.roles, occurrence, category: request.body.category ?? ATTENDED_CATEGORY, recorder: { kind: 'station', stationId }, clientRef,
      sending: sendingOf(request.body, occurrence, now),
    });
    return reply.code(created ? 201 : 200).send({ data: record, message: created ? `${person.first_name} is checked in.` : `${person.first_name} was already checked in.`, undoable: created });
  });

  // Undo a wrong tap: a check-in record this station made, within a minute of its making (and a
  // little more for the network), removed on the audit trail. Another door's record, or one older,
  // stays: an admin removes it from the attendance list.
  app.delete('/check-ins/:id', {
    config: { access: ['station'] },
    schema: { tags: ['station'], security: station, params: stationCheckInParamsSchema, response: { 200: stationUndoResponseSchema, ...errorResponses(401, 403, 404, 409, 422) } },
  }, async (request) => {
    const caller = requireStation(request);
    const undone = await undoStationCheckIn(app.db, caller, request.params.id, STATION_UNDO_SECONDS + STATION_UNDO_GRACE_SECONDS);
    if (undone.outcome !== 'removed') {
      throw undone.outcome === 'none'
        ? new HttpError(404, 'This station made no such check-in.')
        : new HttpError(409, 'Undo works for a minute after a check-in. An admin can remove it from the attendance list.');
    }
    return { message: `${undone.name}'s check-in is undone.` };
  });

  // The welcome form's rules: a new phone makes a visitor with an open follow-up; a phone on
  // record gets the visit (once a day) and keeps its details. Sending it again changes nothing.
  app.post('/first-timers', {
    config: { access: ['station'] },
    schema: { tags: ['station'], security: station, body: stationFirstTimerSchema, response: { 201: stationFirstTimerResponseSchema, ...errorResponses(400, 401, 403, 422) } },
  }, async (request, reply) => {
    requireStation(request);
    const { client_ref: _clientRef, made_at: _madeAt, scanned_at: _scannedAt, service_id: _serviceId, ...details } = request.body;
    const occurrence = await occurrenceOfWrite(app.db, request.body, app.settings.now(), 'first_name');
    const visit = { ...details, gender: null, address: null, how_heard: null, prayer_request: null, service_id: occurrence.service_id };
    try {
      await registerVisit(app.db, visit, occurrence.date);
    } catch (err) {
      // Two first registrations of one phone at the same moment: the loser finds the winner's row.
      if (!isUniqueViolation(err)) throw err;
      await registerVisit(app.db, visit, occurrence.date);
    }
    return reply.code(201).send({ data: { service_id: occurrence.service_id, visit_date: occurrence.date }, message: `Welcome, ${details.first_name}: today's visit is recorded.` });
  });

  // A tap at a counter: a change to this station's count, never a total. 201 with the change
  // counted, 200 for one sent again (its client_ref is known: counted once); a change that would
  // take the count below 0 is refused.
  app.post('/headcounts', {
    config: { access: ['station'] },
    schema: { tags: ['station'], security: station, body: stationHeadcountRequestSchema, response: { 200: stationHeadcountResponseSchema, 201: stationHeadcountResponseSchema, ...errorResponses(400, 401, 403, 422) } },
  }, async (request, reply) => {
    const { id } = requireStation(request);
    const { category, change, client_ref: clientRef } = request.body;
    // Sent before (its answer was lost): the count where it landed, however late.
    const earlier = await headcountOfSentChange(app.db, id, clientRef);
    if (earlier) return reply.code(200).send({ data: earlier });
    const occurrence = await occurrenceOfWrite(app.db, request.body, app.settings.now(), 'change');
    const { counted, headcount } = await addHeadcountChange(app.db, occurrence, id, { category, change, clientRef, madeAt: madeAtOf(request.body) });
    return reply.code(counted ? 201 : 200).send({ data: headcount });
  });
};
