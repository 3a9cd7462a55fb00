// Helpers for the shell's own specs: the login form, the sidebar, and checks that a
// dashboard area answered instead of failing or bouncing the user elsewhere.
import { expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './auth';

export type DemoRole = keyof typeof DEMO;

/** First names of the seeded demo accounts (the welcome toast and the account menu use them). */
export const FIRST_NAME: Record<DemoRole, string> = { admin: 'Esther', leader: 'Daniel', member: 'Ruth' };

export const SESSION_EXPIRED = 'Your session is invalid or has expired. Please log in.';
export const LOGGED_OUT = 'You have been logged out successfully';

export const loginForm = (page: Page) => page.getByRole('form', { name: 'Log in' });

/** Fills and submits the login form on the current page (which must be /login). */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

export const welcome = (role: DemoRole) => `Welcome back, ${FIRST_NAME[role]}!`;

/** Signs in through the form as a demo role and sees the welcome toast. */
export async function signInThroughForm(page: Page, role: DemoRole) {
  await expect(loginForm(page)).toBeVisible();
  await submitLogin(page, DEMO[role], DEMO_PASSWORD);
  await expect(toast(page, welcome(role))).toBeVisible();
}

/** A toast with exactly this text. */
export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/**
 * Sees a toast and closes it with a click, as a user would: toasts show one at a time for 5 s,
 * so a test expecting the next one clicks the current one away first.
 */
export async function dismissToast(page: Page, text: string) {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await shown.click();
}

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Dashboard' });
export const sidebarToggle = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });
export const sectionToggle = (page: Page, title: string) =>
  sidebar(page).getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name: title, exact: true });

/** The links of an opened sidebar section, in order (the list the toggle controls). */
export async function sectionLinks(page: Page, title: string) {
  const toggle = sectionToggle(page, title);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // React's generated ids hold characters CSS would need escaped; an attribute selector does not.
  const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  return list.getByRole('link');
}

/**
 * The dashboard area at `path` answered: still there (no bounce to /login or /dashboard), a page
 * heading inside the dashboard's main region, and neither the area's nor the shell's error screen.
 */
export async function expectAreaAnswered(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The page's skeleton has the page's h1 too (decision 0017): the page itself must be there.
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('area-error')).toHaveCount(0);
  await expect(page.getByText('Oops! Something Went Wrong')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Collects uncaught page errors, to assert none happened. */
export function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A signed-in page itself is shown with this h1: not its skeleton (decision 0017), which shows
 * the same h1 while the page's code and data load.
 */
export async function expectPageShown(page: Page, heading: string) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(h1).toBeVisible();
}
