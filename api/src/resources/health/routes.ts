import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', {
    config: { access: 'public' },
    schema: { tags: ['system'], response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) } },
  }, async () => ({ data: { status: 'ok' as const } }));
};
