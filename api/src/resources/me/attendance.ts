import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goalRequestSchema, goalResponseSchema, monthQuerySchema, ownRecordsResponseSchema } from '@church/contracts/attendance';
import { monthBounds, thisMonthInChurch, todayInChurch } from '@church/contracts/church-time';
import { requireActor } from '../../http/access-control';
import { sendCsv } from '../../http/csv';
import { validationFailed } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { expectedCount, saveGoal, summariesFor } from '../../attendance/months';
import { OWN_CSV_COLUMNS, ownRecords, toExportRow } from '../../attendance/records';

// The caller's own attendance: their monthly goal, their records, and all of them as CSV.
export const myAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  // A person sets their own goal for this month or a later one, from 1 to the services scheduled
  // that month; past months keep the goal they had.
  app.put('/attendance-goal', {
    config: { access: 'authenticated' },
    schema: { tags: ['attendance'], security: bearer, body: goalRequestSchema, response: { 200: goalResponseSchema, ...errorResponses(400, 401, 422) } },
  }, async (request) => {
    const { id } = requireActor(request);
    const { year, month, goal } = request.body;
    const now = thisMonthInChurch();
    if (year * 12 + month < now.year * 12 + now.month) throw validationFailed({ month: ['Past months keep the goal they had; choose this month or a later one'] });
    const expected = await expectedCount(app.db, year, month);
    if (expected === 0) throw validationFailed({ goal: ['No services are scheduled that month'] });
    if (goal > expected) throw validationFailed({ goal: [`Goal must be at most ${expected}, the services scheduled that month`] });
    await saveGoal(app.db, id, { year, month, goal });
    const [data] = await summariesFor(app.db, id, [{ year, month }]);
    return { data, message: 'Your goal has been saved.' };
  });

  app.get('/attendance', {
    config: { access: 'authenticated' },
    schema: { tags: ['attendance'], security: bearer, querystring: monthQuerySchema, response: { 200: ownRecordsResponseSchema, ...errorResponses(401, 422) } },
  }, async (request) => {
    const { first, last } = monthBounds(request.query.year, request.query.month);
    return { data: await ownRecords(app.db, requireActor(request).id, first, last) };
  });

  app.get('/attendance/export.csv', {
    config: { access: 'authenticated' },
    schema: { tags: ['attendance'], security: bearer, produces: ['text/csv'], description: 'Every attendance record of the caller as CSV.', response: errorResponses(401) },
  }, async (request, reply) => {
    const rows = await ownRecords(app.db, requireActor(request).id, '2000-01-01', todayInChurch());
    return sendCsv(reply, { filename: `my-attendance-${todayInChurch()}.csv`, columns: OWN_CSV_COLUMNS, rows: rows.map(toExportRow) });
  });
};
