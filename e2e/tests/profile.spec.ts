// A member uploads a picture on the profile page through the real file
// picker and sees it in the top bar at once, changes their phone, and signs out their other
// sessions. The page has no axe violation in either theme.
import { expect, test, type Page } from '@playwright/test';
import { expectCleanInBothThemes } from '../support/axe';
import { runStamp, uniquePhone } from '../support/public-helpers';
import { expectPageShown, toast } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';
import { storeSession } from '../support/auth';

// A real photo-like PNG (a gradient), made in the page's canvas so no image file ships with the suite.
async function pngFromCanvas(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 480);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

test('a member sets a picture seen in the top bar at once, changes their phone, and signs out their other devices', async ({ page, request }) => {
  // A new member of their own, so the demo accounts keep their details and sessions.
  const email = `profile.${runStamp()}@example.org`;
  const password = 'harbour violet engine 57';
  const registered = await request.post(`${apiUrl}/register`, { data: { first_name: 'Pat', last_name: 'Profile', email, password } });
  expect(registered.status()).toBe(201);
  const other = await request.post(`${apiUrl}/login`, { data: { email, password }, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36' } });
  const otherToken = (await other.json()).data.token as string;
  const { data } = await registered.json();
  await storeSession(page, shellUrl, data);

  await page.goto('/dashboard/profile');
  await expectPageShown(page, 'Profile');
  const banner = page.getByRole('banner');
  // Initials until a picture is set (the fallback is labelled too, but is no <img>).
  await expect(banner.getByRole('img', { name: 'Pat Profile' })).toHaveText('PP');

  // The picture, through the real file picker.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change your picture' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngFromCanvas(page) });
  await expect(toast(page, 'Your profile picture has been updated.')).toBeVisible();
  const topBarPicture = banner.locator('img[alt="Pat Profile"]');
  await expect(topBarPicture).toHaveAttribute('src', /^\/api\/avatars\/[a-f0-9]{64}$/);
  await expect.poll(() => topBarPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);

  // The phone, kept in the API's normalised form.
  const details = page.getByRole('form', { name: 'Your details' });
  const phone = uniquePhone();
  await details.getByLabel(/^Phone/).fill(phone);
  await details.getByRole('button', { name: 'Save your details' }).click();
  await expect(toast(page, 'Your profile has been updated.')).toBeVisible();
  await expect(details.getByLabel(/^Phone/)).toHaveValue(`+234${phone.slice(1)}`);

  // The other device is listed, then signed out.
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices).toContainText('Chrome on Android');
  await expectCleanInBothThemes(page, '/dashboard/profile');
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('dialog', { name: 'Sign out everywhere else?' }).getByRole('button', { name: 'Sign out the others' }).click();
  await expect(toast(page, 'Signed out of 1 other device.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await request.get(`${apiUrl}/me`, { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(401);
  expect((await request.get(`${apiUrl}/me`, { headers: { Authorization: `Bearer ${data.token}` } })).status()).toBe(200);
});
