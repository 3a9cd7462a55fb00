// The public pages and the sign-in page arrive as HTML that paints before any script
// (docs/decisions/0017-prerendered-pages.md), which the page then takes over in place: no
// hydration warning, its buttons and fields wait, disabled, until the scripts have taken them over
// (so nothing typed or pressed before is lost without a sign), and a dark-theme visitor never sees
// the light theme.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { distOf } from '../../scripts/apps.mjs';
import { signInByApi } from '../support/auth';
import { axeViolations } from '../support/axe';
import { churchClockText } from '../support/church-time';
import { runStamp } from '../support/public-helpers';
import { expectPageShown } from '../support/shell-ui';
import { shellUrl } from '../support/test-env';

const PAGES = [
  { path: '/', heading: 'Welcome home' },
  { path: '/forms', heading: 'Write to us' },
  { path: '/welcome', heading: 'Welcome, we are glad you came!' },
  { path: '/login', heading: 'Log in' },
];

// The shell's entry script: holding it back keeps the page as the server sent it.
const SHELL_MAIN = /\/main\.[0-9a-f]{8}\.js$/;

/**
 * Holds the shell's scripts back until release() is called. Pages are then opened with
 * { waitUntil: 'commit' }: their load event waits for the held (deferred) script.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHELL_MAIN, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Console errors and warnings, and uncaught errors, of the page from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Marks the server's heading element: if a part of the page were rendered afresh, the mark would
 * be gone. Hidden or not (a page waiting for its theme is marked before the app shows it).
 */
const markServerHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, includeHidden: true }).evaluate((element) => (element.dataset.fromServer = 'yes'));

for (const { path, heading } of PAGES) {
  test(`${path} paints its page from the HTML alone`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await context.close();
  });

  test(`${path} is taken over in place, without a hydration warning`, async ({ page }) => {
    const problems = problemsOf(page);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    // The server's heading element, marked before any script ran, is still the one on screen after.
    await markServerHeading(page, heading);
    release();
    // The live clock replaces its placeholder once the shell has hydrated (desktop width shows it),
    // on the church's time.
    const clock = page.getByTestId('clock');
    await expect(clock).toBeVisible();
    const shown = await clock.evaluate((el) => ({ at: el.getAttribute('datetime') ?? '', text: el.textContent ?? '' }));
    const expected = churchClockText(new Date(shown.at));
    expect(shown.text).toBe(`${expected.time}${expected.date}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveAttribute('data-from-server', 'yes');
    // The area's part hydrates when its code arrives: its heading is still the server's too.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveAttribute('data-from-server', 'yes');
    expect(problems).toEqual([]);
  });
}

test('the theme button waits, disabled, until the scripts ran, then switches the theme', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await markServerHeading(page, 'Welcome home');
  const button = page.getByRole('button', { name: 'Switch to dark theme' });
  await expect(button).toBeDisabled();
  release();
  // Pressed as soon as it can be: the click waits for the button to be enabled.
  await button.click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // The area's HTML was kept while the theme changed around it (its heading is the server's).
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toHaveAttribute('data-from-server', 'yes');
});

test('a tile clicked the moment it appears opens its form', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Send a prayer request' }).click();
  release();
  await expect(page).toHaveURL(/\/forms\?tab=prayer$/);
  await expect(page.getByRole('tab', { name: 'Prayer request', selected: true })).toBeVisible();
});

test('the tabs wait, disabled, until the scripts ran; then the arrow key chooses the next one', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/forms?tab=question', { waitUntil: 'commit' });
  const question = page.getByRole('tab', { name: 'Question' });
  await expect(question).toBeDisabled();
  release();
  await expect(question).toBeEnabled();
  await question.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/forms\?tab=prayer$/);
  await expect(page.getByRole('tab', { name: 'Prayer request' })).toHaveAttribute('aria-selected', 'true');
});

test('the sign-in form waits, disabled, until the scripts ran: nothing is typed into it before; then a sign-in sent with Enter signs in, and the password never reaches a URL', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('Email');
  await expect(email).toBeDisabled();
  await expect(page.getByLabel('Password')).toBeDisabled();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeDisabled();
  // A click and keys on the waiting field go nowhere: no text is taken that could be lost.
  await email.click({ force: true });
  await page.keyboard.type('early@example.com');
  await expect(email).toHaveValue('');
  release();
  // Typed as soon as it can be: fill waits for the field to be enabled.
  await email.fill('member@example.com');
  await page.getByLabel('Password').fill('demo-password-2026');
  await page.getByLabel('Password').press('Enter');
  release();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  expect(requested.filter((url) => url.includes('demo-password'))).toEqual([]);
});

test('the testimony form waits, disabled, until its code has come; then it is sent as the visitor filled it', async ({ page }) => {
  const stamp = runStamp();
  const release = await holdScripts(page);
  await page.goto('/forms?tab=testimony', { waitUntil: 'commit' });
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel('Your testimony')).toBeDisabled();
  await expect(panel.getByLabel('The church may share my testimony')).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Send testimony' })).toBeDisabled();
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/forms/testimony'));
  release();
  // Filled as soon as it can be: each action waits for its field to be enabled.
  await panel.getByLabel('Your name').fill('Grace Early');
  await panel.getByLabel('Your testimony').fill(`Healed once the scripts ran ${stamp}`);
  await panel.getByLabel('The church may share my testimony').check();
  await panel.getByRole('button', { name: 'Send testimony' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Grace Early', message: `Healed once the scripts ran ${stamp}`, share_consent: true });
  await expect(panel.getByRole('status')).toContainText(/thank you for sharing your testimony/i);
});

test.describe('a visitor who chose the dark theme', () => {
  test('gets the page in the dark theme from the server (the theme cookie)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    const background = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await context.close();
  });

  test('who chose it before the cookie existed never sees the light page: it waits hidden, then shows dark', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const problems = problemsOf(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeHidden();
    await markServerHeading(page, 'Welcome home');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toHaveAttribute('data-from-server', 'yes');
    // The next visit is sent dark by the server.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'theme')?.value).toBe('dark');
    expect(problems).toEqual([]);
  });
});

test.describe("a signed-in page's skeleton (decision 0017)", () => {
  // The pages the shell's build made a skeleton for.
  const skeletonUrls = Object.keys(JSON.parse(fs.readFileSync(path.join(distOf('shell'), 'prerender.json'), 'utf8')).skeletons);

  test.describe('one tab after another', () => {
    // First visits: the pages open in tabs of one context, and the worker the first one installs
    // would answer the next ones' scripts from its cache, where page.route cannot hold them.
    test.use({ serviceWorkers: 'block' });
    for (const width of [375, 800, 1280]) {
      test(`at ${width} px, each page comes with its h1 and intro where its skeleton had them`, async ({ page }) => {
        expect(skeletonUrls.length).toBeGreaterThan(0);
        await signInByApi(page, 'admin', shellUrl);
        for (const url of skeletonUrls) {
          const tab = await page.context().newPage();
          await tab.setViewportSize({ width, height: 800 });
          const release = await holdScripts(tab);
          await tab.goto(url, { waitUntil: 'commit' });
          const h1 = tab.locator('h1');
          await expect(h1).toBeVisible();
          const heading = (await h1.textContent()) ?? '';
          const intro = h1.locator('xpath=following-sibling::*[1]');
          const introText = await intro.textContent();
          const where = async () => [await h1.boundingBox(), await intro.boundingBox()].map((box) => box && { x: box.x, y: box.y });
          const before = await where();
          release();
          await expectPageShown(tab, heading);
          expect(await intro.textContent(), url).toBe(introText);
          expect(await where(), `${url} at ${width} px`).toEqual(before);
          await tab.close();
        }
      });
    }
  });

  const INTRO = 'How many came, who is new, who slipped away, and whether every visitor is followed up.';

  test('paints the frame and the page header from the HTML alone, nothing personal in it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    await expect(page.getByText(INTRO)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('link')).toHaveCount(0);
    await context.close();
  });

  test('is replaced by the page in place: the header never moves, nothing shifts, no warning', async ({ page }) => {
    await signInByApi(page, 'admin', shellUrl);
    const problems = problemsOf(page);
    // Every layout shift the browser reports, and each frame where the page's heading came or went.
    await page.addInitScript(() => {
      const seen = window as unknown as { shifts: number[]; headingFrames: string[] };
      seen.shifts = [];
      seen.headingFrames = [];
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.shifts.push((entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      const look = () => {
        const now = document.querySelector('h1')?.textContent === 'Admin dashboard' ? 'shown' : 'not shown';
        if (now !== seen.headingFrames[seen.headingFrames.length - 1] && (now === 'shown' || seen.headingFrames.length > 0)) seen.headingFrames.push(now);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const release = await holdScripts(page);
    await page.goto('/dashboard/admin', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Admin dashboard' });
    await expect(heading).toBeVisible();
    const before = await heading.boundingBox();
    // What the visitor has before any script is accessible too.
    expect(await axeViolations(page), 'the skeleton of /dashboard/admin').toEqual([]);
    release();
    // The page's own action is there once the admin area has rendered the page.
    await expect(page.getByRole('main').getByRole('link', { name: 'First timers', exact: true })).toBeVisible();
    expect(await heading.boundingBox()).toMatchObject({ x: before!.x, y: before!.y });
    await expect(page.getByText(INTRO)).toBeVisible();
    // Shown from the first frame that had it, never gone since: the app replaced it in one commit.
    expect(await page.evaluate(() => (window as unknown as { headingFrames: string[] }).headingFrames)).toEqual(['shown']);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
