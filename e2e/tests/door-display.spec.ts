// The check-in code on a door's screen, at the sizes doors have (a TV, laptops, a tablet held
// either way), in both themes: the QR code takes only the space the text leaves, so it lies
// under no text and inside the window, and a phone's camera still reads it. The admin's display
// in full screen (its own button), and the welcome station's "Show the code".
import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { signInByApi } from '../support/auth';
import { adminToken, runStamp, serviceStartingNow } from '../support/public-helpers';
import { apiUrl, shellUrl } from '../support/test-env';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];
const THEMES = ['light', 'dark'] as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectInside(box: Box, page: Page, what: string) {
  const { width, height } = page.viewportSize()!;
  expect({ what, left: box.x >= 0, top: box.y >= 0, right: box.x + box.width <= width + 0.5, bottom: box.y + box.height <= height + 0.5 }).toEqual({
    what,
    left: true,
    top: true,
    right: true,
    bottom: true,
  });
}

/** What the camera reads in the QR code as the screen shows it (a screenshot of its box). */
async function readQr(qr: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/**
 * The QR code lies inside the window and under none of the screen's text shown (title, date, where
 * to type, the code, the countdown, the button), each of which is in the window
 * too; it is at least a third of the window's shorter side; a camera reads the address with the
 * code the screen shows.
 */
async function expectQrClearAndReadable(page: Page, screen: Locator) {
  const qr = screen.getByTestId('check-in-qr');
  await expect(qr).toBeVisible();
  const qrBox = (await qr.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  const size = `${width}x${height}`;
  expectInside(qrBox, page, `QR code at ${size}`);
  expect(Math.min(qrBox.width, qrBox.height)).toBeGreaterThanOrEqual(Math.min(width, height) / 3);
  const texts = await screen.locator('h2, p, label, select, button').filter({ visible: true }).all();
  expect(texts.length).toBeGreaterThanOrEqual(5);
  for (const text of texts) {
    const box = (await text.boundingBox())!;
    const what = `“${(await text.textContent())?.slice(0, 40)}” at ${size}`;
    expectInside(box, page, what);
    expect({ what, overlapsQr: overlaps(qrBox, box) }).toEqual({ what, overlapsQr: false });
  }
  // The code changes every few seconds: read the QR code and the typed code until both are of one moment.
  await expect(async () => {
    const typed = await screen.getByTestId('check-in-code').textContent();
    const read = await readQr(qr);
    expect(read).toBe(await qr.getAttribute('data-url'));
    expect(read).toMatch(new RegExp(`/check-in\\?code=${typed}$`));
  }).toPass({ timeout: 20_000 });
}

async function chooseTheme(page: Page, theme: (typeof THEMES)[number]) {
  const other = theme === 'dark' ? 'light' : 'dark';
  if ((await page.locator('html').getAttribute('data-theme')) === other) {
    await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

test('the admin’s display in full screen: the QR code lies under no text and reads, at every size, in both themes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const stamp = runStamp();
  const name = `Harvest Thanksgiving Service ${stamp}`;
  const serviceId = await serviceStartingNow(request, admin, name);
  // Another service open at once: the page offers a choice of service (set before filling the screen).
  await serviceStartingNow(request, admin, `Children’s Harvest ${stamp}`);

  await signInByApi(page, 'admin', shellUrl);
  await page.goto(`${shellUrl}/dashboard/admin/check-in?service=${serviceId}`);
  const screen = page.getByRole('region', { name: 'Check-in code' });
  await expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(screen.getByRole('combobox', { name: 'Show the code for' })).toBeVisible();

  for (const theme of THEMES) {
    await chooseTheme(page, theme);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await screen.getByRole('button', { name: 'Full screen' }).click();
      await expect(screen.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
      expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe('Check-in code');
      await expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(screen.getByRole('combobox', { name: 'Show the code for' })).toBeHidden();
      await expectQrClearAndReadable(page, screen);
      await screen.getByRole('button', { name: 'Leave full screen' }).click();
      await expect(screen.getByRole('button', { name: 'Full screen' })).toBeVisible();
    }
  }
});

test('the station’s “Show the code”: the QR code lies under no text and reads, at every size, in both themes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  await serviceStartingNow(request, admin, `Door service ${runStamp()}`);
  const made = await request.post(`${apiUrl}/stations`, { headers: bearer(admin), data: { name: `North door ${runStamp()}` } });
  expect(made.status()).toBe(201);

  for (const theme of THEMES) {
    // The station has no top bar: the tablet keeps the theme it was given.
    await page.goto(`${shellUrl}/station`);
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    if (theme === 'light') {
      await page.getByLabel('Pairing code').fill((await made.json()).data.pairing_code);
      await page.getByRole('button', { name: 'Pair this tablet' }).click();
    }
    await page.getByRole('button', { name: 'Show the code' }).click();
    const screen = page.getByRole('region', { name: 'Check-in code' });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await screen.getByRole('button', { name: 'Full screen' }).click();
      await expect(screen.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
      await expectQrClearAndReadable(page, screen);
      await screen.getByRole('button', { name: 'Leave full screen' }).click();
      await expect(screen.getByRole('button', { name: 'Full screen' })).toBeVisible();
    }
  }
});
