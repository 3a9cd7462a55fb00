import type { PasswordHashing } from '../auth/passwords';
import { migrateDataUrlAvatars } from '../users/avatar-store';
import { type Database, migrateDatabase } from './client';
import { isDatabaseEmpty, seedDemo } from './seed';

/**
 * What an API instance does to its database before serving: migrations, then the one-off moves of
 * old data and, outside production, the demo seed of an empty database. Each step runs under the
 * start-up lock, so instances started together on an empty database migrate and seed it once.
 */
export async function prepareDatabase(database: Database, options: { seed: boolean; passwordHashing?: PasswordHashing; log?: (line: string) => void }): Promise<void> {
  const log = options.log ?? (() => {});
  await migrateDatabase(database);
  await database.exclusive(async () => {
    await migrateDataUrlAvatars(database.db, (line) => log(`[avatars] ${line}`));
    if (options.seed && (await isDatabaseEmpty(database.db))) {
      await seedDemo(database.db, { passwordHashing: options.passwordHashing, log: (line) => log(`[seed] ${line}`) });
    }
  });
}
