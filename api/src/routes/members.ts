import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { idParamsSchema, memberListQuerySchema, memberListResponseSchema, memberResponseSchema } from '@church/contracts/members';
import { unitMembers, users } from '../db/schema';
import { assertCanReachUser, ledUnitIds } from '../http/access';
import { HttpError } from '../http/errors';
import { bearer, errorResponses } from '../http/schemas';
import { loadUser, toUserJson, userWithRelations } from '../users/present';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/members', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['members'], security: bearer, querystring: memberListQuerySchema, response: { 200: memberListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const { page, per_page: perPage, search, unit_id: unitId } = request.query;
    const actor = request.actor!;
    const filters: SQL[] = [];
    if (!actor.roles.includes('admin')) {
      const led = await ledUnitIds(app, actor);
      const scope = unitId ? led.filter((id) => id === unitId) : led;
      if (scope.length === 0) return { data: [], meta: { page, per_page: perPage, total: 0 } };
      filters.push(inArray(users.id, app.db.select({ id: unitMembers.userId }).from(unitMembers).where(inArray(unitMembers.unitId, scope))));
    } else if (unitId) {
      filters.push(inArray(users.id, app.db.select({ id: unitMembers.userId }).from(unitMembers).where(eq(unitMembers.unitId, unitId))));
    }
    if (search) {
      const pattern = likePattern(search);
      filters.push(or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))!);
    }
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      app.db.select(userWithRelations).from(users).where(where).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)).limit(perPage).offset((page - 1) * perPage),
      app.db.select({ total: count() }).from(users).where(where),
    ]);
    return { data: rows.map(toUserJson), meta: { page, per_page: perPage, total: Number(total) } };
  });

  app.get('/members/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['members'], security: bearer, params: idParamsSchema, response: { 200: memberResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    await assertCanReachUser(app, request.actor!, request.params.id);
    const user = await loadUser(app.db, request.params.id);
    if (!user) throw new HttpError(404, 'No member with this id.');
    return { data: user };
  });
};
