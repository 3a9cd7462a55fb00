// An admin assigns a new welcome-page registration to the member demo account;
// the member sees it on their dashboard, opens it, and records a WhatsApp contact that moves it to
// Contacted; the admin sees the new status, the feedback on the follow-up feedbacks page, and the
// month's analytics count move. The pages have no axe violation in either theme.
import { expect, test } from '@playwright/test';
import { expectCleanInBothThemes } from '../support/axe';
import { signInByApi } from '../support/auth';
import { churchNow } from '../support/church-time';
import { adminToken, runStamp, uniquePhone } from '../support/public-helpers';
import { expectPageShown, toast } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const monthName = (month: number) => new Date(Date.UTC(2026, month - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });

test('an admin assigns a new visitor to a member, who records a WhatsApp contact; the admin sees it counted', async ({ page, browser, request }) => {
  const { year, month } = churchNow();
  const lastName = `Followup${runStamp()}`;
  const fullName = `Kemi ${lastName}`;
  // Registered the way the welcome page registers a visitor (public-welcome.spec.ts drives the form itself).
  const registered = await request.post(`${apiUrl}/first-timers`, { data: { first_name: 'Kemi', last_name: lastName, phone: uniquePhone(), consent_to_contact: true } });
  expect(registered.status()).toBe(201);
  const admin = await adminToken(request);
  const contactedThisMonth = async () => {
    const rows = (await (await request.get(`${apiUrl}/analytics/follow-ups`, { headers: bearer(admin), params: { year } })).json()).data;
    return rows[month - 1].by_status.Contacted as number;
  };
  const contactedBefore = await contactedThisMonth();

  // The admin finds the new visitor, unassigned, and assigns them to Ruth Bello.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInByApi(adminPage, 'admin', shellUrl);
  await adminPage.goto(`${shellUrl}/dashboard/admin/first-timers?search=${lastName}`);
  await expectPageShown(adminPage, 'First Timers');
  const list = adminPage.getByRole('table', { name: 'First-timers' });
  const row = list.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toContainText('Not Contacted');
  await expect(row).toContainText('First Timer');
  await row.getByRole('button', { name: `Assign ${fullName}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Assign ${fullName}` });
  await dialog.getByLabel('Find a person').fill('Ruth Bello');
  await dialog.getByRole('radio', { name: /^Ruth Bello — \d+ open follow-ups?$/ }).check();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(adminPage, 'The follow-up has been updated.')).toBeVisible();
  await expect(row).toContainText('Ruth Bello');
  await expectCleanInBothThemes(adminPage, '/dashboard/admin/first-timers');

  // The member sees it on their dashboard, opens it and records a WhatsApp contact.
  await signInByApi(page, 'member', shellUrl);
  await page.goto('/dashboard');
  const assigned = page.getByRole('region', { name: 'First-timers assigned to me' });
  await assigned.getByRole('link', { name: fullName }).click();
  await expectPageShown(page, 'First-timer details');
  await expect(page.getByRole('heading', { level: 2, name: fullName })).toBeVisible();
  await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/234803\d{7}\?text=/);
  const form = page.getByRole('form', { name: 'Add feedback' });
  await form.getByLabel('Channel').selectOption({ label: 'WhatsApp' });
  await form.getByLabel('Outcome').selectOption({ label: 'Spoke with them' });
  await form.getByLabel(/^Note/).fill('Thanked her for coming; she will be back on Sunday.');
  await form.getByLabel(/^New status/).selectOption('Contacted');
  await form.getByRole('button', { name: 'Save feedback' }).click();
  await expect(toast(page, 'Your feedback has been recorded.')).toBeVisible();
  await expect(page.getByTestId('follow-up-status')).toHaveText('Contacted');
  await expect(page.getByRole('list', { name: 'Feedback, newest first' })).toContainText('she will be back on Sunday');
  await expectCleanInBothThemes(page, '/dashboard/first-timers/:id');

  // The admin sees the new status, the feedback entry, and the month's analytics count move.
  await adminPage.reload();
  await expect(row).toContainText('Contacted');
  await expect(row).not.toContainText('Not Contacted');
  await expect(adminPage.getByRole('table', { name: `Follow-up analytics for ${year}` }).getByRole('row', { name: new RegExp(`^${monthName(month)}`) }).getByRole('cell').nth(3)).toHaveText(String(contactedBefore + 1));
  await adminPage.goto(`${shellUrl}/dashboard/admin/followup-feedbacks?channel=whatsapp`);
  const entries = adminPage.getByRole('table', { name: 'Follow-up feedback' });
  const entry = entries.getByRole('row', { name: new RegExp(fullName) });
  await expect(entry).toContainText('Ruth Bello');
  await expect(entry.getByRole('cell', { name: 'Not Contacted to Contacted' })).toBeVisible();
  await expectCleanInBothThemes(adminPage, '/dashboard/admin/followup-feedbacks');
  await adminContext.close();
});
