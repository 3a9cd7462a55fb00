import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarRequestSchema, meResponseSchema, profileUpdateRequestSchema } from '@church/contracts/auth';
import { requireActor } from '../../http/access-control';
import { HttpError } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { withUniqueEmail } from '../../users/accounts';
import { parseAvatarDataUrl } from '../../users/avatar';
import { loadUser } from '../../users/present';
import { setAvatar, updateProfile } from './queries';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const reload = async (id: number) => {
    const user = await loadUser(app.db, id);
    if (!user) throw new HttpError(401, 'Unauthenticated.'); // deleted while signed in
    return user;
  };

  app.get('/me', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, response: { 200: meResponseSchema, ...errorResponses(401) } },
  }, async (request) => ({ data: requireActor(request).user }));

  app.patch('/me', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, body: profileUpdateRequestSchema, response: { 200: meResponseSchema, ...errorResponses(400, 401, 409, 422) } },
  }, async (request) => {
    const { id } = requireActor(request);
    await withUniqueEmail(() => updateProfile(app.db, id, request.body));
    return { data: await reload(id), message: 'Your profile has been updated.' };
  });

  app.put('/me/avatar', {
    config: { access: 'authenticated' },
    // A 1.5 MB image is about 2 MB as base64; the route allows a little more than that.
    bodyLimit: 4 * 1024 * 1024,
    schema: { tags: ['me'], security: bearer, body: avatarRequestSchema, response: { 200: meResponseSchema, ...errorResponses(400, 401, 413, 422) } },
  }, async (request) => {
    const { id } = requireActor(request);
    await setAvatar(app.db, id, parseAvatarDataUrl(request.body.avatar));
    return { data: await reload(id), message: 'Your profile picture has been updated.' };
  });
};
