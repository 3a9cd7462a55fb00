import Fastify, { type FastifyRequest } from 'fastify';
import { type Actor, registerAccessControl, requireActor } from './access-control';
import { HttpError } from './errors';

// The hook itself is exercised route by route in permissions.test.ts; these are its edges.

it('refuses to register a route that declares no access rule', async () => {
  const app = Fastify();
  registerAccessControl(app);
  expect(() => app.get('/api/forgotten', async () => 'never')).toThrow('Route GET /api/forgotten has no access rule (config.access)');
  expect(() => app.get('/api/fine', { config: { access: 'public' } }, async () => 'ok')).not.toThrow();
  await app.close();
});

it('requireActor hands over the caller, and fails closed with 401 when there is none', () => {
  const actor = { id: 7, roles: ['member'], sessionId: 1 } as Actor;
  expect(requireActor({ actor } as FastifyRequest)).toBe(actor);
  expect(() => requireActor({ actor: null } as FastifyRequest)).toThrow(HttpError);
  expect(() => requireActor({ actor: null } as FastifyRequest)).toThrow('Unauthenticated.');
});
