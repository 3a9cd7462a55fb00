// No serious or critical axe-core violations on the auth pages and the dashboard,
// in the light and the dark theme (switched with the theme button, as a user would).
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { signInByApi } from '../support/auth';
import { shellUrl } from '../support/test-env';
import { expectPageShown } from '../support/shell-ui';

const AUTH_PAGES = [
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create an account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password?token=x&email=y', heading: 'Reset your password' },
];

/** Checks the page in the theme it is in, switches theme with the round button, checks again. */
async function expectCleanInBothThemes(page: Page, what: string) {
  const first = (await page.locator('html').getAttribute('data-theme')) ?? 'light';
  const second = first === 'dark' ? 'light' : 'dark';
  expect(await axeViolations(page), `${what} (${first})`).toEqual([]);
  await page.getByRole('button', { name: `Switch to ${second} theme` }).click();
  await expect(page.getByRole('button', { name: `Switch to ${first} theme` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', second);
  expect(await axeViolations(page), `${what} (${second})`).toEqual([]);
}

test('the auth pages have no serious or critical axe violations in either theme', async ({ page }) => {
  for (const { path, heading } of AUTH_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectCleanInBothThemes(page, path);
  }
  // The login form showing its errors, too.
  await page.goto('/login');
  await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectCleanInBothThemes(page, '/login with errors');
});

test('the dashboard has no serious or critical axe violations in either theme, with the user menu open too', async ({ page }) => {
  await signInByApi(page, 'admin', shellUrl);
  await page.goto('/dashboard');
  await expectPageShown(page, 'Dashboard');
  const menuButton = page.getByRole('button', { name: /^Account menu for / });
  const menu = page.getByTestId('dashboard-user-menu');
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await axeViolations(page), `/dashboard (${theme})`).toEqual([]);
    await menuButton.click();
    await expect(menu).toBeVisible();
    expect(await axeViolations(page), `/dashboard with the user menu open (${theme})`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
});
