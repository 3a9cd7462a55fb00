import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiUrl } from './test-env';

// The demo accounts' one source (contracts/src/demo-accounts.json), read as data: contracts'
// TypeScript is not loadable from this ES module suite.
const demo = JSON.parse(readFileSync(new URL('../../contracts/src/demo-accounts.json', import.meta.url), 'utf8')) as {
  password: string;
  accounts: { admin: string; leader: string; member: string };
};
export const DEMO = demo.accounts;
export const DEMO_PASSWORD = demo.password;

/** Signs in through the API and stores the session the way the app does (localStorage auth-user). */
export async function signInByApi(page: Page, role: keyof typeof DEMO, origin: string) {
  return signInWithPassword(page, DEMO[role], DEMO_PASSWORD, origin);
}

/** signInByApi for any account (one a test registered). */
export async function signInWithPassword(page: Page, email: string, password: string, origin: string) {
  const response = await page.request.post(`${apiUrl}/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  await storeSession(page, origin, data);
  return data as { token: string; user: { first_name: string; full_name: string } };
}

/**
 * Stores a session the way the app does (localStorage auth-user), from the site's web app manifest:
 * a page where none of the app runs. An app booting behind the test's next page.goto (its area, its
 * chunks, its worker) is not what a test is about, and on a slow host a navigation started under it
 * once hung until the timeout.
 */
export async function storeSession(page: Page, origin: string, session: { user: unknown; token: string }) {
  await page.goto(`${origin}/manifest.webmanifest`);
  await page.evaluate((stored) => localStorage.setItem('auth-user', JSON.stringify(stored)), { user: session.user, token: session.token });
}
