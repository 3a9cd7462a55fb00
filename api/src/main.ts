import { buildApp } from './app';
import { databaseConfigFromEnv, openDatabase } from './db/client';
import { prepareDatabase } from './db/start-up';
import {
  analyticsCacheMsFromEnv, apiDocsFromEnv, assertProductionReady, checkInCodeSecondsFromEnv, churchTimeZoneFromEnv, followUpOverdueDaysFromEnv, importReportDaysFromEnv, jobsFromEnv, loginThrottleFromEnv,
  rateLimitsFromEnv, trustProxyFromEnv,
} from './config';
import { gracefulShutdown } from './shutdown';
import { setChurchTimeZone } from '@church/contracts/church-time';

async function main(): Promise<void> {
  const env = process.env;
  // Before anything is opened: a production server without SMTP_URL refuses to start.
  assertProductionReady(env);
  // Before the seed, which dates visits and attendance by the church's calendar.
  const churchTimeZone = churchTimeZoneFromEnv(env);
  setChurchTimeZone(churchTimeZone);
  const port = Number(env.PORT ?? 4000);
  const host = env.HOST ?? '127.0.0.1';
  const database = await openDatabase(databaseConfigFromEnv(env));
  await prepareDatabase(database, { seed: env.NODE_ENV !== 'production', log: (line) => console.log(line) });
  const app = await buildApp({
    database,
    migrate: false,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    siteUrl: env.SITE_URL || 'http://localhost:3000',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    rateLimits: rateLimitsFromEnv(env),
    churchTimeZone,
    followUpOverdueDays: followUpOverdueDaysFromEnv(env),
    analyticsCacheMs: analyticsCacheMsFromEnv(env),
    checkInCodeSeconds: checkInCodeSecondsFromEnv(env),
    importReportDays: importReportDaysFromEnv(env),
    loginThrottle: loginThrottleFromEnv(env),
    trustProxy: trustProxyFromEnv(env),
    apiDocs: apiDocsFromEnv(env),
    // Started once the server listens, stopped on shutdown before the database closes.
    jobs: jobsFromEnv(env),
    logger: { level: env.LOG_LEVEL ?? 'info' },
  });
  // Requests in flight are answered before the process exits (src/shutdown.ts).
  const shutdown = gracefulShutdown(app, () => database.close(), (code) => process.exit(code));
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port, host });
}

main().catch((err: unknown) => {
  console.error('The API did not start:', err);
  process.exit(1);
});
