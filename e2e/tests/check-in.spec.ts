// Checking in at the door. The admin's display shows the open service's rotating code; a member
// opens the code's address (what the QR code holds) and is checked in with one tap, the month's
// progress counting it; a code that is not the screen's, or one the screen showed two codes ago,
// is refused with the clear sentence and a field to type the right one. Both pages fit a 360 px
// phone. The suite's API changes the code every CHECK_IN_CODE_SECONDS (support/test-env.ts).
// Every test makes its own service starting this minute and asks for that service's code (the
// display's ?service=, the API's service_id): services other tests made are open at the same time.
import { expect, test } from '@playwright/test';
import { signInByApi, signInWithPassword } from '../support/auth';
import { churchNow } from '../support/church-time';
import { adminToken } from '../support/public-helpers';
import { expectPageShown } from '../support/shell-ui';
import { apiUrl, shellUrl, TEST_ENV } from '../support/test-env';

const SLOT_MS = Number(TEST_ENV.CHECK_IN_CODE_SECONDS) * 1000;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A one-off service starting this minute (its check-in is open now); its id. */
async function serviceStartingNow(request: import('@playwright/test').APIRequestContext, admin: string, name: string): Promise<number> {
  const { date, time } = churchNow();
  const made = await request.post(`${apiUrl}/services`, { headers: bearer(admin), data: { name, is_recurring: false, service_date: date, start_time: time } });
  expect(made.status()).toBe(201);
  return (await made.json()).data.id as number;
}

async function fitsTheWindow(page: import('@playwright/test').Page) {
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.document).toBeLessThanOrEqual(widths.window);
}

test('a member opens the code on the screen and is checked in with one tap; the month’s progress counts it', async ({ browser, page, request }) => {
  const admin = await adminToken(request);
  const { year, month } = churchNow();
  const stamp = Date.now();
  const name = `Harvest Thanksgiving Service of the Whole Congregation ${stamp}`;
  const serviceId = await serviceStartingNow(request, admin, name);
  // The children's service at the same minute, in the next room.
  await serviceStartingNow(request, admin, `Children’s Harvest ${stamp}`);

  // The display at the door, as the admin sees it: with several services open, the admin picks
  // this one; then the service, a QR code of that address, the typed code.
  const display = await browser.newPage({ baseURL: shellUrl });
  await signInByApi(display, 'admin', shellUrl);
  await display.goto('/dashboard/admin/check-in');
  await expectPageShown(display, 'Check-in display');
  await display.getByRole('combobox', { name: 'Show the code for' }).selectOption(String(serviceId));
  await expect(display).toHaveURL(new RegExp(`[?&]service=${serviceId}$`));
  await expect(display.getByRole('heading', { level: 2, name })).toBeVisible();
  await display.reload();
  await expect(display.getByRole('heading', { level: 2, name })).toBeVisible();
  // The long name in the select and the heading fits a phone's width (once the sidebar has
  // followed the narrower window: it slides away a transition later).
  await display.setViewportSize({ width: 360, height: 780 });
  await expect(display.getByRole('combobox', { name: 'Show the code for' })).toHaveValue(String(serviceId));
  await expect.poll(() => display.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expect(display.getByRole('img', { name: `QR code to check in at ${name}` })).toHaveAttribute('data-url', /\/check-in\?code=[A-Z2-9]{6}$/);
  await expect(display.getByTestId('check-in-code')).toHaveText(/^[A-Z2-9]{6}$/);
  await expect(display.getByTestId('check-in-countdown')).toHaveText(/^New code in 0:[0-4]\d$/);
  await display.close();

  const member = await signInByApi(page, 'member', shellUrl);
  const attended = async () =>
    (await (await request.get(`${apiUrl}/attendance/summary`, { headers: bearer(member.token), params: { month, year } })).json()).data.attended as number;
  const before = await attended();

  // What the phone's camera opens: the address in the QR code on the screen now.
  const door = await request.get(`${apiUrl}/check-in/code`, { headers: bearer(admin), params: { service_id: serviceId } });
  expect(door.status()).toBe(200);
  const { url, occurrence } = await door.json();
  expect(occurrence.name).toBe(name);
  const scanned = new URL(url);
  await page.goto(`${scanned.pathname}${scanned.search}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await fitsTheWindow(page);
  await page.getByRole('button', { name: 'Check me in' }).click();

  await expect(page.getByRole('heading', { name: `You are checked in at ${name}` })).toBeVisible();
  await expect(page.getByTestId('month-progress')).toContainText(`${before + 1} of `);
  await fitsTheWindow(page);
  expect(await attended()).toBe(before + 1);
});

test('a code that is not the screen’s is refused with the clear sentence, and the right one can be typed', async ({ page, request }) => {
  const admin = await adminToken(request);
  const name = `Evening Praise ${Date.now()}`;
  const serviceId = await serviceStartingNow(request, admin, name);

  // The leader, who has not checked in at this new service.
  await signInByApi(page, 'leader', shellUrl);
  await page.goto('/check-in?code=ZZZZZZ');
  await expect(page.getByTestId('check-in-refused')).toHaveText('This code is not valid.');
  await expect(page.getByRole('button', { name: 'Check me in' })).toHaveCount(0);

  // Typed from the screen instead: the service it opens.
  const { code, occurrence } = await (await request.get(`${apiUrl}/check-in/code`, { headers: bearer(admin), params: { service_id: serviceId } })).json();
  expect(occurrence.name).toBe(name);
  await page.getByRole('textbox', { name: 'Code on the screen' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check me in' })).toBeVisible();
});

test('a code the screen showed two codes ago is refused as expired, and the code on the screen now works', async ({ browser, page, request }) => {
  // Two slots go by on the screen.
  test.setTimeout(60_000 + 2 * SLOT_MS);
  const admin = await adminToken(request);
  const stamp = Date.now();
  const name = `Early Morning Communion ${stamp}`;
  const serviceId = await serviceStartingNow(request, admin, name);
  // Someone never checked in anywhere.
  const email = `early.riser.${stamp}@example.com`;
  const password = 'lantern orchard copper 84';
  expect((await request.post(`${apiUrl}/register`, { data: { first_name: 'Early', last_name: `Riser${stamp}`, email, password } })).status()).toBe(201);

  // The code on the admin's display, as a phone's camera would have read it.
  const display = await browser.newPage({ baseURL: shellUrl });
  await signInByApi(display, 'admin', shellUrl);
  await display.goto(`/dashboard/admin/check-in?service=${serviceId}`);
  await expect(display.getByTestId('check-in-service')).toHaveText(name);
  const qr = display.getByRole('img', { name: `QR code to check in at ${name}` });
  const typed = display.getByTestId('check-in-code');
  const photographed = new URL((await qr.getAttribute('data-url'))!);
  const firstCode = (await typed.textContent())!;
  expect(photographed.searchParams.get('code')).toBe(firstCode);

  // The screen moves on twice: the next code (the first one is still accepted meanwhile), then another.
  await expect(typed).not.toHaveText(firstCode, { timeout: SLOT_MS + 5_000 });
  const nextCode = (await typed.textContent())!;
  await expect(typed).not.toHaveText(nextCode, { timeout: SLOT_MS + 5_000 });

  // The member opens the address read two codes ago: refused with the sentence, no check-in offered.
  await signInWithPassword(page, email, password, shellUrl);
  await page.goto(`${photographed.pathname}${photographed.search}`);
  await expect(page.getByTestId('check-in-refused')).toHaveText('This code has expired. Scan the code on the screen again.');
  await expect(page.getByRole('button', { name: 'Check me in' })).toHaveCount(0);

  // The code on the screen now, typed: the service opens and the check-in is made.
  await page.getByRole('textbox', { name: 'Code on the screen' }).fill((await typed.textContent())!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Check me in' }).click();
  await expect(page.getByRole('heading', { name: `You are checked in at ${name}` })).toBeVisible();
  await display.close();
});
