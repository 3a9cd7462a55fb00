import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { MAIL_QUEUE_JOB, MAIL_QUEUE_JOBS } from '../mail/queue';
import { NOTIFICATION_MAIL_JOB, NOTIFICATION_MAIL_JOBS } from '../notifications/mail-jobs';
import type { AppSettings } from '../settings';
import { PURGE_JOBS } from './purges';
import { REMINDER_JOBS } from './reminder-jobs';
import { ROTA_ATTENDANCE_JOBS } from './rota-attendance';
import { ROTA_REMINDER_JOBS } from './rota-reminders';

/** What a job run gets: the database, the frozen "now" of this run, and the app's settings. */
export interface JobContext {
  db: Db;
  /** The run's clock: every "today" and "overdue" of the run is worked out from it. */
  now: Date;
  settings: AppSettings;
  log: FastifyBaseLogger;
  /** Has the queued mail and the notifications marked for immediate mail sent now (a delivery run is queued). */
  kickMail: () => Promise<void>;
  mailer: Mailer;
}

/**
 * A job on a schedule. It must be idempotent and catch up after downtime: it runs often and
 * makes only what is due and not yet made (the notifications' unique key (kind, person,
 * subject, day) makes a second notification impossible, not just unlikely).
 */
export interface JobDefinition {
  /** The queue's name: letters, digits, '-' and '_'. */
  name: string;
  /** Five-field cron, read in the church's time zone. */
  cron: string;
  run: (ctx: JobContext) => Promise<void>;
}

/** Every piece of scheduled or background work of the API: nothing else runs on a timer. */
export const JOBS: JobDefinition[] = [
  ...MAIL_QUEUE_JOBS,
  ...NOTIFICATION_MAIL_JOBS,
  ...REMINDER_JOBS,
  ...ROTA_REMINDER_JOBS,
  ...ROTA_ATTENDANCE_JOBS,
  ...PURGE_JOBS,
];

/** The jobs that send mail now when a request or a job kicks them (app.kickMail). */
export const KICKED_MAIL_JOBS = [MAIL_QUEUE_JOB, NOTIFICATION_MAIL_JOB];
