// npm run seed -w api [-- --scale church]: seeds the configured database (PGLITE_DIR or DATABASE_URL).
import { setChurchTimeZone } from '@church/contracts/church-time';
import { churchTimeZoneFromEnv } from '../config';
import { databaseConfigFromEnv, migrateDatabase, openDatabase } from './client';
import { isDatabaseEmpty, refuseInProduction, seedChurchScale, seedDemo } from './seed';

async function main(): Promise<void> {
  refuseInProduction();
  setChurchTimeZone(churchTimeZoneFromEnv(process.env)); // the seed dates everything by the church's calendar
  const args = process.argv.slice(2);
  const scaleIndex = args.indexOf('--scale');
  const scale = scaleIndex >= 0 ? args[scaleIndex + 1] : args.find((a) => a.startsWith('--scale='))?.split('=')[1] ?? 'demo';
  if (scale !== 'demo' && scale !== 'church') throw new Error(`Unknown scale "${scale}" (use demo or church).`);
  const log = (line: string) => console.log(`[seed] ${line}`);
  const database = await openDatabase(databaseConfigFromEnv());
  try {
    await migrateDatabase(database);
    if (await isDatabaseEmpty(database.db)) await seedDemo(database.db, { log });
    else log('Demo data already present; skipping the demo seed.');
    if (scale === 'church') await seedChurchScale(database.db, { log });
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
  console.error(`[seed] ${err instanceof Error ? err.message.split('\n')[0] : String(err)}${cause}`);
  process.exit(1);
});
