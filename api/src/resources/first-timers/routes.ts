import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInChurch } from '@church/contracts/church-time';
import {
  assigneeCandidatesResponseSchema, assigneeQuerySchema, followUpPeopleQuerySchema, followUpPeopleResponseSchema, MAX_ASSIGNEE_CANDIDATES, feedbackRequestSchema,
  feedbackResponseSchema, FIRST_TIMER_WELCOME_MESSAGE, firstTimerDetailsResponseSchema, firstTimerListQuerySchema,
  firstTimerListResponseSchema, firstTimerRegistrationResponseSchema, firstTimerRequestSchema, followUpBulkResponseSchema, followUpBulkSchema,
  followUpUpdateSchema, proposalParamsSchema, proposedDetailsListResponseSchema, visitRequestSchema,
  duplicatesResponseSchema, firstTimerLinkSchema, firstTimerMergeSchema, firstTimerUpdateSchema, linkProposalsResponseSchema, MAX_DUPLICATE_PAIRS,
} from '@church/contracts/first-timers';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { idParamsSchema } from '@church/contracts/members';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/sql-helpers';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { assertCanFollowUp, assertMayChangeFollowUp, assertNotKeptInOptOut, isAdmin } from '../../http/record-access';
import { rateLimitConfig } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { serviceExists } from '../../schedule/services';
import {
  addFeedback, assigneeCandidates, firstTimerDetails, followUpOf, followUpPeople, isAssignable, listFollowUps, updateFollowUps,
} from '../../follow-ups/follow-ups';
import { announceAssignment, notYetAssignedTo } from './assignment-notifications';
import { addVisit, registerVisit } from '../../follow-ups/visitors';
import { applyProposal, dismissProposal, proposalsOf } from '../../follow-ups/proposed-details';
import { removeFirstTimer, updateFirstTimer } from './corrections';
import { likelyDuplicates } from './duplicates';
import { dismissLinkProposal, linkProposalsOf, linkVisitor, unlinkVisitor } from '../../follow-ups/member-links';
import { mergeFirstTimers } from './merge';

const NO_FIRST_TIMER_MESSAGE = 'No first-timer with this id.';
const NO_PROPOSAL_MESSAGE = 'This first-timer has no such proposed details: they may have been applied or dismissed already.';

// A next contact in the past would make the follow-up overdue the moment it is saved.
function assertNextContactAhead(day: string | null | undefined): void {
  if (day && day < todayInChurch()) throw validationFailed({ next_contact_on: ['Next contact cannot be in the past'] });
}

export const firstTimerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('', {
    config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
    schema: {
      tags: ['first-timers'],
      body: firstTimerRequestSchema,
      response: { 201: firstTimerRegistrationResponseSchema, ...errorResponses(400, 413, 422, 429) },
    },
  }, async (request, reply) => {
    const body = request.body;
    // Today's visit only, on the church's calendar: an admin records another day (POST /first-timers/:id/visits).
    const today = todayInChurch();
    if (body.service_id != null && !(await serviceExists(app.db, body.service_id))) {
      throw validationFailed({ service_id: ['Service must be chosen from the list'] });
    }
    try {
      await registerVisit(app.db, body, today);
    } catch (err) {
      // Two first registrations of one phone at the same moment: the loser finds the winner's row.
      if (!isUniqueViolation(err)) throw err;
      await registerVisit(app.db, body, today);
    }
    // One answer whoever the phone is (new, on record, or registered already today).
    return reply.code(201).send({ data: { visit_date: today }, message: FIRST_TIMER_WELCOME_MESSAGE });
  });

  const settings = () => ({ today: todayInChurch(), overdueDays: app.settings.followUpOverdueDays });

  // A first-timer's follow-up, for an admin or its assignee (record-access.ts).
  async function reachFollowUp(request: FastifyRequest, firstTimerId: number) {
    const actor = requireActor(request);
    const followUp = await followUpOf(app.db, firstTimerId);
    assertCanFollowUp(actor, followUp?.assignedTo);
    if (followUp === null) throw new HttpError(404, 'No first-timer with this id.');
    return { actor, admin: isAdmin(actor), followUp };
  }

  async function assertAssignable(userId: number | null | undefined) {
    if (userId != null && !(await isAssignable(app.db, userId))) throw validationFailed({ assigned_to: ['Choose a member or a leader'] });
  }

  app.get('', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, querystring: firstTimerListQuerySchema, response: { 200: firstTimerListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const { page: _page, per_page: _perPage, ...filter } = request.query;
    const page = paginate(request.query);
    const { rows, total } = await listFollowUps(app.db, filter, settings(), page);
    return page.envelope(rows, total);
  });

  app.get('/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['first-timers'], security: bearer, params: idParamsSchema, response: { 200: firstTimerDetailsResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const { admin } = await reachFollowUp(request, request.params.id);
    const data = await firstTimerDetails(app.db, request.params.id, settings(), admin);
    if (!data) throw new HttpError(404, 'No first-timer with this id.');
    return { data };
  });

  app.patch('/:id/follow-up', {
    config: { access: 'authenticated' },
    schema: { tags: ['first-timers'], security: bearer, params: idParamsSchema, body: followUpUpdateSchema, response: { 200: firstTimerDetailsResponseSchema, ...errorResponses(400, 401, 403, 404, 422) } },
  }, async (request) => {
    const { actor, admin, followUp } = await reachFollowUp(request, request.params.id);
    assertMayChangeFollowUp(actor, followUp.status, request.body);
    assertNextContactAhead(request.body.next_contact_on);
    await assertAssignable(request.body.assigned_to);
    const updated = await updateFollowUps(app.db, [request.params.id], request.body, { id: actor.id, isAdmin: admin });
    // Moved to Opt-out by someone else since it was read.
    assertNotKeptInOptOut(updated > 0);
    if (request.body.assigned_to !== followUp.assignedTo) await announceAssignment(app, [request.params.id], request.body.assigned_to, actor.id);
    const data = await firstTimerDetails(app.db, request.params.id, settings(), admin);
    return { data: data!, message: 'The follow-up has been updated.' };
  });

  app.post('/follow-ups/bulk', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, body: followUpBulkSchema, response: { 200: followUpBulkResponseSchema, ...errorResponses(400, 401, 403, 422) } },
  }, async (request) => {
    const { ids, ...change } = request.body;
    await assertAssignable(change.assigned_to);
    const newlyAssigned = change.assigned_to ? await notYetAssignedTo(app.db, ids, change.assigned_to) : [];
    const updated = await updateFollowUps(app.db, [...new Set(ids)], change, { id: requireActor(request).id, isAdmin: true });
    await announceAssignment(app, newlyAssigned, change.assigned_to, requireActor(request).id);
    return { data: { updated }, message: `${updated} ${updated === 1 ? 'follow-up has' : 'follow-ups have'} been updated.` };
  });

  app.post('/:id/feedback', {
    config: { access: 'authenticated' },
    schema: { tags: ['first-timers'], security: bearer, params: idParamsSchema, body: feedbackRequestSchema, response: { 201: feedbackResponseSchema, ...errorResponses(400, 401, 403, 404, 422) } },
  }, async (request, reply) => {
    const { actor, admin, followUp } = await reachFollowUp(request, request.params.id);
    // A few minutes of clock difference between a phone and the server are not "the future".
    if (Date.parse(request.body.contacted_at) > Date.now() + 5 * 60_000) throw validationFailed({ contacted_at: ['When cannot be in the future'] });
    assertNextContactAhead(request.body.next_contact_on);
    const data = await addFeedback(app.db, followUp.id, request.body, { id: actor.id, isAdmin: admin });
    assertNotKeptInOptOut(data);
    return reply.code(201).send({ data, message: 'Your feedback has been recorded.' });
  });

  app.post('/:id/visits', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, params: idParamsSchema, body: visitRequestSchema, response: { 200: firstTimerDetailsResponseSchema, 201: firstTimerDetailsResponseSchema, ...errorResponses(400, 401, 403, 404, 422) } },
  }, async (request, reply) => {
    const { id } = request.params;
    if (request.body.date > todayInChurch()) throw validationFailed({ date: ['Date of visit cannot be in the future'] });
    if (request.body.service_id != null && !(await serviceExists(app.db, request.body.service_id))) throw validationFailed({ service_id: ['Service must be chosen from the list'] });
    const added = await addVisit(app.db, id, request.body.date, request.body.service_id ?? null);
    if (added === null) throw new HttpError(404, 'No first-timer with this id.');
    const data = await firstTimerDetails(app.db, id, settings(), true);
    return reply.code(added ? 201 : 200).send({ data: data!, message: added ? 'The visit has been recorded.' : 'This visit was already recorded.' });
  });

  // What returning visitors typed differently on the welcome form: for admins alone to apply or dismiss.
  app.get('/:id/proposed-details', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, params: idParamsSchema, response: { 200: proposedDetailsListResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const data = await proposalsOf(app.db, request.params.id);
    if (data === null) throw new HttpError(404, 'No first-timer with this id.');
    return { data };
  });

  app.post('/:id/proposed-details/:proposalId/apply', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, params: proposalParamsSchema, response: { 200: firstTimerDetailsResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const { id, proposalId } = request.params;
    if (!(await applyProposal(app.db, id, proposalId))) throw new HttpError(404, NO_PROPOSAL_MESSAGE);
    const data = await firstTimerDetails(app.db, id, settings(), true);
    return { data: data!, message: 'The proposed details have been applied.' };
  });

  app.delete('/:id/proposed-details/:proposalId', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, params: proposalParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    if (!(await dismissProposal(app.db, request.params.id, request.params.proposalId))) throw new HttpError(404, NO_PROPOSAL_MESSAGE);
    return { message: 'The proposed details have been dismissed.' };
  });

  // The people the admin's filters offer: who holds follow-ups, who has written feedback.
  app.get('/people', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, querystring: followUpPeopleQuerySchema, response: { 200: followUpPeopleResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => ({ data: await followUpPeople(app.db, request.query.role) }));

  // The admin's picker: members and leaders by name, each with the follow-ups they hold open.
  app.get('/assignees', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, querystring: assigneeQuerySchema, response: { 200: assigneeCandidatesResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => ({ data: await assigneeCandidates(app.db, request.query.search, MAX_ASSIGNEE_CANDIDATES) }));
  // --- Correcting, linking, merging and removing a visitor (admins) -----------------------------

  const detailsOf = async (id: number) => {
    const data = await firstTimerDetails(app.db, id, settings(), true);
    if (!data) throw new HttpError(404, NO_FIRST_TIMER_MESSAGE);
    return data;
  };

  app.patch('/:id', {
    config: { access: ['admin'] },
    schema: {
      tags: ['first-timers'], security: bearer, params: idParamsSchema, body: firstTimerUpdateSchema,
      description: 'Corrects the visitor\'s details. A phone another visitor has is refused (422 on phone): the two are likely one person, to merge.',
      response: { 200: firstTimerDetailsResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
    },
  }, async (request) => {
    if (!(await updateFirstTimer(app.db, requireActor(request).id, request.params.id, request.body))) throw new HttpError(404, NO_FIRST_TIMER_MESSAGE);
    return { data: await detailsOf(request.params.id), message: 'The first-timer\'s details have been saved.' };
  });

  app.delete('/:id', {
    config: { access: ['admin'] },
    schema: {
      tags: ['first-timers'], security: bearer, params: idParamsSchema,
      description: 'Removes a record made by mistake: the details and feedback notes are erased, the follow-up closed; the visits stay counted in the figures.',
      response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) },
    },
  }, async (request) => {
    if (!(await removeFirstTimer(app.db, requireActor(request).id, request.params.id))) throw new HttpError(404, NO_FIRST_TIMER_MESSAGE);
    return { message: 'The first-timer has been removed. Their visits still count in the figures.' };
  });

  app.post('/:id/link', {
    config: { access: ['admin'] },
    schema: {
      tags: ['first-timers'], security: bearer, params: idParamsSchema, body: firstTimerLinkSchema,
      description: 'Links the visitor to the member account they became; mark_integrated also moves the follow-up to Integrated.',
      response: { 200: firstTimerDetailsResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
    },
  }, async (request) => {
    const actor = requireActor(request);
    const { id } = request.params;
    const outcome = await linkVisitor(app.db, actor.id, id, request.body.user_id);
    if (outcome === 'no_visitor') throw new HttpError(404, NO_FIRST_TIMER_MESSAGE);
    if (outcome === 'no_member') throw validationFailed({ user_id: ['Choose a member from the list'] });
    if (outcome !== 'linked') throw validationFailed({ user_id: [`This visitor is linked to ${outcome.linkedTo}: unlink them first`] });
    if (request.body.mark_integrated) await updateFollowUps(app.db, [id], { status: 'Integrated' }, { id: actor.id, isAdmin: true });
    return { data: await detailsOf(id), message: request.body.mark_integrated ? 'The visitor is linked to the member and counted as Integrated.' : 'The visitor is linked to the member.' };
  });

  // Accounts registered with the visitor's email or phone, unproven: linked only by an admin (POST /:id/link).
  app.get('/:id/link-proposals', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, params: idParamsSchema, response: { 200: linkProposalsResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const data = await linkProposalsOf(app.db, request.params.id);
    if (data === null) throw new HttpError(404, NO_FIRST_TIMER_MESSAGE);
    return { data };
  });

  app.delete('/:id/link-proposals/:proposalId', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, params: proposalParamsSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    if (!(await dismissLinkProposal(app.db, request.params.id, request.params.proposalId))) throw new HttpError(404, 'This visitor has no such proposed link: it may have been dismissed already.');
    return { message: 'The proposed link has been dismissed.' };
  });

  app.delete('/:id/link', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, params: idParamsSchema, response: { 200: firstTimerDetailsResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    if (!(await unlinkVisitor(app.db, requireActor(request).id, request.params.id))) throw new HttpError(404, NO_FIRST_TIMER_MESSAGE);
    return { data: await detailsOf(request.params.id), message: 'The visitor is no longer linked to a member.' };
  });

  app.get('/duplicates', {
    config: { access: ['admin'] },
    schema: {
      tags: ['first-timers'], security: bearer,
      description: `Up to ${MAX_DUPLICATE_PAIRS} pairs of records that may be one visitor (same email, same phone once written alike, or similar names with a visit on the same day), most recent visits first, each with why.`,
      response: { 200: duplicatesResponseSchema, ...errorResponses(401, 403) },
    },
  }, async () => ({ data: await likelyDuplicates(app.db, MAX_DUPLICATE_PAIRS) }));

  app.post('/:id/merge', {
    config: { access: ['admin'] },
    schema: {
      tags: ['first-timers'], security: bearer, params: idParamsSchema, body: firstTimerMergeSchema,
      description: 'Merges other_id into :id in one transaction: every visit (one a day), the feedback, the follow-up and proposed details; the other record is deleted.',
      response: { 200: firstTimerDetailsResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
    },
  }, async (request) => {
    const { id } = request.params;
    const otherId = request.body.other_id;
    if (otherId === id) throw validationFailed({ other_id: ['Choose another first-timer to merge into this one'] });
    const outcome = await mergeFirstTimers(app.db, requireActor(request).id, id, otherId);
    if (outcome === 'no_visitor') throw new HttpError(404, NO_FIRST_TIMER_MESSAGE);
    if (outcome === 'no_other') throw validationFailed({ other_id: ['There is no other first-timer with this id: it may have been merged or removed already'] });
    if (outcome === 'two_members') throw validationFailed({ other_id: ['The two records are linked to different members: unlink one first'] });
    return { data: await detailsOf(id), message: 'The two records are now one.' };
  });
};
