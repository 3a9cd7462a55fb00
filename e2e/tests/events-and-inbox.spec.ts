// An admin creates an event that a member then sees on the
// dashboard and downloads as an .ics; an admin opens the inbox, reads a prayer request sent from
// the public form in the same test, replies, and the reply arrives by mail. Both pages have no
// axe violation in either theme.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectCleanInBothThemes } from '../support/axe';
import { signInByApi } from '../support/auth';
import { churchNow } from '../support/church-time';
import { nextMailTo, mailCountTo } from '../support/mail-sink';
import { runStamp } from '../support/public-helpers';
import { expectPageShown, toast } from '../support/shell-ui';
import { shellUrl } from '../support/test-env';

/** The church's wall clock `days` from now at `time`, as a datetime-local value. */
function churchLocal(days: number, time: string): string {
  const { date } = churchNow(new Date(Date.now() + days * 86_400_000));
  return `${date}T${time}`;
}

test('an admin creates an event; a member sees it among the next events and adds it to their calendar', async ({ page, browser }) => {
  const title = `Harvest thanksgiving ${runStamp()}`;
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInByApi(adminPage, 'admin', shellUrl);
  await adminPage.goto(`${shellUrl}/dashboard/events`);
  await expectPageShown(adminPage, 'Events');
  await adminPage.getByRole('button', { name: 'Create event' }).click();
  const form = adminPage.getByRole('form', { name: 'Create an event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Start').fill(churchLocal(1, '10:00'));
  await form.getByLabel(/^End/).fill(churchLocal(1, '09:00'));
  await adminPage.getByRole('button', { name: 'Create the event' }).click();
  await expect(form.getByLabel(/^End/)).toHaveAccessibleDescription(/The end must be after the start/);
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.getByLabel(/^End/).fill(churchLocal(1, '12:30'));
  await form.getByLabel(/^Location/).fill('Main hall');
  await form.getByRole('checkbox', { name: 'Choir' }).check();
  await adminPage.getByRole('button', { name: 'Create the event' }).click();
  await expect(toast(adminPage, `${title} was added to the events.`)).toBeVisible();
  await expect(adminPage.getByRole('article', { name: title })).toContainText('Main hall');
  await expectCleanInBothThemes(adminPage, '/dashboard/events (admin)');
  await admin.close();

  await signInByApi(page, 'member', shellUrl);
  await page.goto('/dashboard');
  const next = page.getByRole('region', { name: 'Next events' });
  await expect(next).toContainText(title);
  await page.goto('/dashboard/events');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('For: Choir');
  await expect(card.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `Add to calendar ${title}` }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^event-\d+\.ics$/);
  const ics = fs.readFileSync((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${title}`);
  expect(ics).toContain('LOCATION:Main hall');
});

test('an admin reads a prayer request sent from the public form, replies, and the reply is mailed', async ({ page, browser }) => {
  const stamp = runStamp();
  const email = `kemi.${stamp}@example.org`;
  const mailsBefore = mailCountTo(email);

  // A visitor sends the prayer request from the public form.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${shellUrl}/forms?tab=prayer`);
  const panel = visitorPage.getByRole('tabpanel');
  await panel.getByLabel('Your name').fill('Kemi Visitor');
  await panel.getByLabel(/^Email/).fill(email);
  await panel.getByLabel('Your prayer request').fill(`Pray for my exams next week ${stamp}`);
  await panel.getByRole('button', { name: 'Send prayer request' }).click();
  await expect(panel.getByRole('status')).toContainText(/your prayer request has been received/i);
  await visitor.close();

  await signInByApi(page, 'admin', shellUrl);
  await page.goto('/dashboard/admin/forms?tab=prayer');
  await expectPageShown(page, 'Forms');
  const row = page.getByRole('row', { name: new RegExp(stamp) });
  await expect(row).toContainText('Unread');
  await expectCleanInBothThemes(page, '/dashboard/admin/forms');
  await row.getByRole('button', { name: "Read Kemi Visitor's prayer request" }).click();
  const dialog = page.getByRole('dialog', { name: 'Prayer request from Kemi Visitor' });
  await expect(dialog).toContainText(`Pray for my exams next week ${stamp}`);
  await dialog.getByLabel('Your reply').fill('We are praying with you, Kemi. God bless your studies.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, `Your reply has been sent to ${email}.`)).toBeVisible();
  await expect(dialog).toContainText('We are praying with you, Kemi.');

  const mail = await nextMailTo(email, mailsBefore);
  expect(mail).toMatch(/^Subject: Re: your prayer request to Community Church/m);
  expect(mail).toContain('We are praying with you, Kemi. God bless your studies.');
  expect(mail).toContain(`> Pray for my exams next week ${stamp}`);
});
