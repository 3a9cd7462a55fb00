// The welcome page for first-time visitors. Meeting times and social channels, a registration of
// today's visit with the keyboard only, the same phone on the same day given the same thanks
// without a second record (the answer never tells who is on record), and the admin finding the visitor.
import { expect, test, type Page } from '@playwright/test';
import { startApiSwitch } from '../support/public-api-switch';
import { adminFirstTimers, adminToken, runStamp, tabTo, typeInto, uniquePhone } from '../support/public-helpers';
import { registryWith, serveShell } from '../support/site';
import { sparePort } from '../support/test-env';

const form = (page: Page) => page.getByTestId('first-timer-form');
const status = (page: Page) => page.getByTestId('first-timer-form-status');
const REGISTERED = /thank you for registering/i;

test('the welcome page, reached from home, shows the meeting times and the social channels', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('link', { name: 'First time here? Say hello' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, we are glad you came!' })).toBeVisible();
  const times = page.getByTestId('meeting-times').getByRole('listitem');
  await expect(times).toHaveText(['5:30 pm on Tuesdays and Fridays', '8:00 am on Sundays']);
  const social = page.getByRole('region', { name: 'Follow us' }).getByRole('link');
  await expect(social).toHaveCount(4);
  await expect(social.first()).toHaveAttribute('target', '_blank');
  await expect(social.first()).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a visitor registers with the keyboard only; the same phone again today gets the same thanks and no second record', async ({ page, request }) => {
  const stamp = runStamp();
  const lastName = `Keyboard${stamp}`;
  const phone = uniquePhone();
  await page.goto('/welcome');
  await expect(page.getByTestId('meeting-times').getByRole('listitem').first()).toBeVisible();

  await typeInto(page, form(page).getByLabel('First name'), 'Chidi');
  await typeInto(page, form(page).getByLabel('Last name'), lastName);
  await typeInto(page, form(page).getByLabel(/^Phone/), phone);
  await typeInto(page, form(page).getByLabel(/^Email/), `chidi.${stamp}@example.org`);
  // Tab enters the radio group on its checked option ("Prefer not to say"); the arrows change it.
  await tabTo(page, form(page).getByLabel('Prefer not to say'));
  await page.keyboard.press('ArrowUp');
  await expect(form(page).getByLabel('Male', { exact: true })).toBeChecked();
  await typeInto(page, form(page).getByLabel(/^Address/), '12 Market Road, Lagos');
  // The form registers today's visit; the services of today's weekday (or all) are offered.
  await expect(form(page).getByTestId('visit-day')).toContainText('This registers your visit today');
  await tabTo(page, form(page).getByLabel(/Service attended/));
  await page.keyboard.press('ArrowDown');
  await expect(form(page).getByLabel(/Service attended/)).not.toHaveValue('');
  await tabTo(page, form(page).getByLabel(/How did you hear/));
  await page.keyboard.press('ArrowDown');
  await expect(form(page).getByLabel(/How did you hear/)).toHaveValue('Friend or family');
  await typeInto(page, form(page).getByLabel(/^Prayer request/), `Settling into a new city ${stamp}`);
  await tabTo(page, form(page).getByLabel('The church may contact me'));
  await page.keyboard.press('Space');
  await tabTo(page, form(page).getByRole('button', { name: 'Register my visit' }));
  await page.keyboard.press('Enter');

  await expect(status(page)).toContainText(REGISTERED);
  // The thanks takes the form's place, with the next steps; another registration starts empty.
  await expect(form(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send a prayer request' })).toHaveAttribute('href', '/forms?tab=prayer');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  const firstAnswer = await status(page).textContent();
  await page.getByRole('button', { name: 'Register another person' }).click();
  await expect(form(page).getByLabel('First name')).toHaveValue('');

  // The same phone (typed differently) on the same day: no second record, and the same answer.
  await form(page).getByLabel('First name').fill('Chidi');
  await form(page).getByLabel('Last name').fill(lastName);
  await form(page).getByLabel(/^Phone/).fill(`+234 ${phone.slice(1)}`);
  const again = page.waitForResponse((response) => response.url().endsWith('/api/first-timers') && response.request().method() === 'POST');
  await form(page).getByRole('button', { name: 'Register my visit' }).click();
  expect((await again).status()).toBe(201);
  await expect(status(page)).toHaveText(firstAnswer ?? '');

  const found = await adminFirstTimers(request, await adminToken(request), lastName);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({
    first_name: 'Chidi',
    last_name: lastName,
    phone: `+234${phone.slice(1)}`,
    email: `chidi.${stamp}@example.org`,
    gender: 'male',
    how_heard: 'Friend or family',
    consent_to_contact: true,
    visit_count: 1,
  });
});

test('an empty registration shows a message per required field', async ({ page }) => {
  await page.goto('/welcome');
  await tabTo(page, form(page).getByRole('button', { name: 'Register my visit' }));
  await page.keyboard.press('Enter');
  await expect(form(page).getByRole('alert')).toContainText('Please correct the marked fields');
  await expect(form(page).getByLabel('First name')).toHaveAccessibleDescription('First name is required');
  await expect(form(page).getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');
  await expect(form(page).getByLabel(/^Phone/)).toHaveAccessibleDescription(/Phone is required/);
  await expect(form(page).getByLabel('First name')).toBeFocused();
});

test('with the API down the registration is kept, and it goes through once the API is back', async ({ page, request }) => {
  const apiSwitch = await startApiSwitch(sparePort(6));
  const shell = await serveShell(sparePort(5), registryWith({}), apiSwitch.target);
  const stamp = runStamp();
  const lastName = `Offline${stamp}`;
  try {
    await page.goto(`http://localhost:${sparePort(5)}/welcome`);
    await form(page).getByLabel('First name').fill('Bola');
    await form(page).getByLabel('Last name').fill(lastName);
    await form(page).getByLabel(/^Phone/).fill(uniquePhone());
    await apiSwitch.down();
    await form(page).getByRole('button', { name: 'Register my visit' }).click();
    await expect(form(page).getByRole('alert')).toContainText(/nothing was sent/);
    await expect(form(page).getByLabel('Last name')).toHaveValue(lastName);
    await apiSwitch.up();
    await form(page).getByRole('button', { name: 'Register my visit' }).click();
    await expect(status(page)).toContainText(REGISTERED);
  } finally {
    await shell.close();
    await apiSwitch.close();
  }
  expect(await adminFirstTimers(request, await adminToken(request), lastName)).toHaveLength(1);
});
