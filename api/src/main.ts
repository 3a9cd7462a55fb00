import { buildApp } from './app';
import { databaseConfigFromEnv, migrateDatabase, openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { migrateDataUrlAvatars } from './users/avatar-store';
import { analyticsCacheMsFromEnv, churchTimeZoneFromEnv, followUpOverdueDaysFromEnv, rateLimitsFromEnv } from './config';
import { setChurchTimeZone } from '@church/contracts/church-time';

async function main(): Promise<void> {
  const env = process.env;
  // Before the seed, which dates visits and attendance by the church's calendar.
  const churchTimeZone = churchTimeZoneFromEnv(env);
  setChurchTimeZone(churchTimeZone);
  const port = Number(env.PORT ?? 4000);
  const host = env.HOST ?? '127.0.0.1';
  const database = await openDatabase(databaseConfigFromEnv(env));
  await migrateDatabase(database);
  await migrateDataUrlAvatars(database.db, (line) => console.log(`[avatars] ${line}`));
  if (env.NODE_ENV !== 'production' && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, { log: (line) => console.log(`[seed] ${line}`) });
  }
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
    logger: { level: env.LOG_LEVEL ?? 'info' },
  });
  const shutdown = () => {
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port, host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
