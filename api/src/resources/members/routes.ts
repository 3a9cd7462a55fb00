import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInChurch } from '@church/contracts/church-time';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import {
  createMemberSchema, idParamsSchema, INVITATION_SENT_MESSAGE, MEMBER_CREATED_MESSAGE, MEMBER_UPDATED_MESSAGE, memberAttendanceQuerySchema,
  memberAttendanceResponseSchema, memberExportQuerySchema, memberListQuerySchema, memberListResponseSchema, memberResponseSchema, NO_EMAIL_TO_INVITE_MESSAGE,
  updateMemberSchema,
} from '@church/contracts/members';
import { hashPassword } from '../../auth/passwords';
import { newOpaqueToken } from '../../auth/tokens';
import { paginate } from '../../db/sql-helpers';
import { type Actor, requireActor } from '../../http/access-control';
import { sendCsv } from '../../http/csv';
import { HttpError } from '../../http/errors';
import { assertCanReachUser, isAdmin, ledUnitIds, peopleScope } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import { withUniqueEmail } from '../../users/accounts';
import { loadUser } from '../../users/present';
import { sendMail } from '../../mail/queue';
import { assertUnitsExist } from '../../rosters/roster';
import { memberAbsenceRoutes } from './absences';
import { createMemberAccount, updateMember } from './changes';
import { memberVisitorRoutes } from './visitor-records';
import { asSeenByLeader } from './leader-view';
import { listMembers, MEMBER_CSV_COLUMNS, memberAttendance, membersForExport } from './queries';

// The members directory (docs/decisions/0009-members.md). Admins see everyone and change anyone;
// leaders see the people of the units they lead whom they reach (record-access.ts; a unit they do
// not lead gives an empty list, not a 403), and of them only the business of those units
// (leader-view.ts, docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md); a person sees
// their own details and attendance.
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(memberVisitorRoutes);
  await app.register(memberAbsenceRoutes);
  const userOr404 = async (id: number) => {
    const user = await loadUser(app.db, id);
    if (!user) throw new HttpError(404, 'No member with this id.');
    return user;
  };
  /** A leader's units, whose business is what they see of people; undefined for an admin (everything). */
  const ledUnitsOf = async (actor: Actor) => (isAdmin(actor) ? undefined : ledUnitIds(app.db, actor.id));

  app.get('', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['members'], security: bearer, querystring: memberListQuerySchema, response: { 200: memberListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const { search, unit_id: unitId, role, active, sort } = request.query;
    const page = paginate(request.query);
    const actor = requireActor(request);
    const scope = await peopleScope(app.db, actor, unitId);
    const { rows, total } = await listMembers(app.db, { scope, ledUnitIds: await ledUnitsOf(actor), search, role, active }, page, sort);
    return page.envelope(rows, total);
  });

  app.get('/export.csv', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['members'], security: bearer, querystring: memberExportQuerySchema,
      description: 'The directory as a CSV attachment, with the filters of GET /members.',
      response: {
        200: { description: 'UTF-8 CSV with a BOM and a header row', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(401, 403, 422),
      },
    },
  }, async (request, reply) => {
    const { search, unit_id: unitId, role, active } = request.query;
    const actor = requireActor(request);
    const scope = await peopleScope(app.db, actor, unitId);
    return sendCsv(reply, {
      filename: `members-${todayInChurch()}.csv`,
      columns: MEMBER_CSV_COLUMNS,
      rows: membersForExport(app.db, { scope, ledUnitIds: await ledUnitsOf(actor), search, role, active }),
    });
  });

  app.get('/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['members'], security: bearer, params: idParamsSchema, response: { 200: memberResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const actor = requireActor(request);
    await assertCanReachUser(app.db, actor, request.params.id);
    const user = await userOr404(request.params.id);
    const led = actor.id === user.id ? undefined : await ledUnitsOf(actor);
    return { data: led ? asSeenByLeader(user, led) : user };
  });

  app.get('/:id/attendance', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['members'], security: bearer, params: idParamsSchema, querystring: memberAttendanceQuerySchema,
      description: 'The months of a year up to this one (or, without year, the last twelve), oldest first, and the last day the person came.',
      response: { 200: memberAttendanceResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    await assertCanReachUser(app.db, requireActor(request), request.params.id);
    await userOr404(request.params.id);
    return { data: await memberAttendance(app.db, request.params.id, request.query.year) };
  });

  // A new person cannot sign in until they choose a password through the invitation link: the
  // account holds the hash of a random secret nobody knows. Without an email the person has no
  // account at all (no hash, no invitation) until an admin gives them one and invites them.
  app.post('', {
    config: { access: ['admin'] },
    schema: { tags: ['members'], security: bearer, body: createMemberSchema, response: { 201: memberResponseSchema, ...errorResponses(400, 401, 403, 409, 422) } },
  }, async (request, reply) => {
    const body = request.body;
    if (body.unit_ids) await assertUnitsExist(app.db, body.unit_ids);
    const unusableHash = await hashPassword(newOpaqueToken(), app.settings.passwordHashing);
    const id = await withUniqueEmail(() => createMemberAccount(app.db, requireActor(request).id, body, unusableHash));
    // The invitation was queued with the account, in its transaction.
    await app.kickMail();
    const user = await userOr404(id);
    return reply.code(201).send({ data: user, message: MEMBER_CREATED_MESSAGE(user.email) });
  });

  app.patch('/:id', {
    config: { access: ['admin'] },
    schema: {
      tags: ['members'], security: bearer, params: idParamsSchema, body: updateMemberSchema,
      description: 'Details, the whole set of roles, the whole set of units, and active. Deactivating ends every session of the person.',
      response: { 200: memberResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
  }, async (request) => {
    const actor = requireActor(request);
    const updated = await withUniqueEmail(() => updateMember(app.db, actor.id, request.params.id, request.body, { actorName: actor.user.full_name, siteUrl: app.settings.siteUrl }));
    if (!updated) throw new HttpError(404, 'No member with this id.');
    if (updated.joinedUnitIds.length > 0) await app.kickMail();
    const user = await userOr404(request.params.id);
    return { data: user, message: MEMBER_UPDATED_MESSAGE };
  });

  app.post('/:id/invitation', {
    config: { access: ['admin'] },
    schema: {
      tags: ['members'], security: bearer, params: idParamsSchema,
      description: 'Sends a new invitation link (valid 7 days, single use); older links stop working.',
      response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    const user = await userOr404(request.params.id);
    if (!user.active) throw new HttpError(422, 'Reactivate this person before inviting them.');
    if (!user.email) throw new HttpError(422, NO_EMAIL_TO_INVITE_MESSAGE, { email: [NO_EMAIL_TO_INVITE_MESSAGE] });
    await sendMail(app, { kind: 'invitation', to: user.email });
    return { message: INVITATION_SENT_MESSAGE(user.email) };
  });
};
