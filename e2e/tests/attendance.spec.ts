// A member marks attendance at an open service and sees the card and the
// calendar change; an admin filters the attendance view, opens that service, finds the member
// and downloads the CSV. The pages have no axe violation in either theme.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectCleanInBothThemes } from '../support/axe';
import { signInByApi } from '../support/auth';
import { churchNow } from '../support/church-time';
import { adminToken } from '../support/public-helpers';
import { expectPageShown, toast } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a member marks attendance at an open service; the admin finds it, and exports it', async ({ page, browser, request }) => {
  // A one-off service that starts this minute, so marking is open now.
  const admin = await adminToken(request);
  const { date, time, year, month } = churchNow();
  const name = `Evening Vigil ${Date.now()}`;
  const created = await request.post(`${apiUrl}/services`, { headers: bearer(admin), data: { name, is_recurring: false, service_date: date, start_time: time } });
  expect(created.status()).toBe(201);

  // The member's goal this month: one more than attended so far, so marking meets it.
  const member = await signInByApi(page, 'member', shellUrl);
  const before = (await (await request.get(`${apiUrl}/attendance/summary`, { headers: bearer(member.token), params: { month, year } })).json()).data;
  const goal = before.attended + 1;
  expect((await request.put(`${apiUrl}/me/attendance-goal`, { headers: bearer(member.token), data: { month, year, goal } })).status()).toBe(200);
  const services = (n: number) => (n === 1 ? 'service' : 'services');

  await page.goto('/dashboard');
  const card = page.getByTestId('progress-card');
  await expect(card.getByTestId('progress-count')).toHaveText(`You attended ${before.attended} of your goal of ${goal} ${services(goal)}.`);
  await expect(card.getByTestId('progress-level')).not.toHaveText('The Good Steward');

  const form = page.getByRole('form', { name: `Mark my attendance at ${name}` });
  await form.getByLabel('How I served').selectOption('Pre-Service');
  await form.getByRole('button', { name: 'Mark my attendance' }).click();
  await expect(toast(page, 'Your attendance has been recorded.')).toBeVisible();
  await expect(card.getByTestId('progress-count')).toHaveText(`You attended ${goal} of your goal of ${goal} ${services(goal)}.`);
  await expect(card.getByTestId('progress-level')).toHaveText('The Good Steward');
  await expect(card.getByTestId('progress-percentage')).toHaveText('100%');

  // The attendance page's calendar shows it for today.
  await page.getByRole('link', { name: 'My attendance' }).click();
  await expectPageShown(page, 'My attendance');
  await expect(page.locator(`[data-date="${date}"]`)).toContainText(`${name}: Attended`);
  await expectCleanInBothThemes(page, '/dashboard/attendance');

  // The admin, in a browser of their own, filters the month view by that service and opens it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInByApi(adminPage, 'admin', shellUrl);
  await adminPage.goto(`${shellUrl}/dashboard/admin/attendance`);
  await expectPageShown(adminPage, 'Attendance');
  await adminPage.getByRole('combobox', { name: 'Service' }).selectOption({ label: name });
  const table = adminPage.getByRole('table', { name: 'Attendance per service' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: new RegExp(`^People present at ${name}`) }).click();
  const people = adminPage.getByTestId('occurrence-people');
  await expect(people.getByRole('cell', { name: 'Ruth Bello', exact: true })).toBeVisible();
  await expectCleanInBothThemes(adminPage, '/dashboard/admin/attendance');

  // The CSV of what the filters show: that service's one row.
  const download = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`attendance-${year}-${String(month).padStart(2, '0')}.csv`);
  const lines = fs.readFileSync((await file.path())!, 'utf8').split('\r\n').filter(Boolean);
  expect(lines).toEqual(['\uFEFF"Date","Service","Name","Category","Recorded by"', `"${date}","${name}","Ruth Bello","Pre-Service",`]); // she marked it herself: no recorder
  await adminContext.close();
});

// One signed-in member, the dashboard at a phone's width and a laptop's: the month's card shows
// one percentage (the goal's), and each figure's explanation waits behind "How is this counted?".
test('the member’s month card shows one percentage, its explanation closed, at 360 and 1280 px', async ({ page, request }) => {
  const member = await signInByApi(page, 'member', shellUrl);
  const { year, month } = churchNow();
  const summary = (await (await request.get(`${apiUrl}/attendance/summary`, { headers: bearer(member.token), params: { month, year } })).json()).data;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    const card = page.getByTestId('progress-card');
    await expect(card.getByTestId('progress-percentage')).toHaveText(`${summary.percentage}%`);
    // innerText is what is rendered: a closed disclosure's text is not.
    expect((await card.innerText()).match(/\d+%/g), `at ${width} px`).toEqual([`${summary.percentage}%`]);
    await expect(card.getByText(/^Your percentage is/)).toBeHidden();
    await card.getByText('How is this counted?').click();
    await expect(card.getByText(/^Your percentage is/)).toBeVisible();

    // The attendance page: the rate has a card of its own, its explanation closed too.
    await page.goto('/dashboard/attendance');
    await expectPageShown(page, 'My attendance');
    expect((await page.getByTestId('progress-card').innerText()).match(/\d+%/g), `at ${width} px`).toEqual([`${summary.percentage}%`]);
    if (summary.held > 0) {
      const rate = page.getByTestId('attendance-rate');
      await expect(rate.getByTestId('progress-so-far')).toHaveText(`Attendance rate: ${summary.so_far_percentage ?? 0}% (${summary.attended_so_far} of the ${summary.held} ${summary.held === 1 ? 'service' : 'services'} held so far).`);
      await expect(rate.getByText(/^The attendance rate is/)).toBeHidden();
    }
  }
});
