import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addDays, thisMonthInChurch, todayInChurch } from '@church/contracts/church-time';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import {
  absentMembersQuerySchema, absentMembersResponseSchema, createUnitSchema, deleteUnitQuerySchema, rosterChangesQuerySchema, rosterChangesResponseSchema, unitListQuerySchema,
  unitListResponseSchema, unitMemberParamsSchema, unitMemberResponseSchema, unitNameTakenMessage, unitParamsSchema, unitResponseSchema, unitRosterResponseSchema, updateUnitSchema,
} from '@church/contracts/units';
import { unitSheetQuerySchema, unitSheetResponseSchema, unitSheetWriteResponseSchema, unitSheetWriteSchema } from '@church/contracts/unit-sheet';
import { SHEET_DAYS_BACK, SHEET_MESSAGES } from '@church/contracts/unit-sheet-rules';
import { fullName } from '@church/contracts/user';
import { paginate } from '../../db/sql-helpers';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { assertCanManageUnit, assertMayAddToRoster, assertMayRemoveFromRoster, canReachUser, peopleScope, rosterView } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import { assertMayJoin } from './joining';
import { joinedUnitMail } from '../../mail/joined-unit';
import { absentMembers, addMember, makeLeader, membership, removeMember, unitRoster, unmakeLeader } from '../../rosters/roster';
import { findPerson } from '../../people/person';
import { createUnit, deleteUnit, findUnit, listUnits, updateUnit, withAttendancePercentages } from './queries';
import { listRosterChanges } from '../../rosters/roster-changes';
import { notOnSheet, sheetPeople, writeSheet } from './sheet';
import { toOccurrenceJson } from '../../schedule/occurrences';
import { occurrenceToRecord, writeMoment } from '../../attendance/recording';
import { readChurchSettings } from '../../church-settings/settings';

// Units (docs/decisions/0008-units.md, 0020-unit-rosters-and-what-a-leader-reaches.md): admins
// manage every unit; leaders see and manage the rosters of the units they lead
// (record-access.ts `assertCanManageUnit`: 403 for a unit they do not lead, whether or not it
// exists), and of those rosters only the people they reach; members get 403. Everyone may leave
// a unit they are in. Every roster change is recorded with who made it.
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

  app.get('', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['units'], security: bearer, querystring: unitListQuerySchema, response: { 200: unitListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const actor = requireActor(request);
    const list = await listUnits(db, await peopleScope(db, actor));
    return { data: request.query.include === 'attendance' ? await withAttendancePercentages(db, list, thisMonthInChurch(), rosterView(actor)) : list };
  });

  app.post('', {
    config: { access: ['admin'] },
    schema: { tags: ['units'], security: bearer, body: createUnitSchema, response: { 201: unitResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request, reply) => {
    const unit = await createUnit(db, request.body, requireActor(request).id);
    if (unit === 'taken') throw taken(request.body.name);
    return reply.code(201).send({ data: unit, message: `${unit.name} was created.` });
  });

  app.patch('/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['units'], security: bearer, params: unitParamsSchema, body: updateUnitSchema, response: { 200: unitResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const unit = await updateUnit(db, request.params.id, request.body, requireActor(request).id);
    if (unit === null) throw new HttpError(404, 'No unit with this id.');
    if (unit === 'taken') throw taken(request.body.name ?? '');
    return { data: unit, message: `${unit.name} was saved.` };
  });

  app.delete('/:id', {
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
    await deleteUnit(db, unit.id, requireActor(request).id);
    return { message: `${unit.name} was deleted.` };
  });

  app.get('/:id/members', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['units'], security: bearer, params: unitParamsSchema, response: { 200: unitRosterResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const actor = requireActor(request);
    await assertCanManageUnit(db, actor, request.params.id);
    await unitOr404(request.params.id);
    const { year, month } = thisMonthInChurch();
    return { data: await unitRoster(db, request.params.id, { year, month }, rosterView(actor)), meta: { year, month } };
  });

  app.put('/:id/members/:userId', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['units'], security: bearer, params: unitMemberParamsSchema,
      description: 'An active person with the member role; a leader adds only people who are not admins (any other id: 404). The person is told by mail.',
      response: { 200: unitMemberResponseSchema, 201: unitMemberResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request, reply) => {
    const { id, userId } = request.params;
    const actor = requireActor(request);
    await assertCanManageUnit(db, actor, id);
    const unit = await unitOr404(id);
    const person = await findPerson(db, userId);
    assertMayAddToRoster(actor, person);
    assertMayJoin(person);
    const created = await addMember(db, id, userId, actor.id, joinedUnitMail(person, unit.name, actor.user.full_name, app.settings.siteUrl));
    if (created) await app.kickMail();
    const name = fullName(person.firstName, person.lastName);
    const isLeader = (await membership(db, id, userId))?.isLeader ?? false;
    return reply.code(created ? 201 : 200).send({
      data: { id: person.id, full_name: name, phone: person.phone, email: person.email, is_leader: isLeader },
      message: created ? `${name} joined ${unit.name}.` : `${name} is already in ${unit.name}.`,
    });
  });

  app.delete('/:id/members/:userId', {
    config: { access: ['admin', 'leader'] },
    schema: { tags: ['units'], security: bearer, params: unitMemberParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const { id, userId } = request.params;
    const actor = requireActor(request);
    await assertCanManageUnit(db, actor, id);
    const unit = await unitOr404(id);
    const current = await membership(db, id, userId);
    // A leader acts only on the people of the roster they see: anyone else is not on it for them.
    if (!current || !(await canReachUser(db, actor, userId))) throw new HttpError(404, `No one with this id is on ${unit.name}'s roster.`);
    assertMayRemoveFromRoster(actor, current);
    const person = await personOr404(userId);
    await removeMember(db, id, userId, actor.id);
    return { message: `${fullName(person.firstName, person.lastName)} left ${unit.name}.` };
  });

  app.put('/:id/leaders/:userId', {
    config: { access: ['admin'] },
    schema: {
      tags: ['units'], security: bearer, params: unitMemberParamsSchema,
      description: 'Adds the person to the roster if needed and grants them the leader role.',
      response: { 200: unitMemberResponseSchema, 201: unitMemberResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request, reply) => {
    const { id, userId } = request.params;
    const actor = requireActor(request);
    const unit = await unitOr404(id);
    const person = await findPerson(db, userId);
    assertMayJoin(person);
    if (person.isAdmin) throw validationFailed({ userId: ['Admins lead every unit already; choose someone who is not an admin'] });
    const { joined, made } = await makeLeader(db, id, userId, actor.id, joinedUnitMail(person, unit.name, actor.user.full_name, app.settings.siteUrl));
    if (joined) await app.kickMail();
    const name = fullName(person.firstName, person.lastName);
    return reply.code(made ? 201 : 200).send({
      data: { id: person.id, full_name: name, phone: person.phone, email: person.email, is_leader: true },
      message: made ? `${name} now leads ${unit.name}.` : `${name} already leads ${unit.name}.`,
    });
  });

  app.delete('/:id/leaders/:userId', {
    config: { access: ['admin'] },
    schema: { tags: ['units'], security: bearer, params: unitMemberParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const { id, userId } = request.params;
    const unit = await unitOr404(id);
    const person = await personOr404(userId);
    const name = fullName(person.firstName, person.lastName);
    if (!(await unmakeLeader(db, id, userId, requireActor(request).id))) throw new HttpError(404, `${name} does not lead ${unit.name}.`);
    return { message: `${name} no longer leads ${unit.name} and stays on its roster.` };
  });

  app.get('/:id/absent-members', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['units'], security: bearer, params: unitParamsSchema, querystring: absentMembersQuerySchema,
      description: 'Roster members who missed each of the last `misses` (1..8, default 2) expected occurrences up to now.',
      response: { 200: absentMembersResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    const actor = requireActor(request);
    await assertCanManageUnit(db, actor, request.params.id);
    await unitOr404(request.params.id);
    const { misses } = request.query;
    const { occurrences, members } = await absentMembers(db, request.params.id, misses, new Date(), rosterView(actor));
    return { data: { misses, occurrences: occurrences.map((o) => ({ service_id: o.service_id, service_name: o.service_name, date: o.date })), members } };
  });

  app.get('/:id/roster-changes', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['units'], security: bearer, params: unitParamsSchema, querystring: rosterChangesQuerySchema,
      description: 'Who joined, was removed, left, was made or unmade leader, by whom and when: newest first.',
      response: { 200: rosterChangesResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    await assertCanManageUnit(db, requireActor(request), request.params.id);
    await unitOr404(request.params.id);
    const page = paginate(request.query);
    const { rows, total } = await listRosterChanges(db, request.params.id, page);
    return page.envelope(rows, total);
  });

  // The attendance sheet: the roster as the caller sees it at one occurrence that has begun, and
  // the batch write behind its ticks, "Mark all" and "Undo" (only the roster's people; records
  // made are "attended", recorded by the caller; sending it again changes nothing).
  // Its occurrence is one of the page's two weeks (from the moment the write was made), so a sheet
  // is no way round the rules of older records.
  const sheetOccurrence = async (serviceId: number, date: string, at: Date) => {
    const occurrence = await occurrenceToRecord(db, serviceId, date, { own: false, at });
    if (date < addDays(todayInChurch(at), -SHEET_DAYS_BACK)) throw validationFailed({ date: [SHEET_MESSAGES.tooOld] });
    return occurrence;
  };
  app.get('/:id/attendance', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['units'], security: bearer, params: unitParamsSchema, querystring: unitSheetQuerySchema,
      description: 'The roster (a leader: the people they reach) by name, each with their record at the occurrence and who made it.',
      response: { 200: unitSheetResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    const actor = requireActor(request);
    await assertCanManageUnit(db, actor, request.params.id);
    const unit = await unitOr404(request.params.id);
    const occurrence = await sheetOccurrence(request.query.service_id, request.query.date, new Date());
    const people = await sheetPeople(db, unit.id, { serviceId: occurrence.service_id, date: occurrence.date }, rosterView(actor));
    return { data: { unit: { id: unit.id, name: unit.name }, occurrence: toOccurrenceJson(occurrence, new Date()), people } };
  });

  app.put('/:id/attendance', {
    config: { access: ['admin', 'leader'] },
    schema: {
      tags: ['units'], security: bearer, params: unitParamsSchema, body: unitSheetWriteSchema,
      description: 'Records `present` and removes the records of `absent` at the occurrence, one of the last 14 days. Every id must be on the roster the caller sees, and the caller is not in `present` when the church requires the door\'s code (else 422, nothing written).',
      response: { 200: unitSheetWriteResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    const actor = requireActor(request);
    await assertCanManageUnit(db, actor, request.params.id);
    const unit = await unitOr404(request.params.id);
    const { service_id: serviceId, date, present, absent, client_ref: clientRef } = request.body;
    await sheetOccurrence(serviceId, date, writeMoment(request.body, new Date()));
    // A church that requires the door's code requires it of a leader's own attendance too.
    if (present.includes(actor.id) && !(await readChurchSettings(db)).self_marking_without_code) throw validationFailed({ present: [SHEET_MESSAGES.ownNeedsCode] });
    const view = rosterView(actor);
    const [strangersPresent, strangersAbsent] = await Promise.all([notOnSheet(db, unit.id, present, view), notOnSheet(db, unit.id, absent, view)]);
    const notOnRoster = (ids: number[]) => [`${ids.length === 1 ? `Person ${ids[0]} is` : `People ${ids.join(', ')} are`} not on ${unit.name}'s roster`];
    if (strangersPresent.length > 0 || strangersAbsent.length > 0) {
      throw validationFailed({ ...(strangersPresent.length > 0 && { present: notOnRoster(strangersPresent) }), ...(strangersAbsent.length > 0 && { absent: notOnRoster(strangersAbsent) }) });
    }
    const result = await writeSheet(db, { serviceId, date, present, absent, recordedBy: actor.id, clientRef: clientRef ?? null });
    return { data: result, message: sheetMessage(result) };
  });
};

function sheetMessage({ marked, unmarked }: { marked: number; unmarked: number }): string {
  const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);
  if (marked === 0 && unmarked === 0) return 'Nothing changed: the sheet was already like this.';
  return [marked > 0 && `${people(marked)} marked present`, unmarked > 0 && `${people(unmarked)} unmarked`].filter(Boolean).join(', ') + '.';
}
