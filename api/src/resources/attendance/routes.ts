import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceFilterSchema, attendanceListQuerySchema, attendanceListResponseSchema, attendanceRecordResponseSchema, attendanceReportQuerySchema,
  attendanceReportResponseSchema, historyQuerySchema, historyResponseSchema, markAttendanceSchema, monthSummaryResponseSchema, occurrenceCountsResponseSchema,
  summaryQuerySchema,
} from '@church/contracts/attendance';
import { CHECK_IN_MESSAGES } from '@church/contracts/check-in';
import { thisMonthInChurch, todayInChurch } from '@church/contracts/church-time';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { idParamsSchema } from '@church/contracts/members';
import { paginate } from '../../db/sql-helpers';
import { requireActor } from '../../http/access-control';
import { sendCsv } from '../../http/csv';
import { HttpError, validationFailed } from '../../http/errors';
import { assertCanReachRecordOf, assertCanReachUser, assertMayMarkFor, peopleScope } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import { loadUser } from '../../users/present';
import { readChurchSettings } from '../../church-settings/settings';
import { monthsEndingAt, summariesFor } from '../../attendance/months';
import { findRecordOwner } from '../../attendance/records';
import { occurrenceToRecord, recordAttendance, removeRecord } from '../../attendance/recording';
import { ATTENDANCE_CSV_COLUMNS, attendanceForExport, attendanceReport, countsByOccurrence, listRecords } from './queries';

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Marking: one's own at an open occurrence, or someone else's (admins: anyone; leaders: their
  // units' members) at any occurrence that has begun. The category must be one the person's
  // roles offer. 201 with a new record, 200 with the one already there. One's own mark here is
  // refused when the church requires the door's code (church settings).
  app.post('', {
    config: { access: 'authenticated' },
    schema: { tags: ['attendance'], security: bearer, body: markAttendanceSchema, response: { 200: attendanceRecordResponseSchema, 201: attendanceRecordResponseSchema, ...errorResponses(400, 401, 403, 422) } },
  }, async (request, reply) => {
    const actor = requireActor(request);
    const { service_id: serviceId, date, category } = request.body;
    const userId = request.body.user_id ?? actor.id;
    const onBehalf = userId !== actor.id;
    if (onBehalf) await assertMayMarkFor(app.db, actor, userId);
    // A church whose door shows the code may require it: one's own mark then goes through POST /check-ins.
    if (!onBehalf && !(await readChurchSettings(app.db)).self_marking_without_code) throw validationFailed({ service_id: [CHECK_IN_MESSAGES.codeRequired] });
    const occurrence = await occurrenceToRecord(app.db, serviceId, date, { own: !onBehalf, at: new Date() });
    const roles = onBehalf ? (await loadUser(app.db, userId))?.roles : actor.roles;
    if (!roles) throw validationFailed({ user_id: ['No member with this id'] });
    const recorder = { kind: onBehalf ? 'someone' : 'self', personId: actor.id } as const;
    const { record, created } = await recordAttendance(app.db, { userId, roles, occurrence, category, recorder });
    return reply.code(created ? 201 : 200).send({ data: record, message: created ? 'Your attendance has been recorded.' : 'This attendance was already recorded.' });
  });

  app.delete('/:id', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['attendance'], security: bearer, params: idParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const actor = requireActor(request);
    const owner = await findRecordOwner(app.db, request.params.id);
    await assertCanReachRecordOf(app.db, actor, owner);
    if (owner === null || !(await removeRecord(app.db, request.params.id, actor.id))) throw new HttpError(404, 'No attendance record with this id.');
    return { message: 'The attendance record has been removed.' };
  });

  app.get('/summary', {
    config: { access: 'authenticated' },
    schema: { tags: ['attendance'], security: bearer, querystring: summaryQuerySchema, response: { 200: monthSummaryResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const actor = requireActor(request);
    const userId = request.query.user_id ?? actor.id;
    await assertCanReachUser(app.db, actor, userId);
    const [data] = await summariesFor(app.db, userId, [{ year: request.query.year, month: request.query.month }]);
    return { data };
  });

  // The twelve months up to this one, oldest first (the member's small chart).
  app.get('/history', {
    config: { access: 'authenticated' },
    schema: { tags: ['attendance'], security: bearer, querystring: historyQuerySchema, response: { 200: historyResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const actor = requireActor(request);
    const userId = request.query.user_id ?? actor.id;
    await assertCanReachUser(app.db, actor, userId);
    return { data: await summariesFor(app.db, userId, monthsEndingAt(thisMonthInChurch(), 12)) };
  });

  app.get('', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['attendance'], security: bearer, querystring: attendanceListQuerySchema, response: { 200: attendanceListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const { unit_id: unitId, ...filter } = request.query;
    const page = paginate(request.query);
    const scope = await peopleScope(app.db, requireActor(request), unitId);
    const { rows, total } = await listRecords(app.db, { ...filter, scope }, page);
    return page.envelope(rows, total);
  });

  app.get('/export.csv', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['attendance'], security: bearer, querystring: attendanceFilterSchema, produces: ['text/csv'],
      description: 'The attendance records of GET /attendance (same filters) as CSV, UTF-8 with BOM.',
      response: errorResponses(401, 403, 422),
    },
  }, async (request, reply) => {
    const { unit_id: unitId, ...filter } = request.query;
    const scope = await peopleScope(app.db, requireActor(request), unitId);
    const month = String(filter.month).padStart(2, '0');
    return sendCsv(reply, { filename: `attendance-${filter.year}-${month}.csv`, columns: ATTENDANCE_CSV_COLUMNS, rows: attendanceForExport(app.db, { ...filter, scope }) });
  });

  app.get('/by-occurrence', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['attendance'], security: bearer, querystring: attendanceFilterSchema, response: { 200: occurrenceCountsResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const { unit_id: unitId, ...filter } = request.query;
    const scope = await peopleScope(app.db, requireActor(request), unitId);
    return { data: await countsByOccurrence(app.db, { ...filter, scope }) };
  });

  app.get('/report', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['attendance'], security: bearer, querystring: attendanceReportQuerySchema, response: { 200: attendanceReportResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const { from, to, unit_id: unitId } = request.query;
    const page = paginate(request.query);
    const scope = await peopleScope(app.db, requireActor(request), unitId);
    const now = new Date();
    const today = todayInChurch(now);
    const { rows, total } = await attendanceReport(app.db, { from, to: to > today ? today : to, scope, now }, page);
    return page.envelope(rows, total);
  });
};
