// The welcome team's tablet at a door (/station). A station paired through the API (as the admin
// would from the display page) checks in a member, quick-adds a first-time visitor and counts
// three children, each landing where the admin reads it. And a station kept offline for ten
// minutes while 200 people are checked in sends all 200 when the connection returns, none twice.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { churchNow } from '../support/church-time';
import { adminFirstTimers, adminToken, runStamp, uniquePhone } from '../support/public-helpers';
import { pairStation, stationOccurrence } from '../support/station';
import { apiUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A service open now, and a station paired for it. */
async function pairedStation(page: Page, request: APIRequestContext, admin: string, name: string) {
  const { date, time } = churchNow();
  expect((await request.post(`${apiUrl}/services`, { headers: bearer(admin), data: { name: `Door service ${runStamp()}`, is_recurring: false, service_date: date, start_time: time } })).status()).toBe(201);
  return pairStation(page, request, admin, name);
}

test('a station checks in a member, quick-adds a visitor and counts three children', async ({ page, request }) => {
  const admin = await adminToken(request);
  const station = await pairedStation(page, request, admin, `East door ${runStamp()}`);
  await expect(page.getByTestId('top-bar')).toHaveCount(0);

  // A member, found by a slip in their name (the server forgives it), checked in with one tap.
  const last = `Okwu${runStamp().replace(/\d/g, '')}`;
  const made = await request.post(`${apiUrl}/members`, { headers: bearer(admin), data: { first_name: 'Chinedu', last_name: last, email: `${last.toLowerCase()}@door.test` } });
  expect(made.status()).toBe(201);
  const member = (await made.json()).data as { id: number; first_name: string; last_name: string };
  const fullName = `${member.first_name} ${member.last_name}`;
  await page.getByLabel('Name or phone').fill(`Chniedu ${last}`);
  await page.getByRole('button', { name: `Check in ${fullName}` }).click();
  await expect(page.getByText(`${fullName} is checked in.`)).toBeVisible();
  const { date } = churchNow();
  await expect
    .poll(async () => {
      const records = await request.get(`${apiUrl}/attendance`, { headers: bearer(admin), params: { user_id: member.id, date, month: Number(date.slice(5, 7)), year: Number(date.slice(0, 4)) } });
      return (await records.json()).data.length as number;
    })
    .toBeGreaterThan(0);

  // A first-time visitor in four fields: focus starts on the first name, Enter saves.
  const visitor = `Doorstep${runStamp().replace(/\d/g, '')}`;
  await page.getByRole('button', { name: 'New visitor' }).click();
  await expect(page.getByRole('dialog', { name: 'New visitor' }).getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Adaeze');
  await page.keyboard.press('Tab');
  await page.keyboard.type(visitor);
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniquePhone());
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Adaeze ${visitor} is welcomed: their visit is recorded.`)).toBeVisible();
  expect((await adminFirstTimers(request, admin, visitor)).map((v) => v.last_name)).toEqual([visitor]);

  // Three children.
  const children = page.getByRole('listitem', { name: 'Children' });
  for (let i = 0; i < 3; i++) await children.getByRole('button', { name: 'One more: Children' }).click();
  await expect(children.getByLabel('Children counted here')).toHaveText('3');
  await expect.poll(async () => (await stationOccurrence(request, station.headers)).headcounts.find((h) => h.category === 'children')?.count).toBe(3);
  expect((await stationOccurrence(request, station.headers)).checked_in_here).toBe(1);
});

test('a station offline for ten minutes while 200 people check in sends all 200 when back, none twice', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const admin = await adminToken(request);
  // 200 members, each with a name of their own (letters only).
  const stamp = runStamp().replace(/\d/g, '').slice(0, 6);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const people = Array.from({ length: 200 }, (_, i) => ({ first_name: 'Offline', last_name: `Q${stamp}${letters[Math.floor(i / 26)]}${letters[i % 26]}x` }));
  for (let i = 0; i < people.length; i += 20) {
    const batch = people.slice(i, i + 20).map(async (person) => {
      const response = await request.post(`${apiUrl}/members`, { headers: bearer(admin), data: { ...person, email: `${person.last_name.toLowerCase()}@offline.test` } });
      expect(response.status()).toBe(201);
    });
    await Promise.all(batch);
  }

  await page.clock.install();
  // The names kept on the tablet, for searching without a connection, read once it is paired.
  const roster = page.waitForResponse((response) => response.url().endsWith('/api/station/roster') && response.ok());
  const station = await pairedStation(page, request, admin, `Offline door ${runStamp()}`);
  await roster;
  const before = await stationOccurrence(request, station.headers);

  await context.setOffline(true);
  const search = page.getByLabel('Name or phone');
  for (const person of people) {
    const fullName = `${person.first_name} ${person.last_name}`;
    await search.fill(person.last_name);
    await page.getByRole('button', { name: `Check in ${fullName}`, exact: true }).click();
  }
  await expect(page.getByText('200 saved on this tablet, will be sent')).toBeVisible();
  await expect(page.getByTestId('station-total')).toHaveText(`${before.checked_in + 200} checked in this service`);
  await page.clock.fastForward('10:00');
  await expect(page.getByText('200 saved on this tablet, will be sent')).toBeVisible();
  expect((await stationOccurrence(request, station.headers)).checked_in_here).toBe(before.checked_in_here);

  await context.setOffline(false);
  await expect(page.getByText(/saved on this tablet/)).toHaveCount(0, { timeout: 120_000 });
  const after = await stationOccurrence(request, station.headers);
  expect(after.checked_in_here).toBe(before.checked_in_here + 200);
  expect(after.checked_in).toBe(before.checked_in + 200);
  await expect(page.getByTestId('station-total')).toHaveText(`${before.checked_in + 200} checked in this service`);
});
