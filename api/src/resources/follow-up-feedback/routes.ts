import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInChurch } from '@church/contracts/church-time';
import { feedbackFilterSchema, feedbackListQuerySchema, feedbackListResponseSchema } from '@church/contracts/first-timers';
import { paginate } from '../../db/sql-helpers';
import { sendCsv } from '../../http/csv';
import { bearer, errorResponses } from '../../http/schemas';
import { feedbackForExport, listFeedback } from '../../follow-ups/follow-ups';
import { FEEDBACK_CSV_COLUMNS } from './csv';

// Every first-timer's follow-up feedback in one list, for admins (each first-timer's own
// timeline is in GET /first-timers/:id).
export const followUpFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, querystring: feedbackListQuerySchema, response: { 200: feedbackListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const { page: _page, per_page: _perPage, ...filter } = request.query;
    const page = paginate(request.query);
    const { rows, total } = await listFeedback(app.db, filter, page);
    return page.envelope(rows, total);
  });

  app.get('/export.csv', {
    config: { access: ['admin'] },
    schema: {
      tags: ['first-timers'], security: bearer, querystring: feedbackFilterSchema, produces: ['text/csv'],
      description: 'The feedback of GET /follow-up-feedback (same filters), newest first, as CSV (UTF-8 with BOM).',
      response: errorResponses(401, 403, 422),
    },
  }, async (request, reply) => sendCsv(reply, { filename: `follow-up-feedback-${todayInChurch()}.csv`, columns: FEEDBACK_CSV_COLUMNS, rows: feedbackForExport(app.db, request.query) }));
};
