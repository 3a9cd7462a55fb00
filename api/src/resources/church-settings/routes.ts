import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { churchSettingsResponseSchema, churchSettingsSchema } from '@church/contracts/check-in-schemas';
import { requireActor } from '../../http/access-control';
import { bearer, errorResponses } from '../../http/schemas';
import { readChurchSettings, saveChurchSettings } from '../../church-settings/settings';

export const churchSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Everyone signed in reads them: the pages decide from them what to offer (a member's "mark my
  // attendance" button). None of them is a secret.
  app.get('', {
    config: { access: 'authenticated' },
    schema: { tags: ['church-settings'], security: bearer, response: { 200: churchSettingsResponseSchema, ...errorResponses(401) } },
  }, async () => ({ data: await readChurchSettings(app.db) }));

  app.put('', {
    config: { access: ['admin'] },
    schema: { tags: ['church-settings'], security: bearer, body: churchSettingsSchema, response: { 200: churchSettingsResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const data = await saveChurchSettings(app.db, request.body, requireActor(request).id);
    return { data, message: 'The church settings have been saved.' };
  });
};
