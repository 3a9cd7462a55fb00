import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RoleName } from '@church/contracts/roles';
import { STATION_AUTH_SCHEME } from '@church/contracts/stations';
import { liveSession, liveSessionTimes, touchSession } from '../auth/sessions';
import { findStation, type StationCaller, touchStation } from '../auth/stations';
import { hashToken } from '../auth/tokens';
import type { User } from '@church/contracts/user';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { toUserJson, userWithRelations } from '../users/present';
import { HttpError } from './errors';

// Every route declares who may call it in `config.access`; one onRequest hook enforces it.
// Per-record rules (a leader's units, a member's own records) live in record-access.ts.
// 'station' in a list admits a paired welcome-team station (`Authorization: Station <token>`);
// 'authenticated' and the roles never do: a station's credential is refused everywhere else.
export type AccessRole = RoleName | 'station';
export type Access = 'public' | 'authenticated' | readonly AccessRole[];

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
    station: StationCaller | null;
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
  app.decorateRequest('station', null);

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
    const stationToken = credentialOf(request, STATION_AUTH_SCHEME);
    if (stationToken !== null) {
      // Even a public route: a station's client sends nothing but its own requests.
      if (access === 'public' || access === 'authenticated' || !access.includes('station')) {
        throw new HttpError(401, 'A welcome-team station can only show the check-in code and check people in.');
      }
      request.station = await resolveStation(app, stationToken);
      if (!request.station) throw new HttpError(401, 'This station is not paired, or an admin revoked it. Pair it again.');
      return;
    }
    request.actor = await resolveActor(app, request);
    if (access === 'public') return;
    if (!request.actor) throw new HttpError(401, 'Unauthenticated.');
    if (access === 'authenticated') return;
    const roles: readonly AccessRole[] = request.actor.roles;
    if (!access.some((role) => roles.includes(role))) {
      throw new HttpError(403, 'You do not have permission to do this.');
    }
  });
}

// The token of `Authorization: <scheme> <token>`; a malformed one is no credential at all.
function credentialOf(request: FastifyRequest, scheme: string): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^(\S+)\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match && match[1].toLowerCase() === scheme.toLowerCase() ? match[2] : null;
}

async function resolveStation(app: FastifyInstance, token: string): Promise<StationCaller | null> {
  const station = await findStation(app.db, token);
  if (!station) return null;
  app.runInBackground('noting a station was used', () => touchStation(app.db, station.id, station.lastSeenAt, app.settings.now()));
  return { id: station.id, name: station.name };
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
  const token = credentialOf(request, 'Bearer');
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

/** The station calling a station route. The onRequest hook has already answered 401 when there is none. */
export function requireStation(request: FastifyRequest): StationCaller {
  if (!request.station) throw new HttpError(401, 'Unauthenticated.');
  return request.station;
}
