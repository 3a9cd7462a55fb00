// A scan made signed out. The phone opens the code's address, the person chooses to sign in (or to
// create an account) and takes their time: the screen shows three new codes meanwhile. The scan's
// moment travels with the code through the sign-in and the registration, so the check-in is
// honoured as made at the scan, at the scanned service, not refused as "This code has expired".
// The suite's API changes the code every CHECK_IN_CODE_SECONDS (support/test-env.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { churchNow } from '../support/church-time';
import { adminToken, runStamp, serviceStartingNow } from '../support/public-helpers';
import { apiUrl, shellUrl, TEST_ENV } from '../support/test-env';

const SLOT_MS = Number(TEST_ENV.CHECK_IN_CODE_SECONDS) * 1000;
const PASSWORD = 'lantern orchard copper 84';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The address on the door's screen now for the service (what its QR code holds) and its code. */
async function doorCode(request: APIRequestContext, admin: string, serviceId: number): Promise<{ url: string; code: string }> {
  const door = await request.get(`${apiUrl}/check-in/code`, { headers: bearer(admin), params: { service_id: serviceId } });
  expect(door.status()).toBe(200);
  return door.json();
}

/** Opens the scanned address signed out and chooses "I have an account: sign in". */
async function scanSignedOut(page: Page, url: string) {
  const scanned = new URL(url);
  await page.goto(`${scanned.pathname}${scanned.search}`);
  await page.getByRole('link', { name: 'I have an account: sign in' }).click();
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
}

test('scan signed out, wait three code slots, sign in (or create an account): checked in at the scanned service', async ({ browser, request }) => {
  // Three slots go by on the screen.
  test.setTimeout(90_000 + 4 * SLOT_MS);
  const admin = await adminToken(request);
  const stamp = runStamp();
  const name = `Dawn Prayer at the Door ${stamp}`;
  const serviceId = await serviceStartingNow(request, admin, name);
  // Someone with an account who has not checked in anywhere.
  const email = `slow.signer.${stamp}@example.com`;
  expect((await request.post(`${apiUrl}/register`, { data: { first_name: 'Slow', last_name: `Signer${stamp}`, email, password: PASSWORD } })).status()).toBe(201);

  // Two phones scan the same code, signed out: one will sign in, the other create an account.
  const { url, code } = await doorCode(request, admin, serviceId);
  const member = await browser.newPage({ baseURL: shellUrl });
  const newcomer = await browser.newPage({ baseURL: shellUrl });
  await scanSignedOut(member, url);
  await scanSignedOut(newcomer, url);
  await newcomer.getByRole('link', { name: 'Create an account' }).click();
  await expect(newcomer.getByRole('form', { name: 'Create an account' })).toBeVisible();

  // The screen shows three new codes while they type: the scanned one is long expired by now.
  const shown = [code];
  await expect
    .poll(async () => {
      const now = (await doorCode(request, admin, serviceId)).code;
      if (now !== shown[shown.length - 1]) shown.push(now);
      return shown.length - 1;
    }, { timeout: 4 * SLOT_MS + 10_000, intervals: [1_000] })
    .toBeGreaterThanOrEqual(3);

  await member.getByRole('textbox', { name: 'Email' }).fill(email);
  await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await member.getByRole('button', { name: 'Log in' }).click();
  await expect(member).toHaveURL(/\/check-in\?code=[A-Z2-9]{6}&scanned_at=/);
  await expect(member.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await member.getByRole('button', { name: 'Check me in' }).click();
  await expect(member.getByRole('heading', { name: `You are checked in at ${name}` })).toBeVisible();

  const form = newcomer.getByRole('form', { name: 'Create an account' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Patient');
  await form.getByRole('textbox', { name: 'Last name' }).fill(`Newcomer${stamp}`);
  await form.getByRole('textbox', { name: 'Email' }).fill(`patient.newcomer.${stamp}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(newcomer.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await newcomer.getByRole('button', { name: 'Check me in' }).click();
  await expect(newcomer.getByRole('heading', { name: `You are checked in at ${name}` })).toBeVisible();

  // Both are recorded at the scanned service, as the admin's list shows it.
  const { date, year, month } = churchNow();
  const list = await request.get(`${apiUrl}/attendance`, { headers: bearer(admin), params: { year, month, service_id: serviceId, date } });
  expect(list.status()).toBe(200);
  expect(((await list.json()).data as Array<{ full_name: string }>).map((r) => r.full_name).sort()).toEqual([`Patient Newcomer${stamp}`, `Slow Signer${stamp}`]);
  await member.close();
  await newcomer.close();
});
