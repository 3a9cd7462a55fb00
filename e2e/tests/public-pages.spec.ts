// The public pages' images, accessibility (axe-core, both themes) and the 375 px layout.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { tabTo } from '../support/public-helpers';

const PAGES = [
  { path: '/', heading: 'Welcome home' },
  { path: '/forms?tab=question', heading: 'Write to us' },
  { path: '/forms?tab=prayer', heading: 'Write to us' },
  { path: '/forms?tab=testimony', heading: 'Write to us' },
  { path: '/welcome', heading: 'Welcome, we are glad you came!' },
];

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (path === '/welcome') await expect(page.getByTestId('meeting-times')).toHaveAttribute('aria-busy', 'false');
}

test('the home tiles show real images that reserve their space before loading', async ({ page }) => {
  await page.goto('/');
  const images = page.getByRole('main').getByRole('img');
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('alt', /\w{3,}/);
    await expect(image).toHaveAttribute('width', '320');
    await expect(image).toHaveAttribute('height', '200');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  }
  // Nothing moved while the page and its images loaded.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.02);
  await expect(page.getByTestId('tile-contribution').getByRole('link')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious axe violations on the public pages (${theme} theme), errors shown too`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    for (const { path, heading } of PAGES) {
      await open(page, path, heading);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // The error states: per-field messages and the form alert.
    await open(page, '/forms?tab=prayer', 'Write to us');
    await page.getByRole('button', { name: 'Send prayer request' }).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toBeVisible();
    expect(await axeViolations(page), 'prayer form with errors').toEqual([]);
    await open(page, '/welcome', 'Welcome, we are glad you came!');
    await page.getByRole('button', { name: 'Register my visit' }).click();
    await expect(page.getByTestId('first-timer-form').getByRole('alert')).toBeVisible();
    expect(await axeViolations(page), 'welcome form with errors').toEqual([]);
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('every public page fits the width, tiles stack, and the forms can be used', async ({ page }) => {
    for (const { path, heading } of PAGES) {
      await open(page, path, heading);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }

    await open(page, '/', 'Welcome home');
    const question = await page.getByTestId('tile-question').boundingBox();
    const prayer = await page.getByTestId('tile-prayer').boundingBox();
    expect(question && prayer && prayer.y > question.y + question.height - 1).toBe(true);
    expect(question!.width).toBeGreaterThan(300);

    await open(page, '/forms?tab=question', 'Write to us');
    for (const tab of ['Question', 'Prayer request', 'Testimony']) {
      const box = await page.getByRole('tab', { name: tab }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, `${tab} tab on screen`).toBe(true);
    }
    const submit = page.getByRole('button', { name: 'Send question' });
    await tabTo(page, submit);
    await expect(submit).toBeInViewport();
    const message = await page.getByLabel('Your question').boundingBox();
    expect(message!.width).toBeGreaterThan(250);

    await open(page, '/welcome', 'Welcome, we are glad you came!');
    const firstName = await page.getByLabel('First name').boundingBox();
    const lastName = await page.getByLabel('Last name').boundingBox();
    // Name fields stack on a phone rather than squeezing side by side.
    expect(lastName!.y).toBeGreaterThan(firstName!.y + firstName!.height);
  });
});
