import type { FastifyInstance } from 'fastify';
import { type JobContext, JOBS } from './registry';

/** The context of one run of a job, on the clock `now`. */
export function jobContext(app: FastifyInstance, now: Date): JobContext {
  return { db: app.db, now, settings: app.settings, log: app.log, kickMail: () => app.kickMail(), mailer: app.mailer };
}

/** Runs a registered job once, now, in this process (tests freeze the clock with `now`). */
export async function runJob(app: FastifyInstance, name: string, now: Date = app.settings.now()): Promise<void> {
  const job = JOBS.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`No job named ${name} (jobs/registry.ts)`);
  await job.run(jobContext(app, now));
}
