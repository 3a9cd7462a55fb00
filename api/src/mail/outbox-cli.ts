// npm run outbox -w api [-- --count 3]: prints the latest mail kept in the outbox table (what the
// API sends without SMTP_URL, in development), password-reset links included. The log never shows
// them (docs/decisions/0014). On the embedded database it reads a copy of the data directory, so
// it works while the API is running and cannot disturb it.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { databaseConfigFromEnv, openDatabase } from '../db/client';
import { outbox } from '../db/schema';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const countArg = args.indexOf('--count') >= 0 ? args[args.indexOf('--count') + 1] : '5';
  const count = Number.isInteger(Number(countArg)) && Number(countArg) > 0 ? Number(countArg) : 5;
  const config = databaseConfigFromEnv();
  let copy: string | null = null;
  if (config.kind === 'pglite' && config.dir) {
    copy = mkdtempSync(path.join(os.tmpdir(), 'church-outbox-'));
    cpSync(config.dir, copy, { recursive: true });
    rmSync(path.join(copy, 'postmaster.pid'), { force: true });
  }
  const database = await openDatabase(copy ? { kind: 'pglite', dir: copy } : config);
  try {
    const mails = await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(count);
    if (mails.length === 0) console.log('The outbox is empty.');
    for (const mail of mails.reverse()) {
      console.log(`--- #${mail.id} ${mail.createdAt.toISOString()}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text.trim()}\n`);
    }
  } finally {
    await database.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(`[outbox] ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  process.exit(1);
});
