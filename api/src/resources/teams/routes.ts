import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import {
  autoScheduleResponseSchema, createPositionSchema, publishPlansResponseSchema, createTeamSchema, planListResponseSchema, planParamsSchema, planResponseSchema, rotaWindowSchema,
  positionNameTakenMessage, positionResponseSchema, putPlanSchema, putTeamMemberSchema, teamListResponseSchema, teamMemberParamsSchema, teamMemberResponseSchema,
  teamDetailResponseSchema, teamNameTakenMessage, teamParamsSchema, teamResponseSchema, updateTeamSchema, standInQuerySchema, standInListResponseSchema,
  askStandInSchema, STAND_IN_FILLED_MESSAGE, NOT_A_STAND_IN_MESSAGE, type Team,
} from '@church/contracts/teams';
import { formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import { fullName } from '@church/contracts/user';
import { type Actor, requireActor } from '../../http/access-control';
import { sendCsv } from '../../http/csv';
import { HttpError, validationFailed } from '../../http/errors';
import { isAdmin } from '../../http/record-access';
import { bearer, errorResponses } from '../../http/schemas';
import { findPerson } from '../../people/person';
import { publishedMessage, publishPlans } from '../../rotas/asking';
import { servedBy, teamPlan, writePlan } from '../../rotas/plans';
import { askStandIn, standInsFor } from '../../rotas/stand-ins';
import { proposeForTeam } from '../../rotas/propose';
import { occurrencesIn } from '../../schedule/occurrences';
import { ROTA_CSV_COLUMNS, rotaCsvRows } from './queries';
import { addPosition, answersWithin48h, createTeam, deleteTeam, findTeam, listTeams, putTeamMember, removeTeamMember, teamMemberRows, teamRole, updateTeam } from '../../rotas/teams';

// Serving teams (docs/decisions/0064-rota-auto-schedule.md). Admins manage every team; a team's
// leaders manage their team (its name, weeks, positions and people) and ask for its proposed
// rota; its members see it. To anyone else a team is out of reach: 403 whether or not it exists.
const OUT_OF_REACH = 'You are not in this team.';
const LEADERS_ONLY = 'Only the team’s leaders and admins can change it.';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const teamOr404 = async (id: number) => {
    const team = await findTeam(db, id);
    if (!team) throw new HttpError(404, 'No team with this id.');
    return team;
  };
  /** 403 unless the caller is an admin or in the team (as a leader when `leads`). */
  const assertReach = async (actor: Actor, teamId: number, { leads }: { leads: boolean }) => {
    if (isAdmin(actor)) return;
    const role = await teamRole(db, teamId, actor.id);
    if (role === null) throw new HttpError(403, OUT_OF_REACH);
    if (leads && role !== 'leader') throw new HttpError(403, LEADERS_ONLY);
  };

  app.get('', {
    config: { access: 'authenticated' },
    schema: { tags: ['teams'], security: bearer, description: 'Admins: every team; anyone else: the teams they serve in.', response: { 200: teamListResponseSchema, ...errorResponses(401, 403) } },
  }, async (request) => {
    const actor = requireActor(request);
    return { data: await listTeams(db, isAdmin(actor) ? null : actor.id) };
  });

  app.post('', {
    config: { access: ['admin'] },
    schema: { tags: ['teams'], security: bearer, body: createTeamSchema, response: { 201: teamResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request, reply) => {
    const id = await createTeam(db, requireActor(request).id, request.body);
    if (id === 'taken') throw validationFailed({ name: [teamNameTakenMessage(request.body.name)] });
    return reply.code(201).send({ data: await teamOr404(id), message: `${request.body.name} was created.` });
  });

  app.get('/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['teams'], security: bearer, params: teamParamsSchema,
      description: 'The team, its positions and people; its leaders and admins also get answers_48h: of the places asked between 13 weeks and 48 hours ago, how many were answered within 48 hours.',
      response: { 200: teamDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    const actor = requireActor(request);
    await assertReach(actor, request.params.id, { leads: false });
    const team = await teamOr404(request.params.id);
    const leads = isAdmin(actor) || (await teamRole(db, team.id, actor.id)) === 'leader';
    return { data: { ...team, answers_48h: leads ? await answersWithin48h(db, team.id, app.settings.now()) : null } };
  });

  app.patch('/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['teams'], security: bearer, params: teamParamsSchema, body: updateTeamSchema, response: { 200: teamResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const actor = requireActor(request);
    await assertReach(actor, request.params.id, { leads: true });
    const updated = await updateTeam(db, actor.id, request.params.id, request.body);
    if (updated === 'taken') throw validationFailed({ name: [teamNameTakenMessage(request.body.name ?? '')] });
    const team = await teamOr404(request.params.id);
    return { data: team, message: `${team.name} was saved.` };
  });

  app.delete('/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['teams'], security: bearer, params: teamParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const team = await teamOr404(request.params.id);
    await deleteTeam(db, requireActor(request).id, team.id);
    return { message: `${team.name} was deleted.` };
  });

  app.post('/:id/positions', {
    config: { access: 'authenticated' },
    schema: { tags: ['teams'], security: bearer, params: teamParamsSchema, body: createPositionSchema, response: { 201: positionResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request, reply) => {
    const actor = requireActor(request);
    await assertReach(actor, request.params.id, { leads: true });
    const team = await teamOr404(request.params.id);
    const position = await addPosition(db, actor.id, team.id, request.body);
    if (position === 'taken') throw validationFailed({ name: [positionNameTakenMessage(request.body.name)] });
    return reply.code(201).send({ data: position, message: `${position.name} was added to ${team.name}.` });
  });

  app.put('/:id/members/:personId', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['teams'], security: bearer, params: teamMemberParamsSchema, body: putTeamMemberSchema,
      description: 'Puts an active member of the church in the team with the positions they serve and their preferences; only admins set is_leader.',
      response: { 200: teamMemberResponseSchema, 201: teamMemberResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request, reply) => {
    const { id, personId } = request.params;
    const actor = requireActor(request);
    await assertReach(actor, id, { leads: true });
    const team = await teamOr404(id);
    if (request.body.is_leader !== undefined && !isAdmin(actor)) throw new HttpError(403, 'Only admins choose a team’s leaders.');
    const person = await findPerson(db, personId);
    if (!person || !person.active || !person.isMember) throw new HttpError(404, 'No active member of the church with this id.');
    const result = await putTeamMember(db, actor.id, id, personId, request.body);
    if ('unknownPositions' in result) throw validationFailed({ position_ids: [`${team.name} has no position with id ${result.unknownPositions[0]}`] });
    const [member] = await teamMemberRows(db, id, personId);
    const name = fullName(person.firstName, person.lastName);
    return reply.code(result.joined ? 201 : 200).send({ data: member, message: result.joined ? `${name} joined ${team.name}.` : `${name}’s place in ${team.name} was saved.` });
  });

  app.delete('/:id/members/:personId', {
    config: { access: 'authenticated' },
    schema: { tags: ['teams'], security: bearer, params: teamMemberParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const { id, personId } = request.params;
    const actor = requireActor(request);
    // Anyone may leave a team they are in; taking someone else out is for its leaders and admins,
    // and taking out a leader for admins (who choose the leaders).
    await assertReach(actor, id, { leads: actor.id !== personId });
    if (actor.id !== personId && !isAdmin(actor) && (await teamRole(db, id, personId)) === 'leader') throw new HttpError(403, 'Only admins take a team’s leaders out of it.');
    const team = await teamOr404(id);
    const person = await findPerson(db, personId);
    if (!person || !(await removeTeamMember(db, actor.id, id, personId, todayInChurch()))) throw new HttpError(404, `No one with this id is in ${team.name}.`);
    return { message: actor.id === personId ? `You left ${team.name}.` : `${fullName(person.firstName, person.lastName)} is no longer in ${team.name}.` };
  });

  app.post('/:id/auto-schedule', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['teams'], security: bearer, params: teamParamsSchema, body: rotaWindowSchema,
      description: 'A proposed rota for the services from `from` to `to` (a draft: nothing is written and nobody is asked), with why each person was chosen and which places stay open.',
      response: { 200: autoScheduleResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    await assertReach(requireActor(request), request.params.id, { leads: true });
    const proposal = await proposeForTeam(db, request.params.id, request.body.from, request.body.to);
    if (!proposal) throw new HttpError(404, 'No team with this id.');
    return { data: proposal };
  });

  app.get('/:id/plans', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['teams'], security: bearer, params: teamParamsSchema, querystring: rotaWindowSchema,
      description: 'The team’s rota from `from` to `to` (at most 92 days): each service it serves, with who fills which position and their answer.',
      response: { 200: planListResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    await assertReach(requireActor(request), request.params.id, { leads: false });
    const team = await teamOr404(request.params.id);
    const { from, to } = request.query;
    return { data: await teamPlan(db, team, await occurrencesIn(db, from, to), from, to) };
  });

  app.get('/:id/plans.csv', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['teams'], security: bearer, params: teamParamsSchema, querystring: rotaWindowSchema, produces: ['text/csv'],
      description: 'The team’s rota from `from` to `to` as CSV, UTF-8 with BOM, for its leaders and admins: a row per place (date, service, start, position, person, answer), and one with no person for each place still open.',
      response: errorResponses(401, 403, 404, 422),
    },
  }, async (request, reply) => {
    await assertReach(requireActor(request), request.params.id, { leads: true });
    const team = await teamOr404(request.params.id);
    const { from, to } = request.query;
    const plan = await teamPlan(db, team, await occurrencesIn(db, from, to), from, to);
    return sendCsv(reply, { filename: `rota-${team.slug}-${from}-${to}.csv`, columns: ROTA_CSV_COLUMNS, rows: rotaCsvRows(plan, team.positions) });
  });

  app.put('/:id/plans/:serviceId/:date', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['teams'], security: bearer, params: planParamsSchema, body: putPlanSchema,
      description: 'The team’s places at one service: those listed stay or are added as drafts (nobody is asked), the others go. Refused per assignment when the person does not serve that position, is blocked out, or serves elsewhere at that time.',
      response: { 200: planResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    const { id, serviceId, date } = request.params;
    await assertReach(requireActor(request), id, { leads: true });
    const team = await teamOr404(id);
    const sameDay = await occurrencesIn(db, date, date);
    const occurrence = servedBy(team, sameDay).find((o) => o.service_id === serviceId);
    if (!occurrence) throw new HttpError(404, `${team.name} does not serve a service with this id on ${date}.`);
    const written = await writePlan(db, team.id, occurrence, sameDay, request.body, todayInChurch(app.settings.now()));
    if (!written) throw new HttpError(404, 'No team with this id.');
    if ('errors' in written) throw validationFailed(written.errors);
    // A place taken from someone already asked tells them now.
    await app.kickMail();
    const [plan] = await teamPlan(db, team, [occurrence], date, date);
    return { data: plan, message: `${team.name}’s places on ${date} were saved as a draft.` };
  });

  /** The team's service with this id on this day, or a 404. */
  const servedOccurrence = async (team: Team, serviceId: number, date: string) => {
    const occurrence = servedBy(team, await occurrencesIn(db, date, date)).find((o) => o.service_id === serviceId);
    if (!occurrence) throw new HttpError(404, `${team.name} does not serve a service with this id on ${date}.`);
    return occurrence;
  };

  app.get('/:id/plans/:serviceId/:date/stand-ins', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['teams'], security: bearer, params: planParamsSchema, querystring: standInQuerySchema,
      description: 'Who could fill a place open at one position of one service, best first (the scheduler’s rules and ranking: the stand-ins a decline names).',
      response: { 200: standInListResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    const { id, serviceId, date } = request.params;
    await assertReach(requireActor(request), id, { leads: true });
    const team = await teamOr404(id);
    await servedOccurrence(team, serviceId, date);
    return { data: await standInsFor(db, team.id, { service_id: serviceId, date, position_id: request.query.position_id }) };
  });

  app.post('/:id/plans/:serviceId/:date/ask', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['teams'], security: bearer, params: planParamsSchema, body: askStandInSchema,
      description: 'Asks one stand-in to serve at a place still open (after a decline), at once: their place is asked, and they get a notification and, as their preference says, a mail with Accept / Decline links.',
      response: { 201: planResponseSchema, ...errorResponses(401, 403, 404, 409, 410, 422) },
    },
  }, async (request, reply) => {
    const { id, serviceId, date } = request.params;
    await assertReach(requireActor(request), id, { leads: true });
    const team = await teamOr404(id);
    const occurrence = await servedOccurrence(team, serviceId, date);
    const now = app.settings.now();
    const today = todayInChurch(now);
    if (date < today) throw new HttpError(410, 'This service was already held: nobody can be asked for it.');
    const asked = await askStandIn(db, team.id, { service_id: serviceId, date, position_id: request.body.position_id }, request.body.person_id, today, now);
    if (asked === 'filled') throw new HttpError(409, STAND_IN_FILLED_MESSAGE);
    if (asked === 'not_stand_in') throw validationFailed({ person_id: [NOT_A_STAND_IN_MESSAGE] });
    // The asking mail goes now, as publishing's does.
    await app.kickMail();
    const [plan] = await teamPlan(db, team, [occurrence], date, date);
    return reply.code(201).send({ data: plan, message: `${asked.full_name} was asked to serve as ${asked.position_name} on ${formatChurchDate(date)}.` });
  });

  app.post('/:id/plans/publish', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['teams'], security: bearer, params: teamParamsSchema, body: rotaWindowSchema,
      description: 'Asks the people of the team’s drafts from `from` (not before today) to `to`: each place becomes asked, and its person gets a notification and, as their preference says, a mail with Accept / Decline links.',
      response: { 200: publishPlansResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    await assertReach(requireActor(request), request.params.id, { leads: true });
    const team = await teamOr404(request.params.id);
    const now = app.settings.now();
    const published = await publishPlans(db, team.id, request.body.from, request.body.to, todayInChurch(now), now);
    // The asking mails go now, not at the mail job's next minute.
    if (published.asked > 0) await app.kickMail();
    return { data: published, message: publishedMessage(team.name, published) };
  });
};
