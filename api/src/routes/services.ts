import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { type Service, serviceListResponseSchema, WEEKDAYS } from '@church/contracts/services';
import { services } from '../db/schema';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the welcome page and the first-timer form show the schedule to visitors.
  app.get('/services', {
    config: { access: 'public' },
    schema: { tags: ['services'], response: { 200: serviceListResponseSchema } },
  }, async () => {
    const rows = await app.db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.id));
    const data: Service[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      is_recurring: row.isRecurring,
      day_of_week: (WEEKDAYS as readonly string[]).includes(row.dayOfWeek ?? '') ? (row.dayOfWeek as Service['day_of_week']) : null,
      service_date: row.serviceDate,
      start_time: row.startTime.slice(0, 5),
    }));
    return { data };
  });
};
