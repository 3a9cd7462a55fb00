import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { addDays, isoWithOffset, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { ROLE_IDS, type RoleName } from '@church/contracts/roles';
import { codeFor, slotOf } from '../check-in/codes';
import { checkInKey } from '../auth/server-keys';
import { createSession } from '../auth/sessions';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { absences, attendance, avatars, blockouts, events, firstTimerLinkProposals, firstTimerProposedDetails, householdPeople, households, importFilePieces, imports, firstTimers, followUps, formMessages, passwordResets, rotaPlaces, serviceCancellations, services, sessions, teamMemberPositions, teamMembers, teamPositions, teams, unitMembers, units, userRoles, users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { newUnsubscribeLinks } from '../notifications/unsubscribe';
import { newAnswerLinks } from '../rotas/answer-links';
import { newCalendarToken } from '../rotas/calendar';
import { auth, createTestApp, loginAs, type RoleKey, type TestContext } from '../test/context';
import { processAvatar } from '../users/avatar';
import type { Access } from './access-control';

// The permissions matrix: EVERY route of the API must appear here with its access rule and a
// valid sample request. The first test fails when a route is added (or its rule changed)
// without joining this table. Each allowed caller must get the route's success status with its
// sample (so a rule that wrongly refuses, or a sample that is really a 4xx, shows up); each
// denied caller gets 401 (anonymous) or 403. A paired welcome-team station is a caller too: it
// reaches only the routes that list 'station' and gets 401 on every other, public ones included.
type Caller = 'anonymous' | 'station' | RoleKey;
const CALLERS: Caller[] = ['anonymous', 'member', 'leader', 'admin', 'station'];
const ROLES_OF: Record<Caller, RoleName[]> = {
  anonymous: [],
  station: [],
  member: ['member'],
  leader: ['leader', 'member'],
  admin: ['admin', 'member'],
};

interface Sample {
  url?: string;
  payload?: object;
  /** Beside the caller's token (a multipart upload's content type). */
  headers?: Record<string, string>;
}

interface SampleContext {
  caller: Caller;
  /** The caller's own user id (the member's for anonymous): a record every caller may reach. */
  selfId: number;
}

interface Row {
  access: Access;
  /** What an allowed caller gets with the sample (default 200). */
  status?: number;
  sample?: (context: SampleContext) => Sample | Promise<Sample>;
}

let png = ''; // a real picture, made in beforeAll
let stationToken = ''; // a paired station's credential, made in beforeAll

let ctx: TestContext;
const ids: Record<string, number> = {};
let avatarKey = '';

// A live reset link for Samuel (who no test signs in as), setting the password it already has.
async function resetLinkSample(): Promise<Sample> {
  const token = newOpaqueToken();
  await ctx.database.db.insert(passwordResets).values({ userId: ids.outsider, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });
  return { payload: { token, email: 'samuel.eze@example.com', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD } };
}

const today = todayInChurch();
const [thisYear, thisMonth] = today.split('-').map(Number);
const monthQuery = `year=${thisYear}&month=${thisMonth}`;
// A distinct week per caller, so samples that write never collide.
const weeksAhead = (caller: Caller, offset = 0) => addDays(today, 7 * (CALLERS.indexOf(caller) + 1 + offset));

// A fresh unsubscribe link of Samuel's (who no test signs in as) for the first-timer mail.
async function unsubscribeSample(): Promise<Sample> {
  const links = await newUnsubscribeLinks(ctx.database.db, 'http://site.test', ids.outsider, 'visitor_assigned');
  return { payload: { token: new URL(links.oneClick).searchParams.get('token') } };
}

// A past attendance record of the member (whom the leader may reach) for a caller to remove.
async function attendanceRecordSample({ caller }: SampleContext): Promise<Sample> {
  const [row] = await ctx.database.db
    .insert(attendance)
    .values({ userId: ids.member, serviceId: ids.weekly, attendedOn: addDays(today, -7 * (CALLERS.indexOf(caller) + 1)), serviceCategory: 'Others' })
    .returning({ id: attendance.id });
  return { url: `/api/attendance/${row.id}` };
}

// The door's code for the service open now ('Matrix Now'); the caller's own record there (the
// attendance row's sample made it) is removed first, so their check-in is a new one.
async function doorCode(): Promise<string> {
  return codeFor(await checkInKey(ctx.database.db), { service_id: ids.openService, date: today }, slotOf(new Date(), ctx.app.settings.checkInCodeSeconds));
}
async function checkInSample({ selfId }: SampleContext): Promise<Sample> {
  await ctx.database.db.delete(attendance).where(and(eq(attendance.userId, selfId), eq(attendance.serviceId, ids.openService), eq(attendance.attendedOn, today)));
  return { payload: { code: await doorCode(), client_ref: `matrix-${selfId}` } };
}

// Imports: a members file uploaded as a browser's FormData sends it, and drafts or committed
// imports made directly in the database, one per caller.
function importUploadSample({ caller }: SampleContext): Sample {
  const boundary = 'matrix-boundary';
  const csv = `First name,Last name,Email\nMatrix,Import,matrix-import-${caller}@example.com\n`;
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nmembers\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.csv"\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return { payload: Buffer.from(body), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function importSample({ caller }: SampleContext, committed = false, suffix = ''): Promise<Sample> {
  const file = Buffer.from(`First name,Last name,Email\nMatrix,Draft,matrix-draft-${caller}@example.com\n`);
  const [row] = await ctx.database.db.insert(imports).values({
    kind: 'members', fileName: 'm.csv', fileBytes: file.length, mapping: { first_name: 'First name', last_name: 'Last name', email: 'Email' }, rowsTotal: 1,
    ...(committed ? { status: 'committed', reportCsv: '2\tcreated\tnew member\tMatrix Draft', report: { created: 1, updated: 0, skipped: 0 } } : {}),
  }).returning({ id: imports.id });
  await ctx.database.db.insert(importFilePieces).values({ importId: row.id, at: 0, bytes: file });
  return { url: `/api/imports/${row.id}${suffix}` };
}

async function cancelledOccurrenceSample({ caller }: SampleContext): Promise<Sample> {
  const date = weeksAhead(caller, 10);
  await ctx.database.db.insert(serviceCancellations).values({ serviceId: ids.weekly, date, reason: 'Holiday' });
  return { url: `/api/services/${ids.weekly}/cancellations/${date}` };
}

// A first-timer followed up by the caller (anonymous: by the member), first seen a week ago.
let visitorSerial = 0;
async function assignedFirstTimerSample({ selfId }: SampleContext, suffix = ''): Promise<Sample> {
  visitorSerial += 1;
  const firstVisit = addDays(today, -7);
  const [person] = await ctx.database.db
    .insert(firstTimers)
    .values({ firstName: 'Matrix', lastName: `Visitor ${visitorSerial}`, phone: `+2348170000${String(visitorSerial).padStart(3, '0')}`, firstVisitOn: firstVisit, lastVisitOn: firstVisit })
    .returning({ id: firstTimers.id });
  await ctx.database.db.insert(followUps).values({ firstTimerId: person.id, assignedTo: selfId, assignedBy: ids.admin, assignedAt: new Date() });
  return { url: `/api/first-timers/${person.id}${suffix}` };
}
const firstTimerIdOf = (sample: Sample) => Number(sample.url!.split('/')[3]);
// Details a returning visitor proposed, for a caller to apply or dismiss.
async function proposalSample(context: SampleContext, suffix = ''): Promise<Sample> {
  const firstTimerId = firstTimerIdOf(await assignedFirstTimerSample(context));
  const [proposal] = await ctx.database.db.insert(firstTimerProposedDetails).values({ firstTimerId, details: { address: '9 Matrix Road' } }).returning({ id: firstTimerProposedDetails.id });
  return { url: `/api/first-timers/${firstTimerId}/proposed-details/${proposal.id}${suffix}` };
}

// A fresh empty unit per sample (to rename or delete).
let unitSerial = 0;
async function newUnitSample(suffix = ''): Promise<Sample> {
  unitSerial += 1;
  const [unit] = await ctx.database.db.insert(units).values({ name: `Matrix Unit ${unitSerial}`, slug: `matrix-unit-${unitSerial}` }).returning({ id: units.id });
  return { url: `/api/units/${unit.id}${suffix}` };
}
// A fresh team the caller leads (anonymous: the member's), for a caller to see, change or delete.
let teamSerial = 0;
async function teamLedBy({ selfId }: SampleContext, suffix = ''): Promise<Sample> {
  teamSerial += 1;
  const [team] = await ctx.database.db.insert(teams).values({ name: `Matrix Team ${teamSerial}`, slug: `matrix-team-${teamSerial}` }).returning({ id: teams.id });
  await ctx.database.db.insert(teamMembers).values({ teamId: team.id, userId: selfId, isLeader: true });
  return { url: `/api/teams/${team.id}${suffix}` };
}
// A fresh household the caller is an adult of (anonymous: the member's).
async function householdOf({ selfId }: SampleContext, suffix = ''): Promise<Sample> {
  const [household] = await ctx.database.db.insert(households).values({ name: 'Matrix Household' }).returning({ id: households.id });
  await ctx.database.db.insert(householdPeople).values({ householdId: household.id, userId: selfId, role: 'adult' });
  return { url: `/api/households/${household.id}${suffix}` };
}
// A place the person was asked for, a week ahead per caller at the weekly service, in a fresh team.
async function askedPlaceOf({ caller, selfId }: SampleContext): Promise<number> {
  const team = Number((await teamLedBy({ caller, selfId })).url!.split('/')[3]);
  const [position] = await ctx.database.db.insert(teamPositions).values({ teamId: team, name: 'Door', needed: 1 }).returning({ id: teamPositions.id });
  const [place] = await ctx.database.db.insert(rotaPlaces)
    .values({ teamId: team, positionId: position.id, serviceId: ids.weekly, servedOn: weeksAhead(caller), userId: selfId, state: 'asked' }).returning({ id: rotaPlaces.id });
  return place.id;
}
// A place the person accepted, in a fresh team where the spare person serves its position too (to take it in a swap),
// on a day no sample cancels.
async function acceptedPlaceOf(context: SampleContext): Promise<number> {
  const placeId = await askedPlaceOf(context);
  const [place] = await ctx.database.db.update(rotaPlaces).set({ state: 'accepted', servedOn: weeksAhead(context.caller, 40) }).where(eq(rotaPlaces.id, placeId)).returning({ teamId: rotaPlaces.teamId, positionId: rotaPlaces.positionId });
  await ctx.database.db.insert(teamMembers).values({ teamId: place.teamId, userId: ids.spare });
  await ctx.database.db.insert(teamMemberPositions).values({ positionId: place.positionId, userId: ids.spare });
  return placeId;
}
// A session of the person's on a device other than the caller's, to sign out.
async function otherDeviceSample(userId: number): Promise<Sample> {
  const token = await createSession(ctx.database.db, userId, 'Matrix tablet');
  const [session] = await ctx.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return { url: `/api/me/sessions/${session.id}` };
}
// A fresh event per sample (to delete).
async function newEventSample(): Promise<Sample> {
  const [event] = await ctx.database.db.insert(events).values({ title: 'Matrix throwaway', startsAt: new Date() }).returning({ id: events.id });
  return { url: `/api/events/${event.id}` };
}
// A spare person (no other test's) on the Choir's roster, as a leader when asked, for a caller to take off again.
async function spareInChoir(isLeader: boolean): Promise<void> {
  await ctx.database.db
    .insert(unitMembers)
    .values({ unitId: ids.choir, userId: ids.spare, isLeader })
    .onConflictDoUpdate({ target: [unitMembers.unitId, unitMembers.userId], set: { isLeader } });
}

// A fresh absence of the person's, to take back.
async function absenceOf(userId: number): Promise<number> {
  const [row] = await ctx.database.db.insert(absences).values({ userId, fromOn: addDays(today, 60), toOn: addDays(today, 61), recordedBy: userId }).returning({ id: absences.id });
  return row.id;
}

// A station waiting for its tablet, made as an admin makes one, for a caller to pair or revoke.
async function waitingStation(): Promise<{ id: number; pairing_code: string }> {
  const made = await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(await loginAs(ctx.app, 'admin')), payload: { name: 'Matrix door' } });
  return made.json().data;
}

// A check-in the station made a moment ago (of a person made for it), for the station to undo.
async function stationCheckInToUndo(): Promise<number> {
  const [person] = await ctx.database.db.insert(users).values({ firstName: 'Matrix', lastName: 'Undo', email: 'matrix.undo@example.com', passwordHash: 'not-a-hash' }).returning({ id: users.id });
  await ctx.database.db.insert(userRoles).values({ userId: person.id, roleId: ROLE_IDS.member });
  const made = await ctx.app.inject({ method: 'POST', url: '/api/station/check-ins', headers: { authorization: `Station ${stationToken}` }, payload: { user_id: person.id } });
  return made.json().data.id;
}

const TABLE: Record<string, Row> = {
  'GET /api/health': { access: 'public' },
  'POST /api/login': { access: 'public', sample: () => ({ payload: { email: 'member@example.com', password: DEMO_PASSWORD } }) },
  'POST /api/register': { access: 'public', status: 201, sample: ({ caller }) => ({ payload: { first_name: 'New', last_name: 'Person', email: `matrix-${caller}@example.com`, password: 'long-enough-1' } }) },
  'POST /api/logout': { access: 'authenticated' },
  'POST /api/forgot-password': { access: 'public', sample: () => ({ payload: { email: 'member@example.com' } }) },
  'POST /api/reset-password': { access: 'public', sample: resetLinkSample },
  'GET /api/me': { access: 'authenticated' },
  'PATCH /api/me': { access: 'authenticated', sample: () => ({ payload: { address: '1 Church Road' } }) },
  'PUT /api/me/avatar': { access: 'authenticated', sample: () => ({ payload: { avatar: png } }) },
  'DELETE /api/me/avatar': { access: 'authenticated' },
  // Set to the same password, so the demo accounts keep signing in.
  'PUT /api/me/password': { access: 'authenticated', sample: () => ({ payload: { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD } }) },
  'GET /api/me/sessions': { access: 'authenticated' },
  'DELETE /api/me/sessions': { access: 'authenticated' },
  // Another device of the caller's own (anonymous: the member's).
  'DELETE /api/me/sessions/:id': { access: 'authenticated', sample: ({ selfId }) => otherDeviceSample(selfId) },
  'GET /api/avatars/:key': { access: 'public', sample: () => ({ url: `/api/avatars/${avatarKey}` }) },
  'GET /api/services': { access: 'public' },
  'GET /api/services/occurrences': { access: 'authenticated', sample: () => ({ url: `/api/services/occurrences?from=${today}&to=${addDays(today, 6)}` }) },
  'GET /api/services/schedule': { access: ['admin'] },
  'POST /api/services': { access: ['admin'], status: 201, sample: () => ({ payload: { name: 'Harvest', is_recurring: false, service_date: addDays(today, 30), start_time: '10:00' } }) },
  'PATCH /api/services/:id': { access: ['admin'], sample: () => ({ url: `/api/services/${ids.weekly}`, payload: { name: 'Matrix Vigil' } }) },
  'POST /api/services/:id/cancellations': {
    access: ['admin'],
    status: 201,
    sample: ({ caller }) => ({ url: `/api/services/${ids.weekly}/cancellations`, payload: { date: weeksAhead(caller), reason: 'Holiday' } }),
  },
  'DELETE /api/services/:id/cancellations/:date': { access: ['admin'], sample: cancelledOccurrenceSample },
  'POST /api/attendance': { access: 'authenticated', status: 201, sample: () => ({ payload: { service_id: ids.openService, date: today, category: 'Others' } }) },
  'DELETE /api/attendance/:id': { access: ['admin', 'leader'], sample: attendanceRecordSample },
  'GET /api/attendance/summary': { access: 'authenticated', sample: () => ({ url: `/api/attendance/summary?${monthQuery}` }) },
  'GET /api/attendance/history': { access: 'authenticated' },
  'GET /api/attendance': { access: ['admin', 'leader'], sample: () => ({ url: `/api/attendance?${monthQuery}` }) },
  'GET /api/attendance/export.csv': { access: ['admin', 'leader'], sample: () => ({ url: `/api/attendance/export.csv?${monthQuery}` }) },
  'GET /api/attendance/by-occurrence': { access: ['admin', 'leader'], sample: () => ({ url: `/api/attendance/by-occurrence?${monthQuery}` }) },
  'GET /api/attendance/report': { access: ['admin', 'leader'], sample: () => ({ url: `/api/attendance/report?from=${addDays(today, -30)}&to=${today}` }) },
  'PUT /api/me/attendance-goal': { access: 'authenticated', sample: () => ({ payload: { year: thisYear, month: thisMonth, goal: 1 } }) },
  'GET /api/me/attendance': { access: 'authenticated', sample: () => ({ url: `/api/me/attendance?${monthQuery}` }) },
  'GET /api/me/attendance/export.csv': { access: 'authenticated' },
  'GET /api/units': { access: ['admin', 'leader'], sample: () => ({ url: '/api/units?include=attendance' }) },
  'POST /api/units': { access: ['admin'], status: 201, sample: ({ caller }) => ({ payload: { name: `Matrix ${caller} unit`, description: 'From the matrix' } }) },
  'PATCH /api/units/:id': { access: ['admin'], sample: async () => ({ ...(await newUnitSample()), payload: { description: 'Renamed by the matrix' } }) },
  'DELETE /api/units/:id': { access: ['admin'], sample: () => newUnitSample() },
  // The leader leads the Choir; the member sings in it (PUT of an existing member: 200).
  'GET /api/units/:id/members': { access: ['admin', 'leader'], sample: () => ({ url: `/api/units/${ids.choir}/members` }) },
  'PUT /api/units/:id/members/:userId': { access: ['admin', 'leader'], sample: () => ({ url: `/api/units/${ids.choir}/members/${ids.member}` }) },
  'DELETE /api/units/:id/members/:userId': {
    access: ['admin', 'leader'],
    sample: async () => {
      await spareInChoir(false);
      return { url: `/api/units/${ids.choir}/members/${ids.spare}` };
    },
  },
  'PUT /api/units/:id/leaders/:userId': { access: ['admin'], sample: () => ({ url: `/api/units/${ids.choir}/leaders/${ids.leader}` }) },
  'DELETE /api/units/:id/leaders/:userId': {
    access: ['admin'],
    sample: async () => {
      await spareInChoir(true);
      return { url: `/api/units/${ids.choir}/leaders/${ids.spare}` };
    },
  },
  'GET /api/units/:id/absent-members': { access: ['admin', 'leader'], sample: () => ({ url: `/api/units/${ids.choir}/absent-members?misses=3` }) },
  'GET /api/units/:id/roster-changes': { access: ['admin', 'leader'], sample: () => ({ url: `/api/units/${ids.choir}/roster-changes?per_page=5` }) },
  // The Choir's sheet at the weekly service a week ago (the sheet takes the last two weeks).
  'GET /api/units/:id/attendance': { access: ['admin', 'leader'], sample: () => ({ url: `/api/units/${ids.choir}/attendance?service_id=${ids.weekly}&date=${addDays(today, -7)}` }) },
  'PUT /api/units/:id/attendance': {
    access: ['admin', 'leader'],
    sample: () => ({ url: `/api/units/${ids.choir}/attendance`, payload: { service_id: ids.weekly, date: addDays(today, -7), present: [ids.member], client_ref: 'matrix-sheet' } }),
  },
  'GET /api/teams': { access: 'authenticated' },
  'POST /api/teams': { access: ['admin'], status: 201, sample: ({ caller }) => ({ payload: { name: `Matrix ${caller} team`, weeks_of_month: [1, 3] } }) },
  'GET /api/teams/:id': { access: 'authenticated', sample: (context) => teamLedBy(context) },
  'PATCH /api/teams/:id': { access: 'authenticated', sample: async (context) => ({ ...(await teamLedBy(context)), payload: { weeks_of_month: [2] } }) },
  'DELETE /api/teams/:id': { access: ['admin'], sample: (context) => teamLedBy(context) },
  'POST /api/teams/:id/positions': { access: 'authenticated', status: 201, sample: async (context) => ({ ...(await teamLedBy(context, '/positions')), payload: { name: 'Sound desk', needed: 1 } }) },
  'PUT /api/teams/:id/members/:personId': { access: 'authenticated', status: 201, sample: async (context) => ({ ...(await teamLedBy(context, `/members/${ids.spare}`)), payload: { position_ids: [] } }) },
  'DELETE /api/teams/:id/members/:personId': {
    access: 'authenticated',
    sample: async (context) => {
      const sample = await teamLedBy(context, `/members/${ids.spare}`);
      await ctx.database.db.insert(teamMembers).values({ teamId: Number(sample.url!.split('/')[3]), userId: ids.spare });
      return sample;
    },
  },
  'GET /api/teams/:id/plans': { access: 'authenticated', sample: async (context) => ({ url: `${(await teamLedBy(context)).url}/plans?from=${today}&to=${addDays(today, 13)}` }) },
  'GET /api/teams/:id/plans.csv': { access: 'authenticated', sample: async (context) => ({ url: `${(await teamLedBy(context)).url}/plans.csv?from=${today}&to=${addDays(today, 13)}` }) },
  'PUT /api/teams/:id/plans/:serviceId/:date': {
    access: 'authenticated',
    sample: async (context) => ({ url: `${(await teamLedBy(context)).url}/plans/${ids.weekly}/${today}`, payload: { assignments: [] } }),
  },
  'GET /api/teams/:id/plans/:serviceId/:date/stand-ins': {
    access: 'authenticated',
    sample: async (context) => ({ url: `${(await teamLedBy(context)).url}/plans/${ids.weekly}/${today}/stand-ins?position_id=1` }),
  },
  'POST /api/teams/:id/plans/:serviceId/:date/ask': {
    access: 'authenticated',
    status: 201,
    // The caller leads a team whose one position they serve themselves, open at today's service.
    sample: async (context) => {
      const sample = await teamLedBy(context);
      const teamId = Number(sample.url!.split('/')[3]);
      const [position] = await ctx.database.db.insert(teamPositions).values({ teamId, name: 'Matrix desk', needed: 1 }).returning({ id: teamPositions.id });
      await ctx.database.db.insert(teamMemberPositions).values({ userId: context.selfId, positionId: position.id });
      return { url: `${sample.url}/plans/${ids.weekly}/${today}/ask`, payload: { position_id: position.id, person_id: context.selfId } };
    },
  },
  'POST /api/teams/:id/plans/publish': { access: 'authenticated', sample: async (context) => ({ ...(await teamLedBy(context, '/plans/publish')), payload: { from: today, to: addDays(today, 27) } }) },
  // A person's own places on rotas; an answer link needs no sign-in.
  'GET /api/me/serving': { access: 'authenticated' },
  'PUT /api/me/serving/:placeId': { access: 'authenticated', sample: async (context) => ({ url: `/api/me/serving/${await askedPlaceOf(context)}`, payload: { answer: 'accept' } }) },
  'POST /api/rota/answers': {
    access: 'public',
    sample: async (context) => {
      const links = await newAnswerLinks(ctx.database.db, 'http://site.test', await askedPlaceOf(context));
      return { payload: { token: new URL(links.accept).searchParams.get('token'), answer: 'accept' } };
    },
  },
  'POST /api/rota/answers/preview': {
    access: 'public',
    sample: async (context) => {
      const links = await newAnswerLinks(ctx.database.db, 'http://site.test', await askedPlaceOf(context));
      return { payload: { token: new URL(links.accept).searchParams.get('token') } };
    },
  },
  'GET /api/me/serving/:placeId/replacements': { access: 'authenticated', sample: async (context) => ({ url: `/api/me/serving/${await acceptedPlaceOf(context)}/replacements` }) },
  'POST /api/me/serving/:placeId/swap': {
    access: 'authenticated',
    sample: async (context) => ({ url: `/api/me/serving/${await acceptedPlaceOf(context)}/swap`, payload: { person_id: ids.spare } }),
  },
  'POST /api/me/serving/calendar': { access: 'authenticated' },
  'GET /api/rota/calendar/:file': { access: 'public', sample: async () => ({ url: `/api/rota/calendar/${await newCalendarToken(ctx.database.db, ids.outsider, new Date())}.ics` }) },
  'POST /api/teams/:id/auto-schedule': { access: 'authenticated', sample: async (context) => ({ ...(await teamLedBy(context, '/auto-schedule')), payload: { from: today, to: addDays(today, 27) } }) },
  // The caller leaves a fresh unit they were put on (anonymous: the member's).
  'DELETE /api/me/units/:id': {
    access: 'authenticated',
    status: 204,
    sample: async ({ selfId }) => {
      const sample = await newUnitSample();
      await ctx.database.db.insert(unitMembers).values({ unitId: Number(sample.url!.split('/')[3]), userId: selfId });
      return { url: `/api/me${sample.url!.slice('/api'.length)}` };
    },
  },
  'GET /api/members': { access: ['admin', 'leader'], sample: () => ({ url: '/api/members?search=ruth' }) },
  'GET /api/members/export.csv': { access: ['admin', 'leader'] },
  'GET /api/members/:id': { access: 'authenticated', sample: ({ selfId }) => ({ url: `/api/members/${selfId}` }) },
  'GET /api/members/:id/attendance': { access: 'authenticated', sample: ({ selfId }) => ({ url: `/api/members/${selfId}/attendance?year=${thisYear}` }) },
  'POST /api/members': {
    access: ['admin'],
    status: 201,
    sample: ({ caller }) => ({ payload: { first_name: 'Matrix', last_name: 'Invitee', email: `matrix-invitee-${caller}@example.com`, unit_ids: [ids.choir] } }),
  },
  'PATCH /api/members/:id': { access: ['admin'], sample: () => ({ url: `/api/members/${ids.spare}`, payload: { address: '2 Matrix Road', roles: ['member'] } }) },
  'POST /api/members/:id/invitation': { access: ['admin'], sample: () => ({ url: `/api/members/${ids.spare}/invitation` }) },
  // Announced absences: the caller's own, and a leader's or admin's for the member (in the leader's Choir).
  'GET /api/me/absences': { access: 'authenticated' },
  'POST /api/me/absences': { access: 'authenticated', status: 201, sample: ({ caller }) => ({ payload: { from: weeksAhead(caller, 20), to: weeksAhead(caller, 20), reason: 'travel' } }) },
  'DELETE /api/me/absences/:id': { access: 'authenticated', sample: async ({ selfId }) => ({ url: `/api/me/absences/${await absenceOf(selfId)}` }) },
  'GET /api/me/blockouts': { access: 'authenticated' },
  // Households: admins manage all; a member reaches those they are an adult of.
  'GET /api/me/households': { access: 'authenticated' },
  'GET /api/households': { access: ['admin'] },
  'POST /api/households': { access: 'authenticated', status: 201, sample: () => ({ payload: { name: 'Matrix Family' } }) },
  'GET /api/households/:id': { access: 'authenticated', sample: (context) => householdOf(context) },
  'PATCH /api/households/:id': { access: 'authenticated', sample: async (context) => ({ ...(await householdOf(context)), payload: { address: '1 Matrix Road' } }) },
  'DELETE /api/households/:id': { access: ['admin'], sample: (context) => householdOf(context) },
  'POST /api/households/:id/people': { access: 'authenticated', status: 201, sample: async (context) => ({ ...(await householdOf(context, '/people')), payload: { role: 'child', first_name: 'Matrix', last_name: 'Child' } }) },
  'PATCH /api/households/:id/people/:personId': { access: 'authenticated', sample: async (context) => ({ ...(await householdOf(context, `/people/${context.selfId}`)), payload: { care_notes: 'Matrix note' } }) },
  'DELETE /api/households/:id/people/:personId': { access: 'authenticated', sample: async (context) => householdOf(context, `/people/${context.selfId}`) },
  'POST /api/me/blockouts': { access: 'authenticated', status: 201, sample: () => ({ payload: { from: addDays(today, 30), repeat: 'monthly' } }) },
  'DELETE /api/me/blockouts/:id': {
    access: 'authenticated',
    sample: async ({ selfId }) => {
      const [blockout] = await ctx.database.db.insert(blockouts).values({ userId: selfId, fromOn: addDays(today, 20), toOn: addDays(today, 20) }).returning({ id: blockouts.id });
      return { url: `/api/me/blockouts/${blockout.id}` };
    },
  },
  'GET /api/members/:id/absences': { access: ['admin', 'leader'], sample: () => ({ url: `/api/members/${ids.member}/absences` }) },
  'POST /api/members/:id/absences': {
    access: ['admin', 'leader'],
    status: 201,
    // Two days a week apart per caller: absences that meet are joined (200), these are new.
    sample: ({ caller }) => ({ url: `/api/members/${ids.member}/absences`, payload: { from: weeksAhead(caller, 30), to: addDays(weeksAhead(caller, 30), 1) } }),
  },
  'DELETE /api/members/:id/absences/:absenceId': { access: ['admin', 'leader'], sample: async () => ({ url: `/api/members/${ids.member}/absences/${await absenceOf(ids.member)}` }) },
  'POST /api/forms/question': { access: 'public', status: 201, sample: () => ({ payload: { name: 'Ada', message: 'When is choir practice?' } }) },
  'POST /api/forms/prayer': { access: 'public', status: 201, sample: () => ({ payload: { message: 'Pray for my exams', is_anonymous: true } }) },
  'POST /api/forms/testimony': { access: 'public', status: 201, sample: () => ({ payload: { name: 'Ada', message: 'I passed my exams!' } }) },
  'GET /api/forms': { access: ['admin'], sample: () => ({ url: '/api/forms?type=prayer&status=unread' }) },
  'GET /api/forms/:id': { access: ['admin'], sample: () => ({ url: `/api/forms/${ids.form}` }) },
  'PATCH /api/forms/:id': { access: ['admin'], sample: () => ({ url: `/api/forms/${ids.form}`, payload: { read: true } }) },
  'POST /api/forms/:id/replies': { access: ['admin'], status: 201, sample: () => ({ url: `/api/forms/${ids.form}/replies`, payload: { message: 'Thank you for writing.' } }) },
  'GET /api/events': { access: 'authenticated', sample: () => ({ url: '/api/events?when=past' }) },
  'GET /api/events/:id': { access: 'authenticated', sample: () => ({ url: `/api/events/${ids.event}` }) },
  'GET /api/events/:id/calendar.ics': { access: 'authenticated', sample: () => ({ url: `/api/events/${ids.event}/calendar.ics` }) },
  'POST /api/events': { access: ['admin'], status: 201, sample: () => ({ payload: { title: 'Matrix event', starts_at: `${addDays(today, 14)}T10:00:00+01:00` } }) },
  'PATCH /api/events/:id': { access: ['admin'], sample: () => ({ url: `/api/events/${ids.event}`, payload: { location: 'Matrix hall' } }) },
  'DELETE /api/events/:id': { access: ['admin'], sample: () => newEventSample() },
  'POST /api/first-timers': {
    access: 'public',
    status: 201,
    sample: ({ caller }) => ({ payload: { first_name: 'Vic', last_name: 'Tor', phone: `0809999000${CALLERS.indexOf(caller)}` } }),
  },
  'GET /api/first-timers': { access: ['admin'], sample: () => ({ url: '/api/first-timers?search=0809&status=Not%20Contacted&overdue=false' }) },
  'GET /api/first-timers/:id': { access: 'authenticated', sample: (c) => assignedFirstTimerSample(c) },
  'PATCH /api/first-timers/:id/follow-up': { access: 'authenticated', sample: async (c) => ({ ...(await assignedFirstTimerSample(c, '/follow-up')), payload: { status: 'Contacted' } }) },
  'POST /api/first-timers/follow-ups/bulk': { access: ['admin'], sample: async (c) => ({ payload: { ids: [firstTimerIdOf(await assignedFirstTimerSample(c))], status: 'Visiting' } }) },
  'POST /api/first-timers/:id/feedback': {
    access: 'authenticated',
    status: 201,
    sample: async (c) => ({ ...(await assignedFirstTimerSample(c, '/feedback')), payload: { contacted_at: new Date().toISOString(), channel: 'call', outcome: 'reached' } }),
  },
  'GET /api/first-timers/:id/proposed-details': { access: ['admin'], sample: (c) => assignedFirstTimerSample(c, '/proposed-details') },
  'POST /api/first-timers/:id/proposed-details/:proposalId/apply': { access: ['admin'], sample: (c) => proposalSample(c, '/apply') },
  'DELETE /api/first-timers/:id/proposed-details/:proposalId': { access: ['admin'], sample: (c) => proposalSample(c) },
  'POST /api/first-timers/:id/visits': { access: ['admin'], status: 201, sample: async (c) => ({ ...(await assignedFirstTimerSample(c, '/visits')), payload: { date: today } }) },
  // A visitor's journey: corrected, linked to a member, merged, removed.
  'PATCH /api/first-timers/:id': { access: ['admin'], sample: async (c) => ({ ...(await assignedFirstTimerSample(c)), payload: { address: '4 Matrix Road' } }) },
  'DELETE /api/first-timers/:id': { access: ['admin'], sample: (c) => assignedFirstTimerSample(c) },
  'POST /api/first-timers/:id/link': { access: ['admin'], sample: async (c) => ({ ...(await assignedFirstTimerSample(c, '/link')), payload: { user_id: c.selfId } }) },
  'DELETE /api/first-timers/:id/link': { access: ['admin'], sample: (c) => assignedFirstTimerSample(c, '/link') },
  'GET /api/first-timers/:id/link-proposals': { access: ['admin'], sample: (c) => assignedFirstTimerSample(c, '/link-proposals') },
  'DELETE /api/first-timers/:id/link-proposals/:proposalId': {
    access: ['admin'],
    sample: async (c) => {
      const firstTimerId = firstTimerIdOf(await assignedFirstTimerSample(c));
      const [proposal] = await ctx.database.db.insert(firstTimerLinkProposals).values({ firstTimerId, userId: c.selfId, matched: 'phone' }).returning({ id: firstTimerLinkProposals.id });
      return { url: `/api/first-timers/${firstTimerId}/link-proposals/${proposal.id}` };
    },
  },
  'GET /api/first-timers/duplicates': { access: ['admin'] },
  'POST /api/first-timers/:id/merge': {
    access: ['admin'],
    sample: async (c) => ({ ...(await assignedFirstTimerSample(c, '/merge')), payload: { other_id: firstTimerIdOf(await assignedFirstTimerSample(c)) } }),
  },
  'GET /api/members/:id/first-timer-records': { access: ['admin'], sample: ({ selfId }) => ({ url: `/api/members/${selfId}/first-timer-records` }) },
  'GET /api/follow-up-feedback': { access: ['admin'], sample: () => ({ url: `/api/follow-up-feedback?from=${addDays(today, -30)}&to=${today}&channel=call` }) },
  'GET /api/follow-up-feedback/export.csv': { access: ['admin'], sample: () => ({ url: `/api/follow-up-feedback/export.csv?channel=whatsapp` }) },
  'GET /api/analytics/follow-ups': { access: ['admin'], sample: () => ({ url: `/api/analytics/follow-ups?year=${thisYear}` }) },
  'GET /api/analytics/follow-ups/export.csv': { access: ['admin'], sample: () => ({ url: `/api/analytics/follow-ups/export.csv?year=${thisYear}` }) },
  'GET /api/analytics/overview': { access: ['admin'] },
  'GET /api/analytics/attendance-trend': { access: ['admin'] },
  'GET /api/analytics/attendance-trend/export.csv': { access: ['admin'] },
  'GET /api/analytics/first-timer-funnel': { access: ['admin'], sample: () => ({ url: `/api/analytics/first-timer-funnel?year=${thisYear}` }) },
  'GET /api/analytics/first-timer-funnel/export.csv': { access: ['admin'], sample: () => ({ url: `/api/analytics/first-timer-funnel/export.csv?year=${thisYear}` }) },
  'GET /api/analytics/retention': { access: ['admin'], sample: () => ({ url: `/api/analytics/retention?year=${thisYear}` }) },
  'GET /api/analytics/retention/export.csv': { access: ['admin'], sample: () => ({ url: `/api/analytics/retention/export.csv?year=${thisYear}` }) },
  'GET /api/analytics/slipping-members': { access: ['admin', 'leader'] },
  'GET /api/analytics/slipping-members/export.csv': { access: ['admin', 'leader'] },
  'GET /api/first-timers/assignees': { access: ['admin'], sample: () => ({ url: '/api/first-timers/assignees?search=ruth' }) },
  'GET /api/first-timers/people': { access: ['admin'], sample: () => ({ url: '/api/first-timers/people?role=author' }) },
  'GET /api/me/assigned-first-timers': { access: 'authenticated' },
  // The notification centre: each person's own; the unsubscribe link needs no sign-in.
  'GET /api/notifications': { access: 'authenticated' },
  'POST /api/notifications/read': { access: 'authenticated', sample: () => ({ payload: { all: true } }) },
  'POST /api/notifications/unsubscribe': { access: 'public', sample: unsubscribeSample },
  // Check-in with the door's code, and the church's settings (saved as they are by default).
  'GET /api/check-in/code': { access: ['admin', 'station'] },
  'POST /api/check-ins': { access: 'authenticated', status: 201, sample: checkInSample },
  'GET /api/check-ins/preview': { access: 'authenticated', sample: async () => ({ url: `/api/check-ins/preview?code=${await doorCode()}` }) },
  'GET /api/church-settings': { access: 'authenticated' },
  'PUT /api/church-settings': { access: ['admin'], sample: () => ({ payload: { self_marking_without_code: true } }) },
  'GET /api/me/notification-preferences': { access: 'authenticated' },
  'PUT /api/me/notification-preferences': { access: 'authenticated', sample: () => ({ payload: { preferences: [{ kind: 'visitor_assigned', delivery: 'digest' }] } }) },
  // The audit trail: read by admins; nothing edits or deletes it (see 'the audit trail cannot be changed').
  'GET /api/audit-log': { access: ['admin'], sample: () => ({ url: `/api/audit-log?entity=person&entity_id=${ids.member}` }) },
  'GET /api/audit-log/actors': { access: ['admin'] },
  // Imports of members, attendance and first-timers: admins only.
  'POST /api/imports': { access: ['admin'], status: 201, sample: importUploadSample },
  'PUT /api/imports/:id': { access: ['admin'], sample: async (c) => ({ ...(await importSample(c)), payload: { mapping: {}, existing: 'update' } }) },
  'GET /api/imports/:id': { access: ['admin'], sample: (c) => importSample(c) },
  'POST /api/imports/:id/commit': { access: ['admin'], sample: async (c) => ({ ...(await importSample(c, false, '/commit')), payload: {} }) },
  'GET /api/imports/:id/report.csv': { access: ['admin'], sample: (c) => importSample(c, true, '/report.csv') },
  // Welcome-team stations: admins make, list and revoke them; a tablet pairs with no sign-in.
  'POST /api/stations': { access: ['admin'], status: 201, sample: () => ({ payload: { name: 'Matrix east door' } }) },
  'GET /api/stations': { access: ['admin'] },
  'DELETE /api/stations/:id': { access: ['admin'], sample: async () => ({ url: `/api/stations/${(await waitingStation()).id}` }) },
  'POST /api/stations/pair': { access: 'public', sample: async () => ({ payload: { pairing_code: (await waitingStation()).pairing_code } }) },
  // A station's own routes, at the service open now ('Matrix Now'): names only, check-ins, visitors, headcounts.
  'GET /api/station/occurrence': { access: ['station'] },
  'GET /api/station/people': { access: ['station'], sample: () => ({ url: '/api/station/people?q=ruth' }) },
  'GET /api/station/roster': { access: ['station'] },
  'POST /api/station/check-ins': { access: ['station'], status: 201, sample: () => ({ payload: { user_id: ids.spare } }) },
  'DELETE /api/station/check-ins/:id': { access: ['station'], sample: async ({ caller }) => ({ url: `/api/station/check-ins/${caller === 'station' ? await stationCheckInToUndo() : 1}` }) },
  'POST /api/station/first-timers': { access: ['station'], status: 201, sample: () => ({ payload: { first_name: 'Door', last_name: 'Visitor', phone: '08095550001' } }) },
  'POST /api/station/headcounts': { access: ['station'], status: 201, sample: ({ caller }) => ({ payload: { category: 'children', change: 1, client_ref: `matrix-${caller}` } }) },
};

function isAllowed(access: Access, caller: Caller): boolean {
  if (caller === 'station') return access !== 'public' && access !== 'authenticated' && access.includes('station');
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  if (access === 'authenticated') return true;
  return access.some((role) => (ROLES_OF[caller] as string[]).includes(role));
}

beforeAll(async () => {
  ctx = await createTestApp({ apiDocs: true }); // the docs routes are checked too
  for (const [key, email] of Object.entries({ admin: 'admin@example.com', leader: 'leader@example.com', member: 'member@example.com', outsider: 'samuel.eze@example.com' })) {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[key] = row.id;
  }
  // A one-off service starting now (open for marking by everyone), and a weekly one held on
  // today's weekday since two months ago (for cancellations and past records).
  const [open] = await ctx.database.db
    .insert(services)
    .values({ name: 'Matrix Now', isRecurring: false, serviceDate: today, startTime: `${isoWithOffset(new Date()).slice(11, 16)}:00`, activeFrom: today })
    .returning({ id: services.id });
  const [weekly] = await ctx.database.db
    .insert(services)
    .values({ name: 'Matrix Weekly', isRecurring: true, dayOfWeek: weekdayOf(today), startTime: '06:00:00', activeFrom: addDays(today, -60) })
    .returning({ id: services.id });
  const [choir] = await ctx.database.db.select({ id: units.id }).from(units).where(eq(units.slug, 'choir'));
  ids.choir = choir.id;
  const [spare] = await ctx.database.db
    .insert(users)
    .values({ firstName: 'Matrix', lastName: 'Spare', email: 'matrix.spare@example.com', passwordHash: 'not-a-hash' })
    .returning({ id: users.id });
  ids.spare = spare.id;
  // A member, so a leader reaches them on the Choir's roster (and may take them off it).
  await ctx.database.db.insert(userRoles).values({ userId: spare.id, roleId: ROLE_IDS.member });
  const [form] = await ctx.database.db.insert(formMessages).values({ type: 'question', name: 'Matrix', email: 'matrix.sender@example.com', message: 'A question for the matrix' }).returning({ id: formMessages.id });
  ids.form = form.id;
  const [event] = await ctx.database.db.insert(events).values({ title: 'Matrix event', startsAt: new Date() }).returning({ id: events.id });
  ids.event = event.id;
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
  png = `data:image/png;base64,${picture.toString('base64')}`;
  const avatar = await processAvatar(png);
  await ctx.database.db.insert(avatars).values(avatar);
  await ctx.database.db.update(users).set({ avatarKey: avatar.key }).where(eq(users.id, ids.spare));
  avatarKey = avatar.key;
  ids.openService = open.id;
  ids.weekly = weekly.id;
  const paired = await ctx.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: (await waitingStation()).pairing_code } });
  stationToken = paired.json().data.token;
}, 60_000);
afterAll(() => ctx.close());

it('the table lists exactly the registered routes, with the same access rules', () => {
  const ours = ctx.app.registeredRoutes.filter((r) => !r.url.startsWith('/api/docs') && r.method !== 'OPTIONS');
  const registered = Object.fromEntries(ours.map((r) => [`${r.method} ${r.url}`, r.access]));
  expect(Object.keys(registered).sort()).toEqual(Object.keys(TABLE).sort());
  for (const [key, row] of Object.entries(TABLE)) expect({ key, access: registered[key] }).toEqual({ key, access: row.access });
});

it('HEAD requests go through the same rules as GET', async () => {
  expect((await ctx.app.inject({ method: 'HEAD', url: '/api/me' })).statusCode).toBe(401);
  const member = await loginAs(ctx.app, 'member');
  expect((await ctx.app.inject({ method: 'HEAD', url: '/api/members', headers: auth(member) })).statusCode).toBe(403);
  expect((await ctx.app.inject({ method: 'HEAD', url: '/api/me', headers: auth(member) })).statusCode).toBe(200);
});

it('plugin routes (docs UI, CORS preflight) are public and live under /api', () => {
  const others = ctx.app.registeredRoutes.filter((r) => r.url.startsWith('/api/docs') || r.method === 'OPTIONS');
  expect(others.length).toBeGreaterThan(0);
  for (const route of others) expect(route.access).toBe('public');
});

describe.each(Object.entries(TABLE))('%s', (key, row) => {
  const [method, path] = key.split(' ');
  it.each(CALLERS)('as %s', async (caller) => {
    const credential = caller === 'anonymous' ? {} : caller === 'station' ? { authorization: `Station ${stationToken}` } : auth(await loginAs(ctx.app, caller));
    const sample = (await row.sample?.({ caller, selfId: caller === 'anonymous' || caller === 'station' ? ids.member : ids[caller] })) ?? {};
    const res = await ctx.app.inject({
      method: method as 'GET',
      url: sample.url ?? path,
      headers: { ...credential, ...sample.headers },
      ...(sample.payload !== undefined ? { payload: sample.payload } : {}),
    });
    if (isAllowed(row.access, caller)) {
      expect({ status: res.statusCode, body: res.statusCode < 300 ? 'ok' : res.body }).toEqual({ status: row.status ?? 200, body: 'ok' });
    } else {
      expect(res.statusCode).toBe(caller === 'anonymous' || caller === 'station' ? 401 : 403);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('the audit trail cannot be changed', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s on /api/audit-log and on one of its rows: 404 or 405, even for an admin', async (method) => {
    const token = await loginAs(ctx.app, 'admin');
    for (const url of ['/api/audit-log', '/api/audit-log/1']) {
      const res = await ctx.app.inject({ method, url, headers: auth(token), payload: {} });
      expect([404, 405]).toContain(res.statusCode);
    }
  });
});

describe('per-record rules on GET /api/members/:id', () => {
  const cases: Array<[Caller, string, number]> = [
    ['admin', 'outsider', 200],
    ['admin', 'member', 200],
    ['leader', 'member', 200], // member@example.com sings in the Choir, which the leader leads
    ['leader', 'outsider', 403], // Samuel leads Ushering, not one of the leader's units
    ['leader', 'leader', 200],
    ['member', 'member', 200],
    ['member', 'leader', 403],
    ['member', 'outsider', 403],
    ['anonymous', 'member', 401],
  ];
  it.each(cases)('%s reading %s -> %i', async (caller, target, status) => {
    const token = caller === 'anonymous' ? null : await loginAs(ctx.app, caller);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/members/${ids[target]}`, headers: token ? auth(token) : {} });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().data.id).toBe(ids[target]);
  });

  it('admin gets 404 for a missing member; a leader gets 403 (no existence leak)', async () => {
    const admin = await ctx.app.inject({ method: 'GET', url: '/api/members/999999', headers: auth(await loginAs(ctx.app, 'admin')) });
    expect(admin.statusCode).toBe(404);
    const leader = await ctx.app.inject({ method: 'GET', url: '/api/members/999999', headers: auth(await loginAs(ctx.app, 'leader')) });
    expect(leader.statusCode).toBe(403);
  });
});

describe('list scoping on GET /api/members', () => {
  it('a leader sees only the people of the units they lead', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/members?per_page=100', headers: auth(await loginAs(ctx.app, 'leader')) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBe(body.data.length);
    const ledUnits = ['Choir', 'Media'];
    for (const person of body.data) expect(person.units.some((u: { name: string }) => ledUnits.includes(u.name))).toBe(true);
    expect(body.data.map((p: { id: number }) => p.id)).toContain(ids.member);
    expect(body.data.map((p: { id: number }) => p.id)).not.toContain(ids.outsider);
  });

  it('an admin sees everyone, paginated, and can search', async () => {
    const token = await loginAs(ctx.app, 'admin');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/members?per_page=5&page=2', headers: auth(token) });
    expect(page.json().meta).toEqual({ page: 2, per_page: 5, total: expect.any(Number) });
    expect(page.json().meta.total).toBeGreaterThan(30);
    expect(page.json().data).toHaveLength(5);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/members?search=samuel.eze', headers: auth(token) });
    expect(search.json().data.map((p: { email: string }) => p.email)).toEqual(['samuel.eze@example.com']);
    const wildcard = await ctx.app.inject({ method: 'GET', url: '/api/members?search=%25', headers: auth(token) });
    expect(wildcard.json().meta.total).toBe(0);
  });

  it('a leader asking for a unit they do not lead gets an empty list', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/members?unit_id=3', headers: auth(await loginAs(ctx.app, 'leader')) });
    expect(res.json()).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0 } });
  });
});
