import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { findAvatar } from '../../users/avatar-store';

// Pictures are public by address: the key is the SHA-256 of the bytes, so it cannot be guessed,
// and an <img> cannot carry a bearer token. The bytes under a key never change: cached for a year.
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:key', {
    config: { access: 'public' },
    schema: {
      tags: ['me'],
      params: z.object({ key: z.string().regex(/^[a-f0-9]{64}$/, 'Not an avatar address') }),
      response: { 200: { description: 'The image, with its own type', content: { 'image/*': { schema: z.any() } } }, ...errorResponses(404, 422) },
    },
  }, async (request, reply) => {
    const avatar = await findAvatar(app.db, request.params.key);
    if (!avatar) throw new HttpError(404, 'No picture at this address.');
    return reply
      .header('content-type', avatar.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(avatar.bytes);
  });
};
