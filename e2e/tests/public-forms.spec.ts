// An anonymous visitor sends the question, prayer and testimony forms with the keyboard
// only; an empty submit shows a message per field; with the API down the form says so and keeps
// what was typed, and sending again once the API is back works; the admin finds every message.
import { expect, test, type Page } from '@playwright/test';
import { startApiSwitch } from '../support/public-api-switch';
import { adminForms, adminToken, runStamp, tabTo, typeInto } from '../support/public-helpers';
import { registryWith, serveShell } from '../support/site';
import { sparePort } from '../support/test-env';

const SENT = {
  question: /your question has been sent/i,
  prayer: /your prayer request has been received/i,
  testimony: /thank you for sharing your testimony/i,
};

const panel = (page: Page) => page.getByRole('tabpanel');
const field = (page: Page, label: string | RegExp) => panel(page).getByLabel(label);

/** From the home page to a form's tab, with Tab and Enter only. */
async function openFromHome(page: Page, tileLink: string, tab: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: tileLink }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/forms' && url.searchParams.get('tab') === tab);
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `forms-tab-${tab}`);
}

async function submitWithKeyboard(page: Page, button: string) {
  await tabTo(page, panel(page).getByRole('button', { name: button }));
  await page.keyboard.press('Enter');
}

test.describe('sending each form with the keyboard only', () => {
  test('a question, with the phone normalised, reaches the admin', async ({ page, request }) => {
    const stamp = runStamp();
    await openFromHome(page, 'Send a question', 'question');
    await typeInto(page, field(page, 'Your name'), 'Ada Keyboard');
    await typeInto(page, field(page, /^Email/), `ada.${stamp}@example.org`);
    await typeInto(page, field(page, /^Phone/), '0803 123 4567');
    await expect(panel(page).getByText('We will save it as +2348031234567.')).toBeVisible();
    await typeInto(page, field(page, 'Your question'), `When is the next baptism class? ${stamp}`);
    await submitWithKeyboard(page, 'Send question');

    await expect(panel(page).getByRole('status')).toContainText(SENT.question);
    await expect(field(page, 'Your question')).toHaveValue('');

    const messages = await adminForms(request, await adminToken(request), 'question');
    const mine = messages.filter((message) => String(message.message).includes(stamp));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'question', name: 'Ada Keyboard', email: `ada.${stamp}@example.org`, phone: '+2348031234567' });
  });

  test('an anonymous prayer request reaches the admin without a name', async ({ page, request }) => {
    const stamp = runStamp();
    await openFromHome(page, 'Send a prayer request', 'prayer');
    await tabTo(page, field(page, 'Keep my prayer request anonymous'));
    await page.keyboard.press('Space');
    await expect(field(page, 'Keep my prayer request anonymous')).toBeChecked();
    await expect(field(page, 'Your name')).toHaveCount(0);
    await typeInto(page, field(page, /^Phone/), '00 44 7911 123456');
    await typeInto(page, field(page, 'Your prayer request'), `Peace in our home ${stamp}`);
    await submitWithKeyboard(page, 'Send prayer request');

    await expect(panel(page).getByRole('status')).toContainText(SENT.prayer);
    const messages = await adminForms(request, await adminToken(request), 'prayer');
    const mine = messages.filter((message) => String(message.message).includes(stamp));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'prayer', name: null, is_anonymous: true, phone: '+447911123456' });
  });

  test('a testimony with the consent to share it reaches the admin', async ({ page, request }) => {
    const stamp = runStamp();
    await openFromHome(page, 'Share a testimony', 'testimony');
    await typeInto(page, field(page, 'Your name'), 'Tunde Keyboard');
    await typeInto(page, field(page, 'Your testimony'), `I was healed after months of illness ${stamp}`);
    await tabTo(page, field(page, 'The church may share my testimony'));
    await page.keyboard.press('Space');
    await submitWithKeyboard(page, 'Send testimony');

    await expect(panel(page).getByRole('status')).toContainText(SENT.testimony);
    const messages = await adminForms(request, await adminToken(request), 'testimony');
    const mine = messages.filter((message) => String(message.message).includes(stamp));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'testimony', name: 'Tunde Keyboard', share_consent: true, email: null, phone: null });
  });
});

test('the tabs follow the arrow keys and the URL, and Back returns to the previous tab', async ({ page }) => {
  await page.goto('/forms?tab=question');
  await tabTo(page, page.getByRole('tab', { name: 'Question' }));
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/forms\?tab=prayer$/);
  await expect(page.getByRole('tab', { name: 'Prayer request' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\/forms\?tab=testimony$/);
  await expect(page.getByRole('button', { name: 'Send testimony' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/forms\?tab=prayer$/);
  await expect(page.getByRole('tab', { name: 'Prayer request' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Send prayer request' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Question' })).toHaveAttribute('aria-selected', 'true');
});

test.describe('an empty submit shows a message per field', () => {
  const CASES = [
    { tab: 'question', button: 'Send question', errors: [['Your name', 'Name is required'], ['Your question', 'Question is required']] },
    { tab: 'prayer', button: 'Send prayer request', errors: [['Your name', 'Name is required unless you stay anonymous'], ['Your prayer request', 'Prayer request is required']] },
    { tab: 'testimony', button: 'Send testimony', errors: [['Your name', 'Name is required'], ['Your testimony', 'Testimony is required']] },
  ] as const;

  for (const { tab, button, errors } of CASES) {
    test(tab, async ({ page }) => {
      await page.goto(`/forms?tab=${tab}`);
      await submitWithKeyboard(page, button);
      await expect(panel(page).getByRole('alert')).toContainText('Please correct the marked fields');
      for (const [label, message] of errors) {
        await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, label)).toHaveAccessibleDescription(message);
      }
      await expect(field(page, /^Email/)).not.toHaveAttribute('aria-invalid', 'true');
      // Focus goes to the first field to fix.
      await expect(field(page, 'Your name')).toBeFocused();
    });
  }
});

test.describe('with the API down', () => {
  const SHELL_PORT = sparePort(5);
  const SWITCH_PORT = sparePort(6);

  test('the form says it was not sent, keeps the input, and sends it once the API is back', async ({ page, request }) => {
    const apiSwitch = await startApiSwitch(SWITCH_PORT);
    const shell = await serveShell(SHELL_PORT, registryWith({}), apiSwitch.target);
    const stamp = runStamp();
    try {
      await page.goto(`http://localhost:${SHELL_PORT}/forms?tab=testimony`);
      await field(page, 'Your name').fill('Grace Offline');
      await field(page, /^Email/).fill(`grace.${stamp}@example.org`);
      await field(page, 'Your testimony').fill(`Provision in a hard month ${stamp}`);
      await field(page, 'The church may share my testimony').check();

      await apiSwitch.down();
      await panel(page).getByRole('button', { name: 'Send testimony' }).click();
      const alert = panel(page).getByRole('alert');
      await expect(alert).toContainText(/not available right now, so nothing was sent/);
      await expect(alert).toContainText('Everything you typed is still here');
      await expect(field(page, 'Your name')).toHaveValue('Grace Offline');
      await expect(field(page, /^Email/)).toHaveValue(`grace.${stamp}@example.org`);
      await expect(field(page, 'Your testimony')).toHaveValue(`Provision in a hard month ${stamp}`);
      await expect(field(page, 'The church may share my testimony')).toBeChecked();

      await apiSwitch.up();
      await panel(page).getByRole('button', { name: 'Send testimony' }).click();
      await expect(panel(page).getByRole('status')).toContainText(SENT.testimony);
      await expect(alert).toHaveCount(0);
    } finally {
      await shell.close();
      await apiSwitch.close();
    }
    const messages = await adminForms(request, await adminToken(request), 'testimony');
    expect(messages.filter((message) => String(message.message).includes(stamp))).toHaveLength(1);
  });
});
