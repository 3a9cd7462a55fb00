// The notification centre: an admin assigns a new visitor to a person, whose bell shows it after
// a reload; its entry opens the visitor's page and the count drops. The mail of that assignment
// carries an unsubscribe link that works without signing in, once: the profile then shows that
// kind unmailed. The bell's panel fits a phone and has no axe violation.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { linkIn, mailCountTo, nextMailTo } from '../support/mail-sink';
import { adminToken, runStamp, uniquePhone } from '../support/public-helpers';
import { expectPageShown } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';
import { storeSession } from '../support/auth';

const ASSIGNED_LABEL = 'A first-time visitor is assigned to me';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('a new assignment shows under the bell and opens its visitor; its mail unsubscribes that kind once, without a sign-in', async ({ page, browser, request }) => {
  // A person of their own, so their bell and mailbox hold only this story.
  const stamp = runStamp();
  const email = `bell.${stamp}@example.org`;
  const registered = await request.post(`${apiUrl}/register`, { data: { first_name: 'Nia', last_name: `Bell${stamp}`, email, password: 'lantern orchard copper 84' } });
  expect(registered.status()).toBe(201);
  const { data: session } = await registered.json();
  await storeSession(page, shellUrl, session);

  await page.goto('/dashboard');
  await expectPageShown(page, 'Dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // The admin assigns a new visitor to them.
  const lastName = `Bellvisitor${stamp}`;
  const visitor = await request.post(`${apiUrl}/first-timers`, { data: { first_name: 'Tobi', last_name: lastName, phone: uniquePhone(), consent_to_contact: true } });
  expect(visitor.status()).toBe(201);
  const admin = await adminToken(request);
  const found = await request.get(`${apiUrl}/first-timers`, { params: { search: lastName }, headers: bearer(admin) });
  const visitorId = ((await found.json()).data as Array<{ id: number }>)[0].id;
  const mailsBefore = mailCountTo(email);
  const assigned = await request.patch(`${apiUrl}/first-timers/${visitorId}/follow-up`, { data: { assigned_to: session.user.id }, headers: bearer(admin) });
  expect(assigned.status()).toBe(200);

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Notifications' });
  const entry = list.getByRole('link', { name: new RegExp(`Tobi ${lastName} is now yours to follow up`) });
  await expect(entry).toContainText(/^Unread: /);
  expect(await axeViolations(page), 'the open panel').toEqual([]);
  // On a phone the panel fits the window.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('notification-panel')).toBeVisible();
  // The sidebar leaves a transition after the resize: wait until the page has settled at 360 px.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = (await page.getByTestId('notification-panel').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/first-timers/${visitorId}$`));
  await expectPageShown(page, 'First-timer details');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.keyboard.press('Escape');

  // The mail of the assignment, with its unsubscribe link, opened where nobody is signed in.
  const mail = await nextMailTo(email, mailsBefore);
  expect(mail).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=/m);
  const link = [...mail.matchAll(/http:\/\/localhost:\d+\/unsubscribe\?token=[\w-]+/g)].map((m) => linkIn(m[0]))[0];
  expect(link, 'the unsubscribe link in the mail').toBeDefined();
  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  await outside.goto(`${shellUrl}${link.pathname}${link.search}`);
  await expect(outside.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  // Opening the link (as a mail scanner does) stops nothing; the person's press does.
  await outside.getByRole('button', { name: 'Stop this mail' }).click();
  await expect(outside.getByText(/^You will no longer get mail for:/)).toHaveText(`You will no longer get mail for: ${ASSIGNED_LABEL}. It still shows under the bell when you sign in.`);
  // A second use changes nothing.
  await outside.reload();
  await outside.getByRole('button', { name: 'Stop this mail' }).click();
  await expect(outside.getByRole('alert')).toHaveText('This link has already been used, has expired, or is not one of ours. Nothing was changed.');
  await stranger.close();

  // Their profile shows that kind unmailed.
  await page.goto('/dashboard/profile#notifications');
  await expectPageShown(page, 'Profile');
  const assignedChoices = page.getByRole('group', { name: ASSIGNED_LABEL });
  await expect(assignedChoices.getByRole('radio', { name: 'No mail (the bell only)' })).toBeChecked();
});
