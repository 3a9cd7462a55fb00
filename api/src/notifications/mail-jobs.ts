import { sql } from 'drizzle-orm';
import { addDays, churchInstant, todayInChurch } from '@church/contracts/church-time';
import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS, type NotificationKind } from '@church/contracts/notifications';
import { intArray, rawRows } from '../db/sql-helpers';
import type { JobContext, JobDefinition } from '../jobs/registry';
import { dueForTry, MAX_MAIL_ATTEMPTS, staleClaim } from '../mail/retry';
import { answerLinksForSubject } from '../rotas/answer-links';
import { digestMail, type MailedNotification, notificationMail } from './mail-content';
import { DIGEST_SCOPE, newUnsubscribeLinks, purgeUnsubscribeLinks, type UnsubscribeLinks } from './unsubscribe';

export const NOTIFICATION_MAIL_JOB = 'notification-mail';
export const NOTIFICATION_DIGEST_JOB = 'notification-digest';

/** Mails claimed per statement. */
const MAIL_BATCH = 50;
/** People whose digest is claimed per statement. */
const DIGEST_BATCH = 100;
/** The digest goes out each day at this church time, with what came in before it. */
export const DIGEST_TIME = '18:00';

interface ClaimedRow {
  id: number;
  user_id: number;
  kind: NotificationKind;
  subject: string;
  title: string;
  body: string;
  link: string | null;
  email: string;
  first_name: string;
}

const iso = (instant: Date) => instant.toISOString();
const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;
const DIGEST_BY_DEFAULT = NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].byDefault === 'digest');

/**
 * Rows another runner claimed and never finished go back to 'pending'; a deactivated person's
 * waiting mail is dropped.
 */
async function releaseLeftovers(ctx: JobContext): Promise<void> {
  // Back to the digest when that is how the person gets the kind, else to the mail sent at once.
  await ctx.db.execute(sql`update notifications n set mail_status = case
      when coalesce((select p.delivery from notification_preferences p where p.user_id = n.user_id and p.kind = n.kind), case when n.kind = any(${textArray(DIGEST_BY_DEFAULT)}) then 'digest' end) = 'digest' then 'digest'
      else 'pending' end
    where n.mail_status = 'sending' and n.mailed_at < ${staleClaim(ctx.now)}`);
  await ctx.db.execute(sql`update notifications set mail_status = 'none'
    where mail_status in ('pending', 'digest') and user_id in (select id from users where deactivated_at is not null)`);
}

/**
 * Claims up to MAIL_BATCH mails due now, atomically: each row becomes 'sending' in the statement
 * that picks it, and rows another runner holds are skipped, so two runners never take the same
 * mail. Due: never tried, or its last try is older than its back-off (mail/retry.ts); after the
 * last try the notification stays in the bell.
 */
function claimPending(ctx: JobContext): Promise<ClaimedRow[]> {
  const now = iso(ctx.now);
  return rawRows<ClaimedRow>(ctx.db, sql`
    update notifications n set mail_status = 'sending', mail_attempts = n.mail_attempts + 1, mailed_at = ${now}
    from users u
    where u.id = n.user_id and n.id in (
      select id from notifications
      where mail_status = 'pending' and ${dueForTry(sql.raw('mail_attempts'), sql.raw('mailed_at'), ctx.now)}
      order by id
      limit ${MAIL_BATCH}
      for update skip locked)
    returning n.id, n.user_id, n.kind, n.subject, n.title, n.body, n.link, u.email, u.first_name`);
}

async function finish(ctx: JobContext, ids: number[], status: 'sent' | 'pending' | 'digest'): Promise<void> {
  if (ids.length === 0) return;
  await ctx.db.execute(sql`update notifications set mail_status = ${status}${status === 'sent' ? sql`, mailed_at = ${iso(ctx.now)}` : sql``}
    where id = any(${intArray(ids)}) and mail_status = 'sending'`);
}

/**
 * Sends every mail due now, each with a fresh one-use unsubscribe link. A failed send goes back
 * to 'pending' and is tried again after its back-off by a later run (the job runs every minute).
 */
export async function deliverPendingMail(ctx: JobContext): Promise<{ sent: number; failed: number }> {
  await releaseLeftovers(ctx);
  let sent = 0;
  let failed = 0;
  for (;;) {
    const rows = await claimPending(ctx);
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        const links = await newUnsubscribeLinks(ctx.db, ctx.settings.siteUrl, row.user_id, row.kind);
        // A request to serve carries its own one-use Accept / Decline links.
        const answers = row.kind === 'rota_asked' ? await answerLinksForSubject(ctx.db, ctx.settings.siteUrl, row.subject) : null;
        await ctx.mailer.send(notificationMail({ email: row.email, firstName: row.first_name }, row, links, ctx.settings.siteUrl, answers));
        await finish(ctx, [row.id], 'sent');
        sent += 1;
      } catch (err) {
        ctx.log.warn({ err, notification: row.id }, 'a notification mail failed; it will be tried again');
        await finish(ctx, [row.id], 'pending');
        failed += 1;
      }
    }
  }
  return { sent, failed };
}

/** The latest digest time that has passed: today's, or yesterday's before it. */
export function digestCutoff(now: Date): Date {
  const today = todayInChurch(now);
  const todays = churchInstant(today, DIGEST_TIME);
  return now >= todays ? todays : churchInstant(addDays(today, -1), DIGEST_TIME);
}

interface DigestRow extends MailedNotification {
  id: number;
  user_id: number;
}

/**
 * Sends each person one mail with their notifications waiting for the digest, made before the
 * latest digest time. Runs hourly, so a digest missed while the API was down goes out at the
 * next run. Claimed as the mails are (a person's rows together); a failed digest waits for the
 * next run.
 */
export async function sendDigests(ctx: JobContext): Promise<{ sent: number; failed: number }> {
  const cutoff = iso(digestCutoff(ctx.now));
  const now = iso(ctx.now);
  let sent = 0;
  let failed = 0;
  for (;;) {
    // Rows tried in this run (mailed_at = now) are not claimed again by it.
    const waiting = sql`mail_status = 'digest' and created_at < ${cutoff} and mail_attempts < ${MAX_MAIL_ATTEMPTS} and (mailed_at is null or mailed_at < ${now})`;
    const rows = await rawRows<DigestRow>(ctx.db, sql`
      update notifications n set mail_status = 'sending', mail_attempts = n.mail_attempts + 1, mailed_at = ${now}
      where n.id in (
        select id from notifications
        where ${waiting} and user_id in (select distinct user_id from notifications where ${waiting} order by user_id limit ${DIGEST_BATCH})
        for update skip locked)
      returning n.id, n.user_id, n.kind, n.title, n.body, n.link`);
    if (rows.length === 0) break;
    const byPerson = new Map<number, DigestRow[]>();
    for (const row of rows) byPerson.set(row.user_id, [...(byPerson.get(row.user_id) ?? []), row]);
    const people = await rawRows<{ id: number; email: string; first_name: string }>(ctx.db, sql`
      select id, email, first_name from users where id = any(${intArray([...byPerson.keys()])})`);
    for (const person of people) {
      const items = byPerson.get(person.id)!.sort((a, b) => a.id - b.id);
      const ids = items.map((item) => item.id);
      try {
        const kindLinks = new Map<NotificationKind, UnsubscribeLinks>();
        for (const kind of new Set(items.map((item) => item.kind))) kindLinks.set(kind, await newUnsubscribeLinks(ctx.db, ctx.settings.siteUrl, person.id, kind));
        const digestLinks = await newUnsubscribeLinks(ctx.db, ctx.settings.siteUrl, person.id, DIGEST_SCOPE);
        await ctx.mailer.send(digestMail({ email: person.email, firstName: person.first_name }, items, kindLinks, digestLinks, ctx.settings.siteUrl));
        await finish(ctx, ids, 'sent');
        sent += 1;
      } catch (err) {
        ctx.log.warn({ err, user: person.id }, 'a digest mail failed; it will be tried at the next run');
        await finish(ctx, ids, 'digest');
        failed += 1;
      }
    }
  }
  return { sent, failed };
}

export const NOTIFICATION_MAIL_JOBS: JobDefinition[] = [
  // Every minute: mail made by a job or a request is sent when kicked; this run retries failures
  // after their back-off and purges links that have ended.
  {
    name: NOTIFICATION_MAIL_JOB,
    cron: '* * * * *',
    run: async (ctx) => {
      await deliverPendingMail(ctx);
      await purgeUnsubscribeLinks(ctx.db, ctx.now);
    },
  },
  { name: NOTIFICATION_DIGEST_JOB, cron: '0 * * * *', run: async (ctx) => void (await sendDigests(ctx)) },
];
