// The reminder before serving, on the church's clock: an API of its own (a fresh embedded database,
// the suite's mail sink) runs with its clock set to a chosen morning (support/frozen-clock.mjs).
// At 08:00 two days before the service its volunteer gets one reminder; the run an hour later
// reminds a place accepted since and nobody twice; a service three days ahead waits its turn.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startApi } from '../../scripts/site.mjs';
import { DEMO, DEMO_PASSWORD } from '../support/auth';
import { churchNow } from '../support/church-time';
import { mailsTo } from '../support/mail-sink';
import { sparePort, TEST_ENV } from '../support/test-env';

const api = `http://127.0.0.1:${sparePort(20)}/api`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const dayAfter = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** `time` on `date` on the church's clock (Africa/Lagos, UTC+1 all year). */
const lagos = (date: string, time: string) => `${date}T${time}+01:00`;

async function call(request: APIRequestContext, token: string | null, method: 'get' | 'post' | 'put', route: string, data?: object) {
  const response = await request[method](`${api}${route}`, { headers: token ? bearer(token) : {}, data });
  expect(response.status(), `${method.toUpperCase()} ${route}`).toBeLessThan(300);
  return (await response.json()).data;
}

/** The reminders in a mailbox for the place at `service`, as the mail words them. */
const remindersOf = (email: string, service: string) => mailsTo(email).filter((mail) => mail.includes(`A reminder: you serve as Sound desk (Reminder media) at ${service},`));

test('a volunteer is reminded once, at 08:00 two days before the service', async ({ request }) => {
  test.setTimeout(240_000);
  // Tomorrow at 07:00 on the church's clock (reminders start at 08:00), so its services are to come.
  const today = dayAfter(churchNow().date, 1);
  const clockFile = path.join(os.tmpdir(), `church-e2e-clock-${crypto.randomUUID()}`);
  fs.writeFileSync(clockFile, lagos(today, '07:00:00'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'church-e2e-clock-db-'));
  // Its output is kept beside the suite's API log, to read a failure against.
  const log = fs.openSync(`${TEST_ENV.API_LOG}.clock`, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, ...TEST_ENV };
  delete env.DATABASE_URL;
  const started = await startApi(
    {
      ...env,
      CHURCH_TIMEZONE: 'Africa/Lagos',
      API_PORT: String(sparePort(20)),
      PGLITE_DIR: path.join(dataDir, 'db'),
      E2E_CLOCK_FILE: clockFile,
      // Only the clock: the test worker's own NODE_OPTIONS (its TypeScript loader) is not the API's.
      NODE_OPTIONS: `--import=${new URL('../support/frozen-clock.mjs', import.meta.url).href}`,
    },
    { stdio: log },
  );
  const jumpTo = (instant: string) => {
    fs.writeFileSync(clockFile, instant);
    process.kill(started.pid!, 'SIGUSR2');
  };
  try {
    const admin = (await call(request, null, 'post', '/login', { email: DEMO.admin, password: DEMO_PASSWORD })).token as string;
    const email = `reminded.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const volunteer = await call(request, null, 'post', '/register', { first_name: 'Remi', last_name: 'Clock', email, password: 'lantern orchard copper 84' });
    const own = volunteer.token as string;

    const [inTwo, inThree] = [dayAfter(today, 2), dayAfter(today, 3)];
    const services = [];
    for (const [name, date, start] of [['Reminder morning', inTwo, '09:00'], ['Reminder far', inThree, '09:00'], ['Reminder evening', inTwo, '18:00']]) {
      services.push((await call(request, admin, 'post', '/services', { name, is_recurring: false, service_date: date, start_time: start })).id as number);
    }
    const team = await call(request, admin, 'post', '/teams', { name: 'Reminder media' });
    const soundDesk = (await call(request, admin, 'post', `/teams/${team.id}/positions`, { name: 'Sound desk', needed: 1 })).id;
    await call(request, admin, 'put', `/teams/${team.id}/members/${volunteer.user.id}`, { position_ids: [soundDesk], back_to_back: true });
    const place = (serviceId: number, date: string) =>
      call(request, admin, 'put', `/teams/${team.id}/plans/${serviceId}/${date}`, { assignments: [{ position_id: soundDesk, person_id: volunteer.user.id }] });
    const acceptAll = async () => {
      for (const asked of (await call(request, own, 'get', '/me/serving')) as Array<{ id: number; state: string }>) {
        if (asked.state === 'asked') await call(request, own, 'put', `/me/serving/${asked.id}`, { answer: 'accept' });
      }
    };
    // Two places accepted before 08:00: the morning service in two days, the one in three days.
    await place(services[0], inTwo);
    await place(services[1], inThree);
    await call(request, admin, 'post', `/teams/${team.id}/plans/publish`, { from: today, to: inThree });
    await acceptAll();
    expect(remindersOf(email, 'Reminder morning')).toHaveLength(0);

    jumpTo(lagos(today, '08:00:05'));
    await expect.poll(() => remindersOf(email, 'Reminder morning').length, { timeout: 120_000, message: 'the 08:00 reminder' }).toBe(1);

    // Accepted after the 08:00 run: the evening service of the same day is reminded by the next run.
    await place(services[2], inTwo);
    await call(request, admin, 'post', `/teams/${team.id}/plans/publish`, { from: inTwo, to: inTwo });
    await acceptAll();
    jumpTo(lagos(today, '09:00:05'));
    await expect.poll(() => remindersOf(email, 'Reminder evening').length, { timeout: 120_000, message: 'the 09:00 reminder' }).toBe(1);
    // One reminder each: the morning's was not sent again, the far one is not due yet.
    expect(remindersOf(email, 'Reminder morning')).toHaveLength(1);
    expect(remindersOf(email, 'Reminder far')).toHaveLength(0);
  } finally {
    await started.stop();
    fs.rmSync(clockFile, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
