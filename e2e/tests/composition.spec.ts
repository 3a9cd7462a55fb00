// The shell composes mfe-public at / with one copy of each singleton.
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { shellUrl, TEST_ENV } from '../support/test-env';

test('/ renders mfe-public inside the shell with no console error or shared-version warning', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error') problems.push(`error: ${text}`);
    if (message.type() === 'warning' && /version|shared|singleton/i.test(text)) problems.push(`warning: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeVisible();
  // The heading paints from the prerendered HTML; the page then takes it over with
  // mfe-public's code, from its own origin, composed into the shell's page.
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.startsWith(`http://localhost:${TEST_ENV.PORT_MFE_PUBLIC}/`))).toBe(true);
  expect(problems).toEqual([]);

  // Each singleton is loaded once in the whole page, whichever container provided it.
  // react-router travels inside @church/platform/router (tree-shaken), never as the package.
  const loaded = await loadedShares(page);
  expect(loaded['react-router'], 'react-router shared whole').toBeUndefined();
  expect(loaded['react-router-dom'], 'react-router-dom shared whole').toBeUndefined();
  for (const pkg of ['react', 'react-dom', '@church/platform/router']) {
    expect(loaded[pkg], `${pkg} in the share scope`).toBeDefined();
    expect(loaded[pkg].versions, `${pkg} versions`).toHaveLength(1);
    expect(loaded[pkg].loadedCopies, `${pkg} copies loaded`).toBe(1);
  }
});

test('a remote reaches the one store and HTTP client the shell set up, through every platform file', async ({ page }) => {
  await signInByApi(page, 'member', shellUrl);
  await page.goto('/dashboard');
  await expect(page.getByTestId('member-greeting')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await loadedShares(page);
  // current-user is used by the member area and, inside platform, by session-sync: one copy,
  // the shell's, whose store and HTTP client are the configured ones.
  for (const file of ['store', 'http', 'current-user', 'use-auth']) {
    const pkg = `@church/platform/${file}`;
    expect(loaded[pkg]?.loadedCopies, `${pkg} copies loaded`).toBe(1);
    expect(loaded[pkg]?.loadedFrom, `${pkg} provided by`).toEqual(['shell']);
  }
});

type ShareEntry = { loaded?: boolean; lib?: unknown; from: string };

/** Per shared package: the versions announced, and how many copies were loaded, from which containers. */
async function loadedShares(page: Page) {
  return page.evaluate(() => {
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } }).__FEDERATION__;
    const counts: Record<string, { loadedCopies: number; versions: string[]; loadedFrom: string[] }> = {};
    const seen = new Set<unknown>();
    for (const instance of Object.values(federation.__SHARE__)) {
      for (const scope of Object.values(instance)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          counts[pkg] ??= { loadedCopies: 0, versions: [], loadedFrom: [] };
          for (const [version, entry] of Object.entries(versions)) {
            if (!counts[pkg].versions.includes(version)) counts[pkg].versions.push(version);
            if ((entry.loaded || entry.lib) && !seen.has(entry)) {
              seen.add(entry);
              counts[pkg].loadedCopies += 1;
              counts[pkg].loadedFrom.push(entry.from);
            }
          }
        }
      }
    }
    return counts;
  });
}
