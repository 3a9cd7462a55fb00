// shared-ui down or hanging does not blank the site. The shell's fallback copy of
// shared-ui (docs/decisions/0016-shared-ui-fallback.md) serves the shell and every remote.
import { expect, test, type Page, type Route } from '@playwright/test';
import { signInThroughForm } from '../support/shell-ui';
import { TEST_ENV } from '../support/test-env';

const toShared = (url: URL) => url.port === TEST_ENV.PORT_SHARED_UI;
const FALLBACK_CHUNK = /\/shared-ui-fallback[.-]/;

/** Records what would betray a broken page: console errors, uncaught errors, the fallback's warning and scripts. */
function watch(page: Page) {
  const seen = { errors: [] as string[], warnings: [] as string[], scripts: [] as string[] };
  page.on('console', (message) => {
    const text = message.text();
    // Chromium itself logs every failed request; that line names the request, it is no uncaught error.
    if (message.type() === 'error' && !/^Failed to load resource/.test(text)) seen.errors.push(text);
    if (message.type() === 'warning' && /using the shell's copy/.test(text)) seen.warnings.push(text);
  });
  page.on('pageerror', (error) => seen.errors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.scripts.push(request.url());
  });
  return seen;
}

/** The public home, the login page, a sign-in and the member's dashboard, each with working buttons. */
async function walkThroughTheSite(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeVisible();
  // shared-ui's Button in mfe-public (a link styled as a button) and a tile lead to the forms.
  await expect(page.getByRole('link', { name: 'Ask a question' })).toBeVisible();
  await page.getByTestId('tile-question').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write to us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toBeVisible();

  await page.goto('/login');
  // The theme toggle works (the shell's ThemeProvider with the fallback's theme tokens).
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  // The login form (shared-ui's fields and Button) signs in; the welcome toast is shared-ui's too.
  await signInThroughForm(page, 'member');

  await page.goto('/dashboard');
  await expect(page.getByTestId('member-greeting')).toHaveText('Welcome, Ruth!');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
}

const faults: Array<{ name: string; handler: (route: Route) => unknown }> = [
  { name: 'refuses connections', handler: (route) => route.abort('connectionrefused') },
  // Accepts the request and never answers: the runtime plugin's 4 s timeouts give up on it.
  { name: 'hangs', handler: () => new Promise(() => {}) },
  // The manifest answers, the code does not: the failure comes later, from the entry script.
  { name: 'answers its manifest but not its scripts', handler: (route) => (route.request().url().endsWith('/mf-manifest.json') ? route.continue() : route.abort('connectionrefused')) },
];

for (const { name, handler } of faults) {
  test(`with shared-ui that ${name}, /, /login and /dashboard work from the shell's copy`, async ({ page }) => {
    test.setTimeout(90_000);
    const seen = watch(page);
    await page.route(toShared, handler);
    await walkThroughTheSite(page);
    expect(seen.errors).toEqual([]);
    expect(seen.warnings.length, 'the fallback says it was used').toBeGreaterThan(0);
    expect(seen.scripts.some((url) => FALLBACK_CHUNK.test(url))).toBe(true);
  });
}

test('the fallback loads only on failure, and the next page load uses shared-ui again once it answers', async ({ page }) => {
  const seen = watch(page);
  await page.route(toShared, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeVisible();
  // The prerendered page is up before the app starts (after its first paint): the fallback is
  // fetched when the app's start-up finds shared-ui unreachable.
  await expect.poll(() => seen.scripts.some((url) => FALLBACK_CHUNK.test(url))).toBe(true);

  // shared-ui is back: the next page load takes it, and not a byte of the fallback.
  await page.unroute(toShared);
  seen.scripts.length = 0;
  seen.warnings.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.scripts.filter((url) => FALLBACK_CHUNK.test(url))).toEqual([]);
  expect(seen.scripts.some((url) => new URL(url).port === TEST_ENV.PORT_SHARED_UI)).toBe(true);
  expect(seen.warnings).toEqual([]);
  expect(seen.errors).toEqual([]);
});
