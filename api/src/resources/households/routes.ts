import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import {
  addHouseholdPersonSchema, ADMINS_ACT_ON_ADULTS_MESSAGE, ADMINS_ADD_KNOWN_PEOPLE_MESSAGE, ADMINS_SET_ROLES_MESSAGE, ALREADY_IN_HOUSEHOLD_MESSAGE, createHouseholdSchema, HOUSEHOLD_NOT_FOUND_MESSAGE, householdListQuerySchema,
  householdListResponseSchema, householdParamsSchema, householdPersonParamsSchema, householdResponseSchema, NO_PERSON_MESSAGE, NOT_IN_HOUSEHOLD_MESSAGE,
  updateHouseholdPersonSchema, updateHouseholdSchema,
} from '@church/contracts/households';
import { paginate } from '../../db/sql-helpers';
import { type Actor, requireActor } from '../../http/access-control';
import { HttpError } from '../../http/errors';
import { assertCanReachHousehold, childCareReadable, isAdmin } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import {
  addHouseholdPerson, createHousehold, deleteHousehold, listHouseholds, loadHousehold, removeHouseholdPerson, roleInHousehold, updateHousehold, updateHouseholdPerson,
} from '../../households/households';

// Households (docs/decisions/0066-people-and-households.md). Admins list and manage every one; a
// member reads and changes the households they are an adult of (403 for any other, whether or
// not it exists), makes their own, and adds new people to it (a child), never someone already
// known: that would let them read another family's child's care details. Roles and the other
// adults are an admin's to change.
export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = async (actor: Actor, id: number) => {
    const household = await loadHousehold(app.db, id, (childIds) => childCareReadable(app.db, actor, childIds));
    if (!household) throw new HttpError(404, HOUSEHOLD_NOT_FOUND_MESSAGE);
    return household;
  };
  const reach = async (request: Parameters<typeof requireActor>[0], id: number) => {
    const actor = requireActor(request);
    await assertCanReachHousehold(app.db, actor, id);
    return actor;
  };
  // A member acts on the household's children and on themself; who is an adult, and the other
  // adults, are an admin's: an adult made a "child" by another would lose the household.
  const assertMayActOn = async (actor: Actor, id: number, personId: number) => {
    if (isAdmin(actor) || personId === actor.id) return;
    if ((await roleInHousehold(app.db, id, personId)) === 'adult') throw new HttpError(403, ADMINS_ACT_ON_ADULTS_MESSAGE);
  };

  app.get('', {
    config: { access: ['admin'] },
    schema: {
      tags: ['households'], security: bearer, querystring: householdListQuerySchema,
      description: 'Names, addresses and how many adults and children: never a person\'s care details.',
      response: { 200: householdListResponseSchema, ...errorResponses(401, 403, 422) },
    },
  }, async (request) => {
    const page = paginate(request.query);
    const { rows, total } = await listHouseholds(app.db, request.query.search, page);
    return page.envelope(rows, total);
  });

  app.post('', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['households'], security: bearer, body: createHouseholdSchema,
      description: 'An admin makes an empty household; anyone else makes one with themselves as its first adult.',
      response: { 201: householdResponseSchema, ...errorResponses(400, 401, 422) },
    },
  }, async (request, reply) => {
    const actor = requireActor(request);
    const id = await createHousehold(app.db, actor.id, request.body, isAdmin(actor) ? undefined : actor.id);
    return reply.code(201).send({ data: await present(actor, id) });
  });

  app.get('/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['households'], security: bearer, params: householdParamsSchema, response: { 200: householdResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => ({ data: await present(await reach(request, request.params.id), request.params.id) }));

  app.patch('/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['households'], security: bearer, params: householdParamsSchema, body: updateHouseholdSchema, response: { 200: householdResponseSchema, ...errorResponses(400, 401, 403, 404, 422) } },
  }, async (request) => {
    const actor = await reach(request, request.params.id);
    if (!(await updateHousehold(app.db, actor.id, request.params.id, request.body))) throw new HttpError(404, HOUSEHOLD_NOT_FOUND_MESSAGE);
    return { data: await present(actor, request.params.id) };
  });

  app.delete('/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['households'], security: bearer, params: householdParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    if (!(await deleteHousehold(app.db, requireActor(request).id, request.params.id))) throw new HttpError(404, HOUSEHOLD_NOT_FOUND_MESSAGE);
    return { message: 'The household has been deleted; its people stay.' };
  });

  app.post('/:id/people', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['households'], security: bearer, params: householdParamsSchema, body: addHouseholdPersonSchema,
      description: 'Someone known by person_id (admins only), or a new person without an account (a child: names, birthday, allergies, care notes, school grade).',
      response: { 201: householdResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
  }, async (request, reply) => {
    const actor = await reach(request, request.params.id);
    if ('person_id' in request.body && !isAdmin(actor)) throw new HttpError(403, ADMINS_ADD_KNOWN_PEOPLE_MESSAGE);
    const outcome = await addHouseholdPerson(app.db, actor.id, request.params.id, request.body);
    if (outcome === 'no-household') throw new HttpError(404, HOUSEHOLD_NOT_FOUND_MESSAGE);
    if (outcome === 'no-person') throw new HttpError(422, NO_PERSON_MESSAGE, { person_id: [NO_PERSON_MESSAGE] });
    if (outcome === 'already-in') throw new HttpError(409, ALREADY_IN_HOUSEHOLD_MESSAGE, { person_id: [ALREADY_IN_HOUSEHOLD_MESSAGE] });
    return reply.code(201).send({ data: await present(actor, request.params.id) });
  });

  app.patch('/:id/people/:personId', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['households'], security: bearer, params: householdPersonParamsSchema, body: updateHouseholdPersonSchema,
      description: 'A person\'s role in the household and a child\'s care details; each change of care details is on the audit trail.',
      response: { 200: householdResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
    },
  }, async (request) => {
    const actor = await reach(request, request.params.id);
    if (!isAdmin(actor) && request.body.role !== undefined) throw new HttpError(403, ADMINS_SET_ROLES_MESSAGE);
    await assertMayActOn(actor, request.params.id, request.params.personId);
    if (!(await updateHouseholdPerson(app.db, actor.id, request.params.id, request.params.personId, request.body))) throw new HttpError(404, NOT_IN_HOUSEHOLD_MESSAGE);
    return { data: await present(actor, request.params.id) };
  });

  app.delete('/:id/people/:personId', {
    config: { access: 'authenticated' },
    schema: { tags: ['households'], security: bearer, params: householdPersonParamsSchema, response: { 200: householdResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const actor = await reach(request, request.params.id);
    await assertMayActOn(actor, request.params.id, request.params.personId);
    if (!(await removeHouseholdPerson(app.db, actor.id, request.params.id, request.params.personId))) throw new HttpError(404, NOT_IN_HOUSEHOLD_MESSAGE);
    return { data: await present(actor, request.params.id) };
  });
};
