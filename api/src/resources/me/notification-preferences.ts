import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_KIND_INFO, notificationKindsFor } from '@church/contracts/notifications';
import {
  DELIVERY_NOT_OFFERED_MESSAGE, KIND_NAMED_TWICE_MESSAGE, KIND_NOT_YOURS_MESSAGE, notificationPreferencesResponseSchema, updateNotificationPreferencesSchema,
} from '@church/contracts/notification-schemas';
import type { FieldErrors } from '@church/contracts/envelope';
import { requireActor } from '../../http/access-control';
import { validationFailed } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { preferencesOf, savePreferences } from '../../notifications/preferences';

// How each kind of notification reaches the signed-in person: mailed at once, in the daily
// digest, or not mailed (it still shows in the bell). Only the kinds of their roles.
export const myNotificationPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/notification-preferences', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, response: { 200: notificationPreferencesResponseSchema, ...errorResponses(401) } },
  }, async (request) => {
    const { id, roles } = requireActor(request);
    return { data: await preferencesOf(app.db, id, roles) };
  });

  app.put('/notification-preferences', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, body: updateNotificationPreferencesSchema, response: { 200: notificationPreferencesResponseSchema, ...errorResponses(400, 401, 422) } },
  }, async (request) => {
    const { id, roles } = requireActor(request);
    const mine = new Set(notificationKindsFor(roles));
    const errors: FieldErrors = {};
    // One choice a kind: a kind named twice would be two writes of one row in one statement.
    const named = new Set<string>();
    request.body.preferences.forEach(({ kind, delivery }, index) => {
      if (named.has(kind)) errors[`preferences.${index}.kind`] = [KIND_NAMED_TWICE_MESSAGE];
      else if (!mine.has(kind)) errors[`preferences.${index}.kind`] = [KIND_NOT_YOURS_MESSAGE];
      else if (!NOTIFICATION_KIND_INFO[kind].deliveries.includes(delivery)) errors[`preferences.${index}.delivery`] = [DELIVERY_NOT_OFFERED_MESSAGE];
      named.add(kind);
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    await savePreferences(app.db, id, request.body.preferences, app.settings.now());
    return { data: await preferencesOf(app.db, id, roles), message: 'Your notification choices are saved.' };
  });
};
