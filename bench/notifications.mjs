// Reminders and digests at church scale (npm run bench:notifications): on the PostgreSQL database
// of DATABASE_URL (seeded with `--scale church`: 10,000 members, two years of attendance, 3,000
// first-timers), times
//   1. building the admins' weekly summary (budget: 2 s), cold then the median of 5 runs;
//   2. the daily follow-up reminders with every first-timer's follow-up open, assigned (to 300
//      members) and overdue: the query, the texts and the one insert of every notification
//      (budget: 5 s). That state is made inside a transaction that is rolled back: the database
//      is left as it was.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, tsx } from './support.mjs';

// The measuring runs through tsx, which loads the API's TypeScript modules.
const child = spawn(tsx, [path.join(root, 'bench', 'notifications-measure.ts')], { cwd: path.join(root, 'api'), stdio: 'inherit', env: process.env });
child.on('exit', (code) => process.exit(code ?? 1));
