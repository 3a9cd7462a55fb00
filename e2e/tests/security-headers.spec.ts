// Every page carries the security headers, and the Content-Security-Policy blocks nothing
// the site itself loads (remotes, styles injected at run time, toasts, avatars).
import { expect, test, type Page } from '@playwright/test';
import { expectPageShown, signInThroughForm } from '../support/shell-ui';

/** Every CSP violation the page reports, from the console and from securitypolicyviolation events. */
async function watchViolations(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  return seen;
}

async function expectHeaders(page: Page, path: string) {
  const response = await page.goto(path);
  const headers = response!.headers();
  const policy = headers['content-security-policy'];
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).toMatch(/style-src [^;]*'nonce-/);
  expect(policy, path).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['permissions-policy'], path).toContain('camera=()');
  expect(headers['access-control-allow-origin'], path).toBeUndefined();
  expect(headers['strict-transport-security'], path).toBeUndefined();
}

test('the home page, the login page and a signed-in dashboard load with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);

  await expectHeaders(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeVisible();
  // Styles injected at run time by styled-components applied (the nonce let them in).
  expect(await page.locator('style[data-styled]').count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');

  await expectHeaders(page, '/login');
  // Signing in shows a toast: react-toastify's injected stylesheet goes through the nonce too.
  await signInThroughForm(page, 'admin');
  await page.waitForLoadState('networkidle');

  await expectHeaders(page, '/dashboard/admin');
  await expectPageShown(page, 'Admin dashboard');
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});
