import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { avatarRequestSchema, meResponseSchema, profileUpdateRequestSchema } from '@church/contracts/auth';
import { normalizePhone } from '@church/contracts/phone';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { bearer, errorResponses } from '../http/schemas';
import { loadUser } from '../users/present';
import { parseAvatarDataUrl } from '../users/avatar';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const currentUser = async (id: number) => {
    const user = await loadUser(app.db, id);
    if (!user) throw new HttpError(401, 'Unauthenticated.');
    return user;
  };

  app.get('/me', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, response: { 200: meResponseSchema, ...errorResponses(401) } },
  }, async (request) => ({ data: request.actor!.user }));

  app.patch('/me', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, body: profileUpdateRequestSchema, response: { 200: meResponseSchema, ...errorResponses(400, 401, 409, 422) } },
  }, async (request) => {
    const body = request.body;
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (body.first_name !== undefined) changes.firstName = body.first_name;
    if (body.last_name !== undefined) changes.lastName = body.last_name;
    if (body.email !== undefined) changes.email = body.email.toLowerCase();
    if (body.phone !== undefined) changes.phone = normalizePhone(body.phone);
    if (body.gender !== undefined) changes.gender = body.gender;
    if (body.birthday !== undefined) changes.birthday = body.birthday;
    if (body.address !== undefined) changes.address = body.address || null;
    try {
      await app.db.update(users).set(changes).where(eq(users.id, request.actor!.id));
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, 'An account with this email already exists.', { email: ['An account with this email already exists.'] });
      throw err;
    }
    return { data: await currentUser(request.actor!.id), message: 'Your profile has been updated.' };
  });

  app.put('/me/avatar', {
    config: { access: 'authenticated' },
    // A 1.5 MB image is about 2 MB as base64; the route allows a little more than that.
    bodyLimit: 4 * 1024 * 1024,
    schema: { tags: ['me'], security: bearer, body: avatarRequestSchema, response: { 200: meResponseSchema, ...errorResponses(400, 401, 413, 422) } },
  }, async (request) => {
    const avatar = parseAvatarDataUrl(request.body.avatar);
    await app.db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, request.actor!.id));
    return { data: await currentUser(request.actor!.id), message: 'Your profile picture has been updated.' };
  });
};
