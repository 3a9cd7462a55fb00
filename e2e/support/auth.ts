import { expect, type Page } from '@playwright/test';
import { apiUrl } from './test-env';

export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO = {
  admin: 'admin@example.com',
  leader: 'leader@example.com',
  member: 'member@example.com',
} as const;

/** Signs in through the API and stores the session the way the app does (localStorage auth-user). */
export async function signInByApi(page: Page, role: keyof typeof DEMO, origin: string) {
  const response = await page.request.post(`${apiUrl}/login`, { data: { email: DEMO[role], password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  await page.goto(`${origin}/this-page-only-sets-storage`);
  await page.evaluate((session) => {
    localStorage.setItem('auth-user', JSON.stringify({ user: session.user, token: session.token }));
  }, data);
  return data as { token: string; user: { first_name: string; full_name: string } };
}
