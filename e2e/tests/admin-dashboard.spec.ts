// The admin demo account sees the tiles, opens each chart's table alternative,
// changes the analytics year, and downloads the funnel's CSV; the page has no axe violation in
// either theme, and at 375 px its charts fit the screen.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectCleanInBothThemes } from '../support/axe';
import { signInByApi } from '../support/auth';
import { churchNow } from '../support/church-time';
import { shellUrl } from '../support/test-env';
import { expectPageShown } from '../support/shell-ui';

const CHARTS = [
  ['Attendance per service, last 12 weeks', 'Attendance per service per week'],
  ['Progress levels this month', 'Members per progress level this month'],
  ['Follow-up statuses now', 'First-timers by follow-up status'],
] as const;

test.beforeEach(async ({ page }) => {
  await signInByApi(page, 'admin', shellUrl);
});

test('the admin sees the church at a glance, each chart with its table, and the year of first-timers with its CSV', async ({ page }) => {
  await page.goto('/dashboard/admin');
  await expectPageShown(page, 'Admin dashboard');
  const tiles = page.getByRole('list', { name: 'At a glance' }).getByRole('link');
  await expect(tiles).toHaveCount(6);
  await expect(tiles.first()).toContainText(/Active members\s*\d/);
  await expect(tiles.nth(4)).toContainText(/\d+ overdue/);

  for (const [title, caption] of CHARTS) {
    const card = page.getByRole('region', { name: title });
    // A chart is drawn as it comes near the screen: its canvas, the labelled image.
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('canvas[role="img"]')).toBeVisible();
    await card.getByText('Show as a table').click();
    await expect(card.getByRole('table', { name: caption })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Members per progress level this month' }).getByRole('row')).toHaveCount(6);

  const lastYear = churchNow().year - 1;
  await page.getByRole('combobox', { name: 'Analytics year' }).selectOption(String(lastYear));
  await expect(page).toHaveURL(new RegExp(`year=${lastYear}`));
  const funnel = page.getByRole('region', { name: `First-timer funnel, ${lastYear}` });
  await funnel.getByText('Show as a table').click();
  await expect(funnel.getByRole('table', { name: `First-timer funnel for ${lastYear}` }).getByRole('row')).toHaveCount(14); // header, 12 months, total
  await expect(page.getByRole('table', { name: `Retention of ${lastYear}'s first-timers` })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await funnel.getByRole('button', { name: `Export CSV of ${lastYear}'s first-timer funnel` }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`first-timer-funnel-${lastYear}.csv`);
  const lines = fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r\n/);
  expect(lines[0]).toBe('"Month of first visit","First visit","Second visit","Third visit","Fourth visit","Integrated"');
  expect(lines.slice(1, 13).map((line) => line.split(',')[0])).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((month) => `"${month}"`));
  expect(lines[13]).toMatch(/^"Total"(,\d+){5}$/);
  // The total is the sum of the months, column by column.
  const numbers = lines.slice(1).map((line) => line.split(',').slice(1).map(Number));
  expect(numbers[12]).toEqual(numbers.slice(0, 12).reduce((sum, row) => sum.map((n, i) => n + row[i])));

  await expect(page.getByRole('table', { name: 'Slipping members' })).toBeVisible();
  await expectCleanInBothThemes(page, '/dashboard/admin');
});

test('on a 375 px phone the charts fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/admin');
  for (const [title] of CHARTS) {
    const card = page.getByRole('region', { name: title });
    await card.scrollIntoViewIfNeeded();
    const chart = card.locator('canvas[role="img"]');
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('on a 360 px phone the page is no wider than the screen before any scrolling (cards not yet drawn take no width)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/admin');
  await expectPageShown(page, 'Admin dashboard');
  await expect(page.getByRole('table', { name: 'Slipping members' })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
