// A remote that is down, hangs, or throws is contained to its area.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../../scripts/apps.mjs';
import { signInByApi } from '../support/auth';
import { expectPageShown, sectionLinks } from '../support/shell-ui';
import { distOf, manifestAt, registryWith, serveHanging, serveRemote, serveShell } from '../support/site';
import { sparePort } from '../support/test-env';

const SHELL_PORT = sparePort(0);
const ADMIN_PORT = sparePort(1);

async function expectAreaErrorThenRestOfSiteWorks(page: Page, origin: string, firstName: string) {
  const started = Date.now();
  await page.goto(`${origin}/dashboard/admin`);
  const areaError = page.getByTestId('area-error');
  await expect(areaError).toBeVisible({ timeout: 12_000 });
  expect(Date.now() - started).toBeLessThan(12_000);
  await expect(areaError.getByRole('heading', { name: 'The admin area is unavailable right now' })).toBeVisible();
  await expect(areaError.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The rest of the site keeps working: the shell's own sidebar navigates to another area.
  const membersDashboard = (await sectionLinks(page, 'Members')).filter({ hasText: 'Dashboard' });
  await membersDashboard.click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expectPageShown(page, 'Dashboard');
  await expect(page.getByTestId('member-greeting')).toHaveText(`Welcome, ${firstName}!`);
}

test.describe('a remote that cannot be reached', () => {
  test('shows the admin area error with Retry; Retry renders it in place once it is back', async ({ page }) => {
    const shell = await serveShell(SHELL_PORT, registryWith({ mfe_admin: manifestAt(ADMIN_PORT) }));
    const origin = `http://localhost:${SHELL_PORT}`;
    try {
      const { user } = await signInByApi(page, 'admin', origin);
      await expectAreaErrorThenRestOfSiteWorks(page, origin, user.first_name);

      await page.goto(`${origin}/dashboard/admin`);
      await expect(page.getByTestId('area-error')).toBeVisible({ timeout: 12_000 });
      const admin = await serveRemote(distOf('mfe-admin'), ADMIN_PORT);
      try {
        let navigations = 0;
        page.on('framenavigated', (frame) => frame === page.mainFrame() && (navigations += 1));
        await page.getByRole('button', { name: 'Retry' }).click();
        await expectPageShown(page, 'Admin dashboard');
        expect(navigations, 'Retry must not reload the page').toBe(0);
      } finally {
        await admin.close();
      }
    } finally {
      await shell.close();
    }
  });
});

test.describe('a remote that hangs', () => {
  test('gives up within the time budget and shows the area error while the site works', async ({ page }) => {
    const hanging = await serveHanging(ADMIN_PORT);
    const shell = await serveShell(SHELL_PORT, registryWith({ mfe_admin: manifestAt(ADMIN_PORT) }));
    const origin = `http://localhost:${SHELL_PORT}`;
    try {
      const { user } = await signInByApi(page, 'admin', origin);
      await expectAreaErrorThenRestOfSiteWorks(page, origin, user.first_name);
    } finally {
      await shell.close();
      await hanging.close();
    }
  });
});

test.describe('a remote that throws while rendering', () => {
  const fixture = path.join(ROOT, 'e2e/fixtures/throwing-remote');

  test.beforeAll(async () => {
    // Asynchronous, so a slow build still lets Playwright's timeout fire and name this step.
    await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], { cwd: fixture });
  });

  test('is contained by the boundary around its mount', async ({ page }) => {
    const throwing = await serveRemote(path.join(fixture, 'dist'), ADMIN_PORT);
    const shell = await serveShell(SHELL_PORT, registryWith({ mfe_admin: manifestAt(ADMIN_PORT) }));
    const origin = `http://localhost:${SHELL_PORT}`;
    try {
      await signInByApi(page, 'admin', origin);
      await page.goto(`${origin}/dashboard/admin`);
      const areaError = page.getByTestId('area-error');
      await expect(areaError.getByRole('heading', { name: 'The admin area ran into a problem' })).toBeVisible();
      // The page around the area still answers: another area renders after navigating.
      await page.goto(`${origin}/dashboard`);
      await expect(page.getByTestId('member-greeting')).toBeVisible();
    } finally {
      await shell.close();
      await throwing.close();
    }
  });
});
