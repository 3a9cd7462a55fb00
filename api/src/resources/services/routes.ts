import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceListResponseSchema } from '@church/contracts/services';
import { listActiveServices } from './queries';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the welcome page and the first-timer form show the schedule to visitors.
  app.get('/services', {
    config: { access: 'public' },
    schema: { tags: ['services'], response: { 200: serviceListResponseSchema } },
  }, async () => ({ data: await listActiveServices(app.db) }));
};
