import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsYearQuerySchema, funnelResponseSchema, overviewResponseSchema, retentionResponseSchema, slippingQuerySchema, slippingResponseSchema, trendQuerySchema,
  trendResponseSchema,
} from '@church/contracts/analytics-schemas';
import { todayInChurch } from '@church/contracts/church-time';
import { analyticsQuerySchema, analyticsResponseSchema } from '@church/contracts/first-timers';
import { paginate } from '../../db/sql-helpers';
import { requireActor } from '../../http/access-control';
import { sendCsv } from '../../http/csv';
import { peopleScope } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import { remembered } from '../../db/memo';
import { followUpAnalytics } from '../../follow-ups/follow-ups';
import { followUpsCsv, funnelCsv, RETENTION_CSV_COLUMNS, SLIPPING_CSV_COLUMNS, trendCsv } from './csv';
import { attendanceTrend, firstTimerFunnel, overview, retention } from './queries';
import { slippingList } from '../../attendance/slipping';

// The admin's dashboard figures (docs/decisions/0012-admin-analytics.md), each computed at most
// once a minute per process (db/memo.ts), and the follow-up page's months. Tables have a CSV
// twin. Leaders get the slipping members of the units they lead; everything else is the admins'.
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const cached = <T>(key: string, compute: () => Promise<T>) => remembered(db, key, app.settings.analyticsCacheMs, compute);
  const csvSchema = <Q>(description: string, querystring: Q) => ({
    tags: ['analytics'], security: bearer, querystring, produces: ['text/csv'], description, response: errorResponses(401, 403, 422),
  });

  app.get('/overview', {
    config: { access: ['admin'] },
    schema: { tags: ['analytics'], security: bearer, response: { 200: overviewResponseSchema, ...errorResponses(401, 403) } },
  }, async () => ({
    data: await cached('overview', () => overview(db, { today: todayInChurch(), overdueDays: app.settings.followUpOverdueDays }, new Date())),
  }));

  const trend = (weeks: number) => cached(`trend:${weeks}`, () => attendanceTrend(db, weeks, new Date()));
  app.get('/attendance-trend', {
    config: { access: ['admin'] },
    schema: { tags: ['analytics'], security: bearer, querystring: trendQuerySchema, response: { 200: trendResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => ({ data: await trend(request.query.weeks) }));
  app.get('/attendance-trend/export.csv', {
    config: { access: ['admin'] },
    schema: csvSchema('GET /analytics/attendance-trend as CSV: a row per week, a column per service.', trendQuerySchema),
  }, async (request, reply) => {
    const { columns, rows } = trendCsv(await trend(request.query.weeks));
    return sendCsv(reply, { filename: `attendance-trend-${todayInChurch()}.csv`, columns, rows });
  });

  const funnel = (year: number) => cached(`funnel:${year}`, () => firstTimerFunnel(db, year));
  app.get('/first-timer-funnel', {
    config: { access: ['admin'] },
    schema: { tags: ['analytics'], security: bearer, querystring: analyticsYearQuerySchema, response: { 200: funnelResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => ({ data: await funnel(request.query.year) }));
  app.get('/first-timer-funnel/export.csv', {
    config: { access: ['admin'] },
    schema: csvSchema('The twelve rows of GET /analytics/first-timer-funnel as CSV, with a total.', analyticsYearQuerySchema),
  }, async (request, reply) => sendCsv(reply, { filename: `first-timer-funnel-${request.query.year}.csv`, ...funnelCsv(await funnel(request.query.year)) }));

  const cohorts = (year: number) => cached(`retention:${year}`, () => retention(db, year, new Date()));
  app.get('/retention', {
    config: { access: ['admin'] },
    schema: { tags: ['analytics'], security: bearer, querystring: analyticsYearQuerySchema, response: { 200: retentionResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => ({ data: await cohorts(request.query.year) }));
  app.get('/retention/export.csv', {
    config: { access: ['admin'] },
    schema: csvSchema('The twelve rows of GET /analytics/retention as CSV.', analyticsYearQuerySchema),
  }, async (request, reply) =>
    sendCsv(reply, { filename: `retention-${request.query.year}.csv`, columns: RETENTION_CSV_COLUMNS, rows: await cohorts(request.query.year) }));

  const slipping = async (actorScope: Awaited<ReturnType<typeof peopleScope>>) =>
    cached(`slipping:${actorScope === 'everyone' ? '*' : `${actorScope.leaderReach ? 'led' : 'units'}:${[...actorScope.unitIds].sort((a, b) => a - b).join(',')}`}`, () => slippingList(db, actorScope, new Date()));
  app.get('/slipping-members', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['analytics'], security: bearer, querystring: slippingQuerySchema,
      description: 'Admins: every member; leaders: the members of the units they lead.',
      response: { 200: slippingResponseSchema, ...errorResponses(401, 403, 422) },
    },
  }, async (request) => {
    const list = await slipping(await peopleScope(db, requireActor(request)));
    const page = paginate(request.query);
    return page.envelope(await list.page(page.offset, page.limit), list.total);
  });
  app.get('/slipping-members/export.csv', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['analytics'], security: bearer, produces: ['text/csv'], description: 'Every row of GET /analytics/slipping-members as CSV.', response: errorResponses(401, 403) },
  }, async (request, reply) => {
    const list = await slipping(await peopleScope(db, requireActor(request)));
    return sendCsv(reply, { filename: `slipping-members-${todayInChurch()}.csv`, columns: SLIPPING_CSV_COLUMNS, rows: await list.page(0, list.total) });
  });

  // The follow-up page's months (first-timers by month and status): computed on each request,
  // not remembered like the dashboard's figures above.
  app.get('/follow-ups', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, querystring: analyticsQuerySchema, response: { 200: analyticsResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => ({ data: await followUpAnalytics(db, request.query.year) }));
  app.get('/follow-ups/export.csv', {
    config: { access: ['admin'] },
    schema: {
      tags: ['first-timers'], security: bearer, querystring: analyticsQuerySchema, produces: ['text/csv'],
      description: 'The twelve rows of GET /analytics/follow-ups as CSV (UTF-8 with BOM).', response: errorResponses(401, 403, 422),
    },
  }, async (request, reply) =>
    sendCsv(reply, { filename: `follow-up-analytics-${request.query.year}.csv`, ...followUpsCsv(await followUpAnalytics(db, request.query.year)) }));
};
