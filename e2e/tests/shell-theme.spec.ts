// The theme toggle (sun in dark mode, moon in light mode) and the chosen theme
// surviving a reload, on the public pages and in the dashboard.
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { shellUrl } from '../support/test-env';
import { expectAreaAnswered } from '../support/shell-ui';

const toDark = (page: Page) => page.getByRole('button', { name: 'Switch to dark theme' });
const toLight = (page: Page) => page.getByRole('button', { name: 'Switch to light theme' });
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const background = (page: Page, testId: string) => page.getByTestId(testId).evaluate((element) => getComputedStyle(element).backgroundColor);

/** Relative luminance of an `rgb(...)` colour, enough to tell a light surface from a dark one. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test('the theme starts light, toggles to dark, and stays dark after a reload', async ({ page }) => {
  await page.goto('/login');
  // Light by default: a moon on the button, a light page.
  await expect(toDark(page)).toBeVisible();
  await expect(toDark(page).locator('[data-icon="moon"]')).toHaveCount(1);
  expect(await storedTheme(page)).not.toBe('dark');
  const light = await background(page, 'top-bar');
  expect(luminance(light)).toBeGreaterThan(0.5);

  await toDark(page).click();
  await expect(toLight(page)).toBeVisible();
  await expect(toLight(page).locator('[data-icon="sun"]')).toHaveCount(1);
  await expect.poll(() => storedTheme(page)).toBe('dark');
  await expect.poll(() => background(page, 'top-bar')).not.toBe(light);
  // The top bar eases its colour in over 0.2 s: wait for it to settle.
  await expect.poll(async () => luminance(await background(page, 'top-bar'))).toBeLessThan(0.5);

  await page.reload();
  await expect(toLight(page)).toBeVisible();
  await expect(toLight(page).locator('[data-icon="sun"]')).toHaveCount(1);
  // The top bar eases its colour in over 0.2 s: wait for it to settle.
  await expect.poll(async () => luminance(await background(page, 'top-bar'))).toBeLessThan(0.5);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // And back: each press flips it.
  await toLight(page).click();
  await expect(toDark(page)).toBeVisible();
  await expect.poll(() => storedTheme(page)).toBe('light');
  await page.reload();
  await expect(toDark(page)).toBeVisible();
  await expect.poll(() => background(page, 'top-bar')).toBe(light);
});

test('the theme chosen in the dashboard survives a reload there and carries to the public pages', async ({ page }) => {
  await signInByApi(page, 'member', shellUrl);
  await page.goto('/dashboard');
  await expectAreaAnswered(page, '/dashboard');
  const layoutBackground = () => page.locator('#main-content').evaluate((main) => getComputedStyle(main.parentElement!).backgroundColor);
  const light = await layoutBackground();

  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(toLight(page)).toBeVisible();
  await expect.poll(layoutBackground).not.toBe(light);
  const dark = await layoutBackground();
  expect(luminance(dark)).toBeLessThan(luminance(light));

  await page.reload();
  await expectAreaAnswered(page, '/dashboard');
  await expect(toLight(page)).toBeVisible();
  expect(await layoutBackground()).toBe(dark);

  await page.goto('/');
  await expect(toLight(page)).toBeVisible();
  // The top bar eases its colour in over 0.2 s: wait for it to settle.
  await expect.poll(async () => luminance(await background(page, 'top-bar'))).toBeLessThan(0.5);
});
