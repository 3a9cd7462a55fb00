// The login form (validation, the server's refusal), the redirect round trip of
// the guards, the signed-out-only auth pages, and logging out from the user menus.
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/auth';
import { apiUrl, shellUrl } from '../support/test-env';
import { dismissToast, expectAreaAnswered, FIRST_NAME, LOGGED_OUT, loginForm, signInThroughForm, submitLogin, toast, welcome } from '../support/shell-ui';

test('a signed-out user on a protected page goes to login with the page and query, and comes back after signing in', async ({ page }) => {
  await page.goto('/dashboard/attendance?x=1');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === `?redirect=${encodeURIComponent('/dashboard/attendance?x=1')}`);
  await signInThroughForm(page, 'member');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/attendance' && url.search === '?x=1');
  await expectAreaAnswered(page, '/dashboard/attendance');
});

test('a signed-in user opening an auth page goes to its redirect, or home', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, 'leader');
  await page.goto('/login?redirect=/dashboard');
  await expectAreaAnswered(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const path of ['/register', '/forgot-password', '/reset-password?token=x&email=y']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeVisible();
  }
  // Another site is never a redirect target.
  await page.goto('/login?redirect=//example.org/x');
  await expect(page).toHaveURL(`${shellUrl}/`);
  // Nor is a path holding a tab, which a browser would drop (`/<tab>/example.org` is `//example.org`).
  await page.goto('/login?redirect=/%09/example.org/x');
  await expect(page).toHaveURL(`${shellUrl}/`);
});

test('a wrong password shows the server message and keeps the typed email', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO.admin, 'not-the-password');
  const form = loginForm(page);
  const email = form.getByLabel('Email');
  await expect(form.getByText('These credentials do not match our records.')).toBeVisible();
  await dismissToast(page, 'These credentials do not match our records.');
  await expect(email).toHaveValue(DEMO.admin);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  // The user can correct it and go on.
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, welcome('admin'))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an empty login form shows a message on each field and sends nothing', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) loginCalls += 1;
  });
  await page.goto('/login');
  const form = loginForm(page);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
  await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');
  await expect(form.getByLabel('Email')).toBeFocused();
  // Typing clears the field's message once the value is valid.
  await form.getByLabel('Email').fill(DEMO.member);
  await expect(form.getByText('Email is required')).toHaveCount(0);
  await expect(form.getByText('Password is required')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('Sign out in the dashboard user menu ends the session', async ({ page }) => {
  await page.goto('/login?redirect=/dashboard');
  await signInThroughForm(page, 'member');
  await dismissToast(page, welcome('member'));
  await expectAreaAnswered(page, '/dashboard');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-user') ?? '{}').token as string);

  await page.getByRole('button', { name: `Account menu for ${FIRST_NAME.member}` }).click();
  await page.getByTestId('dashboard-user-menu').getByRole('button', { name: 'Sign out' }).click();
  await expect(toast(page, LOGGED_OUT)).toBeVisible();
  // Signed out: the dashboard is behind the login page again, and the session is gone for good;
  // the login page leads the next person nowhere near the last page.
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
  await expect(loginForm(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth-user'))).toBeNull();
  const me = await page.request.get(`${apiUrl}/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.reload();
  await expect(loginForm(page)).toBeVisible();
});

test('Logout in the top bar user menu ends the session and hides the Dashboard link', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, 'admin');
  await dismissToast(page, welcome('admin'));
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/admin');

  await page.getByRole('button', { name: `Account menu for ${FIRST_NAME.admin}` }).click();
  const menu = page.getByTestId('top-bar-user-menu');
  await expect(menu).toContainText('Esther Okafor');
  await expect(menu).toContainText(DEMO.admin);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, LOGGED_OUT)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/dashboard/admin');
});
