import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { RoleName } from '@church/contracts/roles';
import { hashToken } from '../auth/tokens';
import type { User } from '@church/contracts/user';
import { sessions, unitMembers, users } from '../db/schema';
import { toUserJson, userWithRelations } from '../users/present';
import { HttpError } from './errors';

// Every route declares who may call it in `config.access`; one onRequest hook enforces it.
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
    if (!access.some((role) => request.actor!.roles.includes(role))) {
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
// straight from it).
async function resolveActor(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const [row] = await app.db
    .select({ sessionId: sessions.id, ...userWithRelations })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const user = toUserJson(row);
  return { id: user.id, roles: user.roles, sessionId: row.sessionId, user };
}

// Per-record rules. Admins reach everyone; leaders reach the people of the units they lead;
// everyone reaches themselves.
export async function ledUnitIds(app: FastifyInstance, actor: Actor): Promise<number[]> {
  const rows = await app.db
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(and(eq(unitMembers.userId, actor.id), eq(unitMembers.isLeader, true)));
  return rows.map((r) => r.unitId);
}

export async function canReachUser(app: FastifyInstance, actor: Actor, userId: number): Promise<boolean> {
  if (actor.id === userId || actor.roles.includes('admin')) return true;
  if (!actor.roles.includes('leader')) return false;
  const unitIds = await ledUnitIds(app, actor);
  if (unitIds.length === 0) return false;
  const [row] = await app.db
    .select({ userId: unitMembers.userId })
    .from(unitMembers)
    .where(and(eq(unitMembers.userId, userId), inArray(unitMembers.unitId, unitIds)))
    .limit(1);
  return Boolean(row);
}

export async function assertCanReachUser(app: FastifyInstance, actor: Actor, userId: number): Promise<void> {
  if (!(await canReachUser(app, actor, userId))) throw new HttpError(403, 'You do not have permission to see this person.');
}
