// Issue 4, shown: no serious or critical axe-core violations on the auth pages and the dashboard,
// in the light and the dark theme.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { shellUrl } from '../support/test-env';

const AUTH_PAGES = [
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create an account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password?token=x&email=y', heading: 'Reset your password' },
];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    });

    const switchName = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';

    test('auth pages have no serious or critical axe violations', async ({ page }) => {
      for (const { path, heading } of AUTH_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('button', { name: switchName })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('the dashboard has no serious or critical axe violations, with the user menu open too', async ({ page }) => {
      await signInByApi(page, 'admin', shellUrl);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('button', { name: switchName })).toBeVisible();
      expect(await seriousViolations(page), '/dashboard').toEqual([]);

      await page.getByRole('button', { name: /^Account menu for / }).click();
      await expect(page.getByTestId('dashboard-user-menu')).toBeVisible();
      expect(await seriousViolations(page), '/dashboard with the user menu').toEqual([]);
    });
  });
}
