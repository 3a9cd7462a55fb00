// The installed app: the site links its web app manifest, the service worker keeps what it needs,
// the member's dashboard opens with no connection (the frame from the device, an offline notice
// where data cannot load), and a check-in made offline waits on the phone and is sent once when
// the connection returns.
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { churchNow } from '../support/church-time';
import { adminToken } from '../support/public-helpers';
import { expectPageShown, sidebar } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Waits until the service worker controls the page (it claims open pages as it activates). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test('the site links its web app manifest, with icons that load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(`${shellUrl}${href}`)).json();
  expect(manifest).toMatchObject({ name: 'Community Church', short_name: 'Church', start_url: '/dashboard', display: 'standalone' });
  const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const answer = await request.get(`${shellUrl}${icon.src}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
});

test("the installed app opens offline: the member's dashboard paints from the device, its own month included, and says where data cannot load", async ({ page, context }) => {
  await signInByApi(page, 'member', shellUrl);
  await page.goto('/dashboard');
  await expectPageShown(page, 'Dashboard');
  await controlledByWorker(page);
  // A second visit through the worker keeps every file the dashboard loads.
  await page.reload();
  await expectPageShown(page, 'Dashboard');
  const pageNonce = () => page.evaluate(() => (document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement | null)?.nonce);
  const onlineNonce = await pageNonce();
  // The remotes' chunks (other origins, fetched with CORS) are kept, not only the shell's.
  const keptOrigins = await page.evaluate(async () => {
    const keys = await (await caches.open('church-chunks')).keys();
    return [...new Set(keys.map((request) => new URL(request.url).origin))];
  });
  expect(keptOrigins.length).toBeGreaterThan(2);

  await context.setOffline(true);
  await page.reload();
  // The same page as the last one the network sent (each answer has its own style nonce): the worker's copy.
  expect(await pageNonce()).toBe(onlineNonce);
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The member's own month was kept on the phone at the last visit: shown offline too.
  await expect(page.getByTestId('progress-card')).toBeVisible();
  // The first-timers card (other people's phone numbers, never kept) waits for the connection.
  await expect(page.getByTestId('assigned-first-timers').getByTestId('offline-notice')).toHaveText("You're offline. This will load when the connection is back.");
  await expect(page.getByTestId('area-error')).toHaveCount(0);

  // The connection returns: the data loads where the notices were.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('a check-in made offline is kept on the phone and sent once when the connection returns', async ({ page, context, request }) => {
  // A one-off service starting this minute: its check-in is open now, and the door shows its code.
  const admin = await adminToken(request);
  const { date, time, year, month } = churchNow();
  const name = `Dawn Prayer ${Date.now()}`;
  const made = await request.post(`${apiUrl}/services`, { headers: bearer(admin), data: { name, is_recurring: false, service_date: date, start_time: time } });
  expect(made.status()).toBe(201);
  // This service's own code: services other tests made this minute are open too.
  const door = await request.get(`${apiUrl}/check-in/code`, { headers: bearer(admin), params: { service_id: (await made.json()).data.id } });
  expect(door.status()).toBe(200);
  const { code, occurrence } = await door.json();
  expect(occurrence.name).toBe(name);

  const member = await signInByApi(page, 'member', shellUrl);
  const attended = async () =>
    (await (await request.get(`${apiUrl}/attendance/summary`, { headers: bearer(member.token), params: { month, year } })).json()).data.attended as number;
  const before = await attended();

  await page.goto(`/check-in?code=${code}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await controlledByWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Check me in' }).click();
  await expect(page.getByRole('heading', { name: 'Saved on this phone, will be sent' })).toBeVisible();
  await expect(page.getByTestId('outbox-notice')).toContainText('1 saved on this phone, will be sent');
  await expect(page.getByTestId('outbox-notice')).toContainText(`Check-in at ${name}`);
  expect(await attended()).toBe(before);

  // Back online: the outbox sends it by itself, and the notice goes.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-notice')).toHaveCount(0);
  await expect.poll(attended).toBe(before + 1);

  // A reload finds nothing left to send, and the record is there once.
  await page.reload();
  await expect(page.getByRole('heading', { name: `You are already checked in at ${name}` })).toBeVisible();
  await expect(page.getByTestId('outbox-notice')).toHaveCount(0);
  expect(await attended()).toBe(before + 1);
});
