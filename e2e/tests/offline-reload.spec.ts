// A page opened once online opens again after a reload with no connection, within 3 s, from what
// the device kept: the station (paired on a fresh tablet: the worker did not see its first load),
// the member's /check-in and the leader's unit sheet. Offline, each queues its writes; back online
// each write arrives once. A page never opened online says it needs a connection, with Retry.
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { churchNow } from '../support/church-time';
import { adminFirstTimers, adminToken, runStamp, serviceStartingNow, uniquePhone } from '../support/public-helpers';
import { expectPageShown } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** What a page opened offline must show it by. */
const OPENS_WITHIN_MS = 3_000;

/** Waits until the service worker controls the page (it claims open pages as it activates). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Reloads with no connection and waits for `shown`, at most OPENS_WITHIN_MS once the page is committed. */
async function reloadOffline(page: Page, shown: ReturnType<Page['getByRole']>) {
  await page.context().setOffline(true);
  await page.reload({ waitUntil: 'commit' });
  await expect(shown).toBeVisible({ timeout: OPENS_WITHIN_MS });
}

test('a station paired online reloads offline, finds a kept name, checks in, welcomes a visitor and counts; back online each arrives once', async ({ page, request }) => {
  const admin = await adminToken(request);
  await serviceStartingNow(request, admin, `Door service ${runStamp()}`);
  const last = `Kept${runStamp().replace(/\d/g, '')}`;
  const member = await request.post(`${apiUrl}/members`, { headers: bearer(admin), data: { first_name: 'Ngozi', last_name: last, email: `${last.toLowerCase()}@kept.test` } });
  expect(member.status()).toBe(201);
  const fullName = `Ngozi ${last}`;

  // A fresh tablet: its first page loads before any worker exists.
  const paired = await request.post(`${apiUrl}/stations`, { headers: bearer(admin), data: { name: `Offline reload ${runStamp()}` } });
  expect(paired.status()).toBe(201);
  const roster = page.waitForResponse((response) => response.url().endsWith('/api/station/roster') && response.ok());
  await page.goto(`${shellUrl}/station`);
  await page.getByLabel('Pairing code').fill((await paired.json()).data.pairing_code);
  await page.getByRole('button', { name: 'Pair this tablet' }).click();
  await expect(page.getByTestId('station-total')).toBeVisible();
  await roster;
  await controlledByWorker(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('station-credential')!).token as string);
  const counts = async () => (await (await request.get(`${apiUrl}/station/occurrence`, { headers: { Authorization: `Station ${token}` } })).json()).data as {
    checked_in_here: number;
    headcounts: Array<{ category: string; count: number }>;
  };
  const before = await counts();
  const children = () => page.getByRole('listitem', { name: 'Children' });
  const childrenBefore = Number(await children().getByLabel('Children counted here').textContent());

  await reloadOffline(page, page.getByLabel('Name or phone'));
  await expect(page.getByTestId('station-total')).toBeVisible();

  await page.getByLabel('Name or phone').fill(last);
  await page.getByRole('button', { name: `Check in ${fullName}`, exact: true }).click();
  const visitor = `Offline${runStamp().replace(/\d/g, '')}`;
  await page.getByRole('button', { name: 'New visitor' }).click();
  const dialog = page.getByRole('dialog', { name: 'New visitor' });
  await dialog.getByLabel('First name').fill('Tolu');
  await dialog.getByLabel('Last name').fill(visitor);
  await dialog.getByLabel(/Phone/).fill(uniquePhone());
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Tolu ${visitor} is saved on this tablet; their visit will be sent.`)).toBeVisible();
  await children().getByRole('button', { name: 'One more: Children' }).click();
  await expect(children().getByLabel('Children counted here')).toHaveText(String(childrenBefore + 1));
  await expect(page.getByText(/saved on this tablet, will be sent/)).toBeVisible();
  expect((await counts()).checked_in_here).toBe(before.checked_in_here);

  await page.context().setOffline(false);
  await expect(page.getByText(/saved on this tablet, will be sent/)).toHaveCount(0);
  const after = await counts();
  // The member checked in once, the child counted once, the visitor welcomed once.
  expect(after.checked_in_here).toBe(before.checked_in_here + 1);
  expect(after.headcounts.find((h) => h.category === 'children')?.count).toBe((before.headcounts.find((h) => h.category === 'children')?.count ?? 0) + 1);
  expect((await adminFirstTimers(request, admin, visitor)).map((v) => v.last_name)).toEqual([visitor]);
});

test("the member's /check-in reloads offline, queues the check-in and says 'You are checked in' once it is sent", async ({ page, request }) => {
  const admin = await adminToken(request);
  const name = `Offline Vigil ${runStamp()}`;
  const serviceId = await serviceStartingNow(request, admin, name);
  const door = await request.get(`${apiUrl}/check-in/code`, { headers: bearer(admin), params: { service_id: serviceId } });
  const { code } = await door.json();
  const member = await signInByApi(page, 'member', shellUrl);
  const { month, year } = churchNow();
  const attended = async () =>
    (await (await request.get(`${apiUrl}/attendance/summary`, { headers: bearer(member.token), params: { month, year } })).json()).data.attended as number;
  const before = await attended();

  await page.goto(`/check-in?code=${code}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await controlledByWorker(page);

  await reloadOffline(page, page.getByRole('button', { name: 'Check me in' }));
  await page.getByRole('button', { name: 'Check me in' }).click();
  await expect(page.getByRole('heading', { name: 'Saved on this phone, will be sent' })).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: /^You are checked in/ })).toBeVisible();
  await expect.poll(attended).toBe(before + 1);
  await expect(page.getByTestId('outbox-notice')).toHaveCount(0);
  expect(await attended()).toBe(before + 1);
});

test("the leader's unit sheet reloads offline as last seen, queues a tick, and sends it once", async ({ page, request }) => {
  const admin = await adminToken(request);
  const units = (await (await request.get(`${apiUrl}/units`, { headers: bearer(admin) })).json()).data as Array<{ id: number; slug: string }>;
  const choir = units.find((unit) => unit.slug === 'choir')!.id;
  const last = `Sheetoff${runStamp()}`;
  const made = await request.post(`${apiUrl}/members`, {
    headers: bearer(admin),
    data: { first_name: 'Ifeoma', last_name: last, email: `${last.toLowerCase()}@example.com`, phone: uniquePhone(), unit_ids: [choir] },
  });
  expect(made.status()).toBe(201);
  const singer = (await made.json()).data as { id: number; full_name: string };
  // The Choir is the seed's, measured by other specs (the phone roster's card heights): the singer
  // leaves it again, whatever happens here.
  try {
    await signInByApi(page, 'leader', shellUrl);
    await page.goto(`/dashboard/leaders/units/${choir}/sheet`);
    await expectPageShown(page, 'Attendance sheet');
    const [serviceId, date] = (await page.getByRole('combobox', { name: 'Service' }).inputValue()).split('_');
    const box = page.getByRole('list', { name: 'Roster' }).getByRole('checkbox', { name: singer.full_name });
    await expect(box).not.toBeChecked();
    await controlledByWorker(page);

    await reloadOffline(page, box);
    await box.check();
    await expect(box).toBeChecked();
    await expect(page.getByTestId('outbox-notice')).toContainText('1 saved on this phone, will be sent');
    const record = async () => {
      const response = await request.get(`${apiUrl}/units/${choir}/attendance?service_id=${serviceId}&date=${date}`, { headers: bearer(admin) });
      return ((await response.json()).data.people as Array<{ id: number; record: unknown }>).find((p) => p.id === singer.id)?.record ?? null;
    };
    expect(await record()).toBeNull();

    await page.context().setOffline(false);
    await expect(page.getByTestId('outbox-notice')).toHaveCount(0);
    await expect.poll(record).toMatchObject({ source: 'someone' });
  } finally {
    await request.delete(`${apiUrl}/units/${choir}/members/${singer.id}`, { headers: bearer(admin) });
  }
});

test('a page never opened online says it needs a connection, with Retry, and opens when the connection returns', async ({ page }) => {
  await signInByApi(page, 'member', shellUrl);
  await page.goto('/dashboard');
  await expectPageShown(page, 'Dashboard');
  await controlledByWorker(page);
  await page.context().setOffline(true);
  // Events was never opened on this device: its code is not here.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page needs a connection.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page.context().setOffline(false);
  await expectPageShown(page, 'Events');
});
