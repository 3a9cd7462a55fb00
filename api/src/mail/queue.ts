import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import { rawRows } from '../db/sql-helpers';
import type { JobContext, JobDefinition } from '../jobs/registry';
import { accountLinkMail, type AccountLinkKind } from './account-links';
import type { MailMessage } from './mailer';
import { dueForTry, MAX_MAIL_ATTEMPTS, staleClaim } from './retry';

// The one way a transactional mail is sent (reset, invitation, joined unit, email changed, form
// reply): a row in mail_queue, written in the transaction of the change that causes it, then sent
// by the mail-queue job through the app's Mailer. A process that dies after the request leaves
// the row, and the next run on any instance sends it.

export const MAIL_QUEUE_JOB = 'mail-queue';

/** Mails claimed per statement. */
const MAIL_BATCH = 50;
/** Sent and dropped rows are kept this long, then deleted by the hourly purge. */
const KEEP_DAYS = 7;

/** A mail to send as it is, or a link to choose a password, issued when it is sent. */
export type QueuedMail = { kind: 'message'; message: MailMessage } | { kind: AccountLinkKind; to: string };

/** Queues mail; pass the transaction of the change that causes it, and kick the job after it commits. */
export async function enqueueMail(db: Db, mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailQueue).values(mails.map((mail) => (mail.kind === 'message' ? { kind: mail.kind, to: mail.message.to, message: mail.message } : { kind: mail.kind, to: mail.to })));
}

/** Queues mail that goes with no other change, and has it sent now. */
export async function sendMail(app: FastifyInstance, ...mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await enqueueMail(app.db, mails);
  await app.kickMail();
}

interface ClaimedMail {
  id: number;
  kind: QueuedMail['kind'];
  to: string;
  message: MailMessage | null;
}

/** Claims up to MAIL_BATCH mails due now, atomically: rows another runner holds are skipped. */
function claim(ctx: JobContext): Promise<ClaimedMail[]> {
  return rawRows<ClaimedMail>(ctx.db, sql`
    update mail_queue q set status = 'sending', attempts = q.attempts + 1, tried_at = ${ctx.now.toISOString()}
    where q.id in (
      select id from mail_queue
      where status = 'pending' and ${dueForTry(sql.raw('attempts'), sql.raw('tried_at'), ctx.now)}
      order by id
      limit ${MAIL_BATCH}
      for update skip locked)
    returning q.id, q.kind, q.to, q.message`);
}

/** A failed try waits for its back-off, or is dropped after the last one. */
async function finish(ctx: JobContext, id: number, outcome: 'sent' | 'dropped' | 'failed'): Promise<void> {
  const status = outcome === 'failed' ? sql`case when attempts >= ${MAX_MAIL_ATTEMPTS} then 'dropped' else 'pending' end` : sql`${outcome}`;
  await ctx.db.execute(sql`update mail_queue set status = ${status} where id = ${id} and status = 'sending'`);
}

/** Sends every queued mail due now; a failure is tried again after its back-off by a later run. */
export async function deliverQueuedMail(ctx: JobContext): Promise<{ sent: number; failed: number }> {
  await ctx.db.execute(sql`update mail_queue set status = 'pending' where status = 'sending' and tried_at < ${staleClaim(ctx.now)}`);
  let sent = 0;
  let failed = 0;
  for (;;) {
    const rows = await claim(ctx);
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        const message = row.kind === 'message' ? row.message : await accountLinkMail(ctx.db, ctx.settings.siteUrl, row.kind, row.to);
        // A link for an address with no active account is not sent (the request answered alike).
        if (!message) {
          await finish(ctx, row.id, 'dropped');
          continue;
        }
        await ctx.mailer.send(message);
        await finish(ctx, row.id, 'sent');
        sent += 1;
      } catch (err) {
        ctx.log.warn({ err, mail: row.id }, 'a queued mail failed; it will be tried again');
        await finish(ctx, row.id, 'failed');
        failed += 1;
      }
    }
  }
  return { sent, failed };
}

/** Deletes what was sent or dropped more than KEEP_DAYS ago. */
export async function purgeFinishedMail(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from mail_queue where status in ('sent', 'dropped') and created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${KEEP_DAYS})`);
}

export const MAIL_QUEUE_JOBS: JobDefinition[] = [
  // Every minute: a request kicks it at once; this run retries failures after their back-off.
  { name: MAIL_QUEUE_JOB, cron: '* * * * *', run: async (ctx) => void (await deliverQueuedMail(ctx)) },
];
