import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { thisMonthInChurch } from '@church/contracts/church-time';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import {
  absentMembersQuerySchema, absentMembersResponseSchema, createUnitSchema, deleteUnitQuerySchema, unitListQuerySchema, unitListResponseSchema, unitMemberParamsSchema,
  unitMemberResponseSchema, unitNameTakenMessage, unitParamsSchema, unitResponseSchema, unitRosterResponseSchema, updateUnitSchema,
} from '@church/contracts/units';
import { fullName } from '@church/contracts/user';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { assertCanManageUnit, isAdmin, peopleScope } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import {
  absentMembers, addMember, createUnit, deleteUnit, findPerson, findUnit, listUnits, makeLeader, membership, removeMember, unitRoster, unmakeLeader, updateUnit, withAttendancePercentages,
} from './queries';

// Units (docs/decisions/0008-units.md): admins manage every unit; leaders see and manage the
// rosters of the units they lead (record-access.ts `assertCanManageUnit`: 403 for a unit they do
// not lead, whether or not it exists); members get 403.
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const unitOr404 = async (id: number) => {
    const unit = await findUnit(db, id);
    if (!unit) throw new HttpError(404, 'No unit with this id.');
    return unit;
  };
  const personOr404 = async (userId: number) => {
    const person = await findPerson(db, userId);
    if (!person) throw new HttpError(404, 'No person with this id.');
    return person;
  };
  const taken = (name: string) => validationFailed({ name: [unitNameTakenMessage(name)] });

  app.get('/units', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['units'], security: bearer, querystring: unitListQuerySchema, response: { 200: unitListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const list = await listUnits(db, await peopleScope(db, requireActor(request)));
    return { data: request.query.include === 'attendance' ? await withAttendancePercentages(db, list, thisMonthInChurch()) : list };
  });

  app.post('/units', {
    config: { access: ['admin'] },
    schema: { tags: ['units'], security: bearer, body: createUnitSchema, response: { 201: unitResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request, reply) => {
    const unit = await createUnit(db, request.body);
    if (unit === 'taken') throw taken(request.body.name);
    return reply.code(201).send({ data: unit, message: `${unit.name} was created.` });
  });

  app.patch('/units/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['units'], security: bearer, params: unitParamsSchema, body: updateUnitSchema, response: { 200: unitResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const unit = await updateUnit(db, request.params.id, request.body);
    if (unit === null) throw new HttpError(404, 'No unit with this id.');
    if (unit === 'taken') throw taken(request.body.name ?? '');
    return { data: unit, message: `${unit.name} was saved.` };
  });

  app.delete('/units/:id', {
    config: { access: ['admin'] },
    schema: {
      tags: ['units'], security: bearer, params: unitParamsSchema, querystring: deleteUnitQuerySchema,
      description: 'A unit with members answers 409 unless `force=true`.',
      response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 409, 422) },
    },
  }, async (request) => {
    const unit = await unitOr404(request.params.id);
    if (unit.member_count > 0 && !request.query.force) {
      const people = unit.member_count === 1 ? '1 member' : `${unit.member_count} members`;
      throw new HttpError(409, `${unit.name} has ${people}. Deleting it takes them off its roster; confirm to delete it anyway.`);
    }
    await deleteUnit(db, unit.id);
    return { message: `${unit.name} was deleted.` };
  });

  app.get('/units/:id/members', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['units'], security: bearer, params: unitParamsSchema, response: { 200: unitRosterResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    await assertCanManageUnit(db, requireActor(request), request.params.id);
    await unitOr404(request.params.id);
    const { year, month } = thisMonthInChurch();
    return { data: await unitRoster(db, request.params.id, { year, month }), meta: { year, month } };
  });

  app.put('/units/:id/members/:userId', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['units'], security: bearer, params: unitMemberParamsSchema,
      response: { 200: unitMemberResponseSchema, 201: unitMemberResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request, reply) => {
    const { id, userId } = request.params;
    await assertCanManageUnit(db, requireActor(request), id);
    const unit = await unitOr404(id);
    const person = await personOr404(userId);
    const created = await addMember(db, id, userId);
    const name = fullName(person.firstName, person.lastName);
    const isLeader = (await membership(db, id, userId))?.isLeader ?? false;
    return reply.code(created ? 201 : 200).send({
      data: { id: person.id, full_name: name, phone: person.phone, email: person.email, is_leader: isLeader },
      message: created ? `${name} joined ${unit.name}.` : `${name} is already in ${unit.name}.`,
    });
  });

  app.delete('/units/:id/members/:userId', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['units'], security: bearer, params: unitMemberParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const { id, userId } = request.params;
    const actor = requireActor(request);
    await assertCanManageUnit(db, actor, id);
    const unit = await unitOr404(id);
    const person = await personOr404(userId);
    const current = await membership(db, id, userId);
    if (!current) throw new HttpError(404, `${fullName(person.firstName, person.lastName)} is not in ${unit.name}.`);
    if (current.isLeader && !isAdmin(actor)) throw new HttpError(403, 'Only an admin can remove a leader of the unit.');
    await removeMember(db, id, userId);
    return { message: `${fullName(person.firstName, person.lastName)} left ${unit.name}.` };
  });

  app.put('/units/:id/leaders/:userId', {
    config: { access: ['admin'] },
    schema: {
      tags: ['units'], security: bearer, params: unitMemberParamsSchema,
      description: 'Adds the person to the roster if needed and grants them the leader role.',
      response: { 200: unitMemberResponseSchema, 201: unitMemberResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request, reply) => {
    const { id, userId } = request.params;
    const unit = await unitOr404(id);
    const person = await personOr404(userId);
    if (person.isAdmin) throw validationFailed({ userId: ['Admins lead every unit already; choose someone who is not an admin'] });
    const created = await makeLeader(db, id, userId);
    const name = fullName(person.firstName, person.lastName);
    return reply.code(created ? 201 : 200).send({
      data: { id: person.id, full_name: name, phone: person.phone, email: person.email, is_leader: true },
      message: created ? `${name} now leads ${unit.name}.` : `${name} already leads ${unit.name}.`,
    });
  });

  app.delete('/units/:id/leaders/:userId', {
    config: { access: ['admin'] },
    schema: { tags: ['units'], security: bearer, params: unitMemberParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const { id, userId } = request.params;
    const unit = await unitOr404(id);
    const person = await personOr404(userId);
    const name = fullName(person.firstName, person.lastName);
    if (!(await unmakeLeader(db, id, userId))) throw new HttpError(404, `${name} does not lead ${unit.name}.`);
    return { message: `${name} no longer leads ${unit.name} and stays on its roster.` };
  });

  app.get('/units/:id/absent-members', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['units'], security: bearer, params: unitParamsSchema, querystring: absentMembersQuerySchema,
      description: 'Roster members who missed each of the last `misses` (1..8, default 2) expected occurrences up to now.',
      response: { 200: absentMembersResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    await assertCanManageUnit(db, requireActor(request), request.params.id);
    await unitOr404(request.params.id);
    const { misses } = request.query;
    const { occurrences, members } = await absentMembers(db, request.params.id, misses, new Date());
    return { data: { misses, occurrences: occurrences.map((o) => ({ service_id: o.service_id, service_name: o.service_name, date: o.date })), members } };
  });
};
