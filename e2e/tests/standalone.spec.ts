// Each remote served alone renders its page and a shared-ui Button.
import { expect, test } from '@playwright/test';
import { TEST_ENV, appUrl } from '../support/test-env';

const REMOTES = [
  { app: 'mfe-public', port: TEST_ENV.PORT_MFE_PUBLIC, heading: 'Welcome home', button: 'Ask a question', role: null },
  { app: 'mfe-member', port: TEST_ENV.PORT_MFE_MEMBER, heading: 'Dashboard', button: 'My attendance', role: 'member' },
  { app: 'mfe-leader', port: TEST_ENV.PORT_MFE_LEADER, heading: 'Leaders dashboard', button: 'Units', role: 'leader' },
  { app: 'mfe-admin', port: TEST_ENV.PORT_MFE_ADMIN, heading: 'Admin dashboard', button: 'First timers', role: 'admin' },
] as const;

for (const remote of REMOTES) {
  test(`${remote.app} standalone renders its page and a shared-ui Button`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(appUrl(remote.port));
    await expect(page.getByRole('banner', { name: 'Standalone harness' })).toContainText(`${remote.app} (standalone)`);
    if (remote.role) {
      // Real sign-in against the API with the seeded demo account for this area.
      await page.getByLabel('Demo role').selectOption(remote.role);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByTestId('harness-user')).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible();
    const button = page.getByRole('link', { name: remote.button });
    await expect(button).toBeVisible();
    // The Button came through federation from shared-ui's own origin.
    const fromSharedUi = await page.evaluate(
      (port) => performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(`http://localhost:${port}/`)),
      TEST_ENV.PORT_SHARED_UI,
    );
    expect(fromSharedUi).toBe(true);
    expect(errors).toEqual([]);
  });
}
