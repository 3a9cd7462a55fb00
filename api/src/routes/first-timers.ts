import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  FIRST_TIMER_ALREADY_REGISTERED_MESSAGE, FIRST_TIMER_WELCOME_MESSAGE, type FirstTimer, firstTimerListQuerySchema,
  firstTimerListResponseSchema, firstTimerRegistrationResponseSchema, firstTimerRequestSchema,
} from '@church/contracts/first-timers';
import { DEFAULT_FOLLOW_UP_STATUS } from '@church/contracts/follow-up';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { firstTimers, firstTimerVisits, followUps, services } from '../db/schema';
import { validationFailed } from '../http/errors';
import { bearer, errorResponses, rateLimitConfig } from '../http/schemas';

type Registration = {
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  gender?: 'male' | 'female' | null;
  address: string | null;
  how_heard?: string | null;
  visit_date: string;
  service_id?: number | null;
  prayer_request: string | null;
  consent_to_contact: boolean;
};

function toFirstTimerJson(row: typeof firstTimers.$inferSelect): FirstTimer {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName(row.firstName, row.lastName),
    phone: row.phone,
    email: row.email,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    address: row.address,
    how_heard: row.howHeard,
    prayer_request: row.prayerRequest,
    consent_to_contact: row.consentToContact,
    first_visit_on: row.firstVisitOn,
    last_visit_on: row.lastVisitOn,
    visit_count: row.visitCount,
    created_at: row.createdAt.toISOString(),
  };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// Returns true when this phone had already registered on that day (nothing is written then).
async function registerVisit(db: Db, body: Registration): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(firstTimers).where(eq(firstTimers.phone, body.phone)).limit(1);
    if (!existing) {
      const [created] = await tx
        .insert(firstTimers)
        .values({
          firstName: body.first_name, lastName: body.last_name, phone: body.phone, email: body.email?.toLowerCase() ?? null,
          gender: body.gender ?? null, address: body.address, howHeard: body.how_heard ?? null, prayerRequest: body.prayer_request,
          consentToContact: body.consent_to_contact, firstVisitOn: body.visit_date, lastVisitOn: body.visit_date, visitCount: 1,
        })
        .returning({ id: firstTimers.id });
      await tx.insert(firstTimerVisits).values({ firstTimerId: created.id, visitedOn: body.visit_date, serviceId: body.service_id ?? null });
      await tx.insert(followUps).values({ firstTimerId: created.id, status: DEFAULT_FOLLOW_UP_STATUS });
      return false;
    }
    const inserted = await tx
      .insert(firstTimerVisits)
      .values({ firstTimerId: existing.id, visitedOn: body.visit_date, serviceId: body.service_id ?? null })
      .onConflictDoNothing()
      .returning({ id: firstTimerVisits.id });
    if (inserted.length === 0) return true;
    // A returning visitor: count the visit. The form is anonymous and anyone may know a phone
    // number, so what is on record (contact details, consent) is never overwritten: new details
    // only fill blanks, and the follow-up team confirms changes in person.
    await tx
      .update(firstTimers)
      .set({
        visitCount: sql`${firstTimers.visitCount} + 1`,
        firstVisitOn: sql`least(${firstTimers.firstVisitOn}, ${body.visit_date}::date)`,
        lastVisitOn: sql`greatest(${firstTimers.lastVisitOn}, ${body.visit_date}::date)`,
        email: existing.email ?? body.email?.toLowerCase() ?? null,
        address: existing.address ?? body.address ?? null,
        prayerRequest: existing.prayerRequest ?? body.prayer_request ?? null,
      })
      .where(eq(firstTimers.id, existing.id));
    return false;
  });
}

export const firstTimerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/first-timers', {
    config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
    schema: {
      tags: ['first-timers'],
      body: firstTimerRequestSchema,
      response: { 200: firstTimerRegistrationResponseSchema, 201: firstTimerRegistrationResponseSchema, ...errorResponses(400, 413, 422, 429) },
    },
  }, async (request, reply) => {
    const body = request.body as Registration;
    // A visit can be registered on the day or afterwards, not ahead (one day of slack for time zones).
    if (body.visit_date > isoDay(new Date(Date.now() + 86_400_000))) {
      throw validationFailed({ visit_date: ['Date of visit cannot be in the future'] });
    }
    if (body.service_id != null) {
      const [service] = await app.db.select({ id: services.id }).from(services).where(eq(services.id, body.service_id)).limit(1);
      if (!service) throw validationFailed({ service_id: ['Service must be chosen from the list'] });
    }
    let already: boolean;
    try {
      already = await registerVisit(app.db, body);
    } catch (err) {
      // Two first registrations of one phone at the same moment: the loser sees the winner's row.
      if (!isUniqueViolation(err)) throw err;
      already = await registerVisit(app.db, body);
    }
    if (already) return reply.code(200).send({ data: { already_registered: true }, message: FIRST_TIMER_ALREADY_REGISTERED_MESSAGE });
    return reply.code(201).send({ data: { already_registered: false }, message: FIRST_TIMER_WELCOME_MESSAGE });
  });

  app.get('/first-timers', {
    config: { access: ['admin'] },
    schema: { tags: ['first-timers'], security: bearer, querystring: firstTimerListQuerySchema, response: { 200: firstTimerListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const { search, page, per_page: perPage } = request.query;
    const filters: SQL[] = [];
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = search.replace(/\D/g, '');
      const byName = [
        ilike(firstTimers.firstName, pattern),
        ilike(firstTimers.lastName, pattern),
        ilike(sql`${firstTimers.firstName} || ' ' || ${firstTimers.lastName}`, pattern),
        ilike(firstTimers.email, pattern),
      ];
      // Phones are stored normalised; a search that looks like a phone number matches on its
      // digits, so "0803 123" finds "+234803123...". Digits inside a name or email do not.
      const looksLikePhone = /^[\d\s()+.-]+$/.test(search.trim());
      if (looksLikePhone && digits.length >= 3) byName.push(ilike(firstTimers.phone, `%${digits.replace(/^0+/, '')}%`));
      filters.push(or(...byName)!);
    }
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(firstTimers).where(where).orderBy(desc(firstTimers.lastVisitOn), desc(firstTimers.id)).limit(perPage).offset((page - 1) * perPage),
      app.db.select({ total: count() }).from(firstTimers).where(where),
    ]);
    return { data: rows.map(toFirstTimerJson), meta: { page, per_page: perPage, total: Number(total) } };
  });
};
