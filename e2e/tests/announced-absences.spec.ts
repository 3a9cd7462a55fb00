// A member says they are away for the rest of the month: their goal's card counts fewer services
// and says how many are not counted; their unit's leader sees "Away until …" on the roster; the
// member takes it back and the goal is whole again.
import { expect, test } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { churchNow } from '../support/church-time';
import { expectPageShown, toast } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const services = (n: number) => `${n} ${n === 1 ? 'service' : 'services'}`;
// 'Nov 30, 2026', as the pages write a day.
const dayText = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

test('a member announces an absence: their goal and their leader’s roster change', async ({ page, browser, request }) => {
  const { year, month } = churchNow();
  const mm = String(month).padStart(2, '0');
  const from = `${year}-${mm}-01`;
  const to = `${year}-${mm}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;

  const member = await signInByApi(page, 'member', shellUrl);
  const summaryNow = async () => (await (await request.get(`${apiUrl}/attendance/summary`, { headers: bearer(member.token), params: { month, year } })).json()).data;
  const before = await summaryNow();

  await page.goto('/dashboard/attendance');
  await expectPageShown(page, 'My attendance');
  const card = page.getByTestId('progress-card');
  await expect(card.getByTestId('progress-count')).toHaveText(`You attended ${before.attended} of your goal of ${services(before.goal)}.`);

  // Away the whole month: only the services they came to stay expected.
  await page.getByRole('button', { name: 'I’ll be away…' }).click();
  const dialog = page.getByRole('dialog', { name: 'I’ll be away' });
  await dialog.getByLabel('From').fill(from);
  await dialog.getByLabel('To (the last day away)').fill(to);
  await dialog.getByLabel(/Reason/).selectOption('travel');
  await dialog.getByRole('button', { name: 'Save my absence' }).click();
  await expect(toast(page, 'Absence recorded.')).toBeVisible();

  const after = await summaryNow();
  expect(after.excused).toBeGreaterThan(0);
  expect(after.expected).toBe(before.expected - after.excused);
  // The goal is at most the services left: their own (if set) or, by default, all of them.
  expect(after.goal).toBe(Math.min(before.own_goal ?? after.expected, after.expected));
  await expect(card.getByTestId('progress-excused')).toHaveText(`${services(after.excused)} while you are away ${after.excused === 1 ? 'is' : 'are'} not expected of you.`);
  if (after.expected > 0) await expect(card.getByTestId('progress-count')).toHaveText(`You attended ${after.attended} of your goal of ${services(after.goal)}.`);
  await expect(page.getByRole('list', { name: 'My absences' })).toContainText(`Away until ${dayText(to)} · Travel`);
  // The calendar marks the services of the absence, and its legend says what the mark means.
  await expect(page.getByTestId('attendance-calendar')).toContainText(': Away');
  await expect(page.getByTestId('calendar-legend')).toContainText('◇ away (not expected of you)');

  // Their unit's leader, in a browser of their own, sees it on the Choir's roster.
  const leaderContext = await browser.newContext();
  const leaderPage = await leaderContext.newPage();
  const leader = await signInByApi(leaderPage, 'leader', shellUrl);
  const units = (await (await request.get(`${apiUrl}/units`, { headers: bearer(leader.token) })).json()).data as Array<{ id: number; name: string }>;
  await leaderPage.goto(`${shellUrl}/dashboard/leaders/units?unit=${units.find((unit) => unit.name === 'Choir')!.id}`);
  const row = leaderPage.getByRole('row').filter({ hasText: member.user.full_name });
  await expect(row.getByText(`Away until ${dayText(to)} (travel)`)).toBeVisible();
  await leaderContext.close();

  // Taken back: the month's services are all expected again.
  await page.getByRole('button', { name: `Take back my absence of ${dayText(from)} to ${dayText(to)}` }).click();
  await page.getByRole('dialog', { name: 'Take back this absence?' }).getByRole('button', { name: 'Take back' }).click();
  await expect(page.getByText('You have announced no absence.')).toBeVisible();
  await expect(card.getByTestId('progress-count')).toHaveText(`You attended ${before.attended} of your goal of ${services(before.goal)}.`);
});
