// Helpers for the public area's specs: keyboard-only navigation, the admin's view of
// what visitors sent, and the accessibility check.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './auth';
import { churchNow } from './church-time';
import { apiUrl } from './test-env';

/** Presses Tab (or Shift+Tab) until the target has focus: the way a keyboard-only visitor gets there. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the Tab key`);
}

/** Focuses the field with Tab and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${apiUrl}/login`, { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token;
}

/** A one-off service starting this minute (its check-in is open now), made by the admin; its id. */
export async function serviceStartingNow(request: APIRequestContext, admin: string, name: string): Promise<number> {
  const { date, time } = churchNow();
  const made = await request.post(`${apiUrl}/services`, { headers: { Authorization: `Bearer ${admin}` }, data: { name, is_recurring: false, service_date: date, start_time: time } });
  expect(made.status()).toBe(201);
  return (await made.json()).data.id as number;
}

/** The admin's list of one kind of form messages (newest first), through the API. */
export async function adminForms(request: APIRequestContext, token: string, type: string) {
  const response = await request.get(`${apiUrl}/forms`, { params: { type, per_page: 100 }, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).data as Array<Record<string, unknown>>;
}

export async function adminFirstTimers(request: APIRequestContext, token: string, search: string) {
  const response = await request.get(`${apiUrl}/first-timers`, { params: { search }, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).data as Array<Record<string, unknown>>;
}

/** A stamp that makes this run's submissions unique in the shared database. */
export const runStamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A Nigerian mobile number nobody else in this run uses (national form, leading 0). */
export function uniquePhone(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-7);
  return `0803${digits}`;
}
