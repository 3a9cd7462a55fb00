// A 401 in the middle of a session (the token revoked on the server) lands on
// login with the page to come back to, and signing in returns there.
import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from '../support/test-env';
import { dismissToast, expectAreaAnswered, loginForm, SESSION_EXPIRED, sectionLinks, signInThroughForm, welcome } from '../support/shell-ui';

async function revokeSession(page: Page) {
  const { token } = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-user') ?? '{}') as { token: string });
  const response = await page.request.post(`${apiUrl}/logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}

async function expectSentToLogin(page: Page, back: string) {
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === `?redirect=${encodeURIComponent(back)}`);
  await dismissToast(page, SESSION_EXPIRED);
  await expect(loginForm(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth-user'))).toBeNull();
}

test('a revoked token: the next load of a page goes to login with the redirect, and back after signing in', async ({ page }) => {
  await page.goto('/login?redirect=/dashboard');
  await signInThroughForm(page, 'leader');
  await dismissToast(page, welcome('leader'));
  await expectAreaAnswered(page, '/dashboard');
  await (await sectionLinks(page, 'Leaders')).getByText('Units').click();
  await expectAreaAnswered(page, '/dashboard/leaders/units');

  await revokeSession(page);
  // The app's next API call (GET /me when the page loads) gets a 401.
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/me') && response.status() === 401);
  await page.goto('/dashboard/leaders/units?tab=mine');
  await refused;
  await expectSentToLogin(page, '/dashboard/leaders/units?tab=mine');

  await signInThroughForm(page, 'leader');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/leaders/units' && url.search === '?tab=mine');
  await expectAreaAnswered(page, '/dashboard/leaders/units');
});

test('a revoked token: coming back to the tab after the user went stale ends the session without a reload', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login?redirect=/dashboard/events');
  await signInThroughForm(page, 'member');
  await dismissToast(page, welcome('member'));
  await expectAreaAnswered(page, '/dashboard/events');
  await revokeSession(page);

  // Eleven minutes later the current user is stale (10 minutes) and refetches when the tab
  // regains focus: that GET /me is refused.
  await page.clock.fastForward('11:00');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/me') && response.status() === 401);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await refused;
  await expectSentToLogin(page, '/dashboard/events');

  await signInThroughForm(page, 'member');
  await expectAreaAnswered(page, '/dashboard/events');
});
