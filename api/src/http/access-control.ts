import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RoleName } from '@church/contracts/roles';
import { liveSession, liveSessionTimes, touchSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import type { User } from '@church/contracts/user';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { toUserJson, userWithRelations } from '../users/present';
import { HttpError } from './errors';

// Every route declares who may call it in `config.access`; one onRequest hook enforces it.
// Per-record rules (a leader's units, a member's own records) live in record-access.ts.
export type Access = 'public' | 'authenticated' | readonly RoleName[];

export interface Actor {
  id: number;
  roles: RoleName[];
  sessionId: number;
  /** The caller as GET /api/me shows them, loaded with the session. */
  user: User;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

// Routes added by plugins we do not own (the docs UI, CORS preflight) are public by nature.
function pluginRouteAccess(url: string, method: string | string[]): Access | null {
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'public';
  if (method === 'OPTIONS' || (Array.isArray(method) && method.every((m) => m === 'OPTIONS'))) return 'public';
  return null;
}

export function registerAccessControl(app: FastifyInstance): void {
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: Access };
    const access = config.access ?? pluginRouteAccess(route.url, route.method);
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} has no access rule (config.access)`);
    route.config = { ...config, access } as typeof route.config;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.registeredRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // the 404 handler
    request.actor = await resolveActor(app, request);
    if (access === 'public') return;
    if (!request.actor) throw new HttpError(401, 'Unauthenticated.');
    if (access === 'authenticated') return;
    const { roles } = request.actor;
    if (!access.some((role) => roles.includes(role))) {
      throw new HttpError(403, 'You do not have permission to do this.');
    }
  });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match ? match[1] : null;
}

// One round trip: the session with its user, the user's units and roles (GET /api/me answers
// straight from it). Deactivation deletes the sessions; the check here holds even if one is left.
// Prepared once per database: it runs on every signed-in request, and building it (the user with
// their units and roles) was the largest part of a small request's own work.
const actorQueries = new WeakMap<Db, ReturnType<typeof prepareActorQuery>>();

function prepareActorQuery(db: Db) {
  return db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, ...userWithRelations })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), liveSession({ now: sql.placeholder('now'), idleSince: sql.placeholder('idleSince') }), isNull(users.deactivatedAt)))
    .limit(1)
    .prepare('resolve_actor');
}

async function resolveActor(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  const token = bearerToken(request);
  if (!token) return null;
  let query = actorQueries.get(app.db);
  if (!query) actorQueries.set(app.db, (query = prepareActorQuery(app.db)));
  const [row] = await query.execute({ tokenHash: hashToken(token), ...liveSessionTimes() });
  if (!row) return null;
  app.runInBackground('noting a session was used', () => touchSession(app.db, row.sessionId, row.lastUsedAt));
  const user = toUserJson(row);
  return { id: user.id, roles: user.roles, sessionId: row.sessionId, user };
}

/**
 * The caller of an authenticated route. The onRequest hook has already answered 401 when there
 * is none; this only narrows the type (and fails closed if a route were declared public).
 */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new HttpError(401, 'Unauthenticated.');
  return request.actor;
}
