// Preloaded (node --import) into an API the suite starts for a test that needs the church's
// clock at a chosen moment: Date (and so the embedded database's now(), and the job queue's
// cron) reads the instant written in E2E_CLOCK_FILE and runs on from it at real speed. On
// SIGUSR2 the clock jumps to the instant the file holds then. Timers stay real.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import FakeTimers from '@sinonjs/fake-timers';

const file = process.env.E2E_CLOCK_FILE;
if (!file) throw new Error('frozen-clock.mjs needs E2E_CLOCK_FILE: a file holding the instant to start at');
const instantIn = () => new Date(fs.readFileSync(file, 'utf8').trim());

const clock = FakeTimers.install({ now: instantIn(), toFake: ['Date'] });
// The clock runs on at real speed. Unref'd, so a short-lived process (the API's seeding child,
// which inherits NODE_OPTIONS) still exits when its work is done.
let last = performance.now();
setInterval(() => {
  const at = performance.now();
  clock.tick(at - last);
  last = at;
}, 10).unref();
process.on('SIGUSR2', () => clock.setSystemTime(instantIn()));
