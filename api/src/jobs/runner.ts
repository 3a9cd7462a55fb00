import PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { type JobDefinition, JOBS } from './registry';
import { jobContext } from './run-job';

export interface JobRunner {
  /** Queues a run of the job now (coalesced: at most one waits while one runs). */
  kick: (name: string) => Promise<void>;
  /** Stops polling and waits (up to 10 s, then up to 10 s more) for the runs and statements in progress. */
  stop: () => Promise<void>;
}

// 'stately': one waiting and one running job per queue across every API instance, so a burst
// of kicks or two instances' schedules make one run, not many. A failed run is retried with a
// growing delay (1, 2, 4 minutes); the next scheduled run catches up anyway.
const QUEUE_OPTIONS: Omit<PgBoss.Queue, 'name'> = { policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 };

/**
 * Starts pg-boss on the app's own database (PostgreSQL or PGlite, through `jobsSql`): its queue,
 * schedules and locks are tables there, so every API instance shares them and a restart loses
 * nothing. Each registered job gets a queue, its cron schedule in the church's time zone and a
 * worker in this process.
 */
export async function startJobRunner(app: FastifyInstance, jobsSql: Database['jobsSql'], jobs: JobDefinition[] = JOBS): Promise<JobRunner> {
  // pg-boss's stop can return while a worker's fetch is still in flight: the job it brings back then
  // runs, and is completed or failed (unawaited, inside pg-boss) after the database has closed. So
  // every statement and run is counted, and stop waits until none is in flight.
  let inFlight = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  const boss = new PgBoss({ db: { executeSql: (text, values) => counted(() => jobsSql(text, values)) } });
  boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
  await boss.start();
  const names = new Set(jobs.map((job) => job.name));
  // A job taken out of the registry stops being scheduled.
  for (const schedule of await boss.getSchedules()) if (!names.has(schedule.name)) await boss.unschedule(schedule.name);
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, ...QUEUE_OPTIONS });
    await boss.schedule(job.name, job.cron, {}, { tz: app.settings.churchTimeZone });
    await boss.work(job.name, { pollingIntervalSeconds: 2 }, () => counted(() => job.run(jobContext(app, app.settings.now()))));
  }
  return {
    // Marked, so a kicked run can be told from a scheduled one in the queue's table.
    kick: async (name) => void (await boss.send(name, { kicked: true })),
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // A timer's turn between checks lets a fetched job's run (or its completion) begin first.
      const until = Date.now() + 10_000;
      while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}
