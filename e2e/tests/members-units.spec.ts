// The leader demo account sees its units and who has been away, opens a unit,
// adds and removes a member; the admin creates a member, the invitation mail's link sets a
// password and that person signs in; the admin deactivates them and their open session is sent
// to login; the member demo account opening another person's details page sees not-found. The
// new pages have no axe violation in either theme.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectCleanInBothThemes } from '../support/axe';
import { signInByApi } from '../support/auth';
import { linkIn, mailCountTo, nextMailTo } from '../support/mail-sink';
import { churchNow } from '../support/church-time';
import { adminToken, runStamp, uniquePhone } from '../support/public-helpers';
import { expectPageShown, loginForm, SESSION_EXPIRED, submitLogin, toast } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function unitIdBySlug(request: APIRequestContext, admin: string, slug: string): Promise<number> {
  const units = (await (await request.get(`${apiUrl}/units`, { headers: bearer(admin) })).json()).data as Array<{ id: number; slug: string }>;
  return units.find((unit) => unit.slug === slug)!.id;
}

/** A person the admin adds through the API, in the given units (no attendance yet). */
async function addPerson(request: APIRequestContext, admin: string, firstName: string, unitIds: number[]) {
  const lastName = `Unit${runStamp()}`;
  const response = await request.post(`${apiUrl}/members`, {
    headers: bearer(admin),
    data: { first_name: firstName, last_name: lastName, email: `${firstName}.${lastName}@example.com`.toLowerCase(), phone: uniquePhone(), unit_ids: unitIds },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: number; full_name: string };
}

/**
 * Records the person at the first service held in the last eight weeks: they were a member from
 * then on (expected at every service since) and have not come again. Answers that day.
 */
async function cameOnceWeeksAgo(request: APIRequestContext, admin: string, userId: number): Promise<string> {
  const to = churchNow().date;
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 56 * 86_400_000).toISOString().slice(0, 10);
  const occurrences = (await (await request.get(`${apiUrl}/services/occurrences?from=${from}&to=${to}`, { headers: bearer(admin) })).json()).data as Array<{ service_id: number; date: string; starts_at: string; cancelled: boolean }>;
  const first = occurrences.filter((o) => !o.cancelled).sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0];
  const marked = await request.post(`${apiUrl}/attendance`, { headers: bearer(admin), data: { service_id: first.service_id, date: first.date, category: 'Others', user_id: userId } });
  expect(marked.status()).toBe(201);
  return first.date;
}

test('the leader sees their units and who has been away, opens the Choir, adds and removes a member', async ({ page, request }) => {
  const admin = await adminToken(request);
  const [choir, media] = [await unitIdBySlug(request, admin, 'choir'), await unitIdBySlug(request, admin, 'media')];
  // Came once weeks ago and not since: absent from the Choir's last services. Someone added today
  // is not (nothing was expected of them before they joined). Someone of Media the leader adds to the Choir.
  const newcomer = await addPerson(request, admin, 'Tola', [choir]);
  await cameOnceWeeksAgo(request, admin, newcomer.id);
  const addedToday = await addPerson(request, admin, 'Kemi', [choir]);
  const fromMedia = await addPerson(request, admin, 'Femi', [media]);

  await signInByApi(page, 'leader', shellUrl);
  await page.goto('/dashboard/leaders');
  await expectPageShown(page, 'Leaders dashboard');
  const myUnits = page.getByRole('region', { name: 'My units' });
  await expect(myUnits.getByRole('link', { name: /Choir/ })).toBeVisible();
  await expect(myUnits.getByRole('link', { name: /Media/ })).toBeVisible();
  await expect(myUnits).not.toContainText('Ushering');
  const absentFromChoir = page.getByRole('list', { name: 'Absent from Choir' });
  const newcomerItem = absentFromChoir.getByRole('listitem').filter({ hasText: newcomer.full_name });
  await expect(newcomerItem).toContainText('Last came:');
  await expect(newcomerItem).not.toContainText('Never');
  await expect(absentFromChoir).not.toContainText(addedToday.full_name);
  await expect(newcomerItem.getByRole('link', { name: `Call ${newcomer.full_name}` })).toHaveAttribute('href', /^tel:\+234\d+$/);
  await expect(newcomerItem.getByRole('link', { name: new RegExp(`^WhatsApp ${newcomer.full_name}`) })).toHaveAttribute('href', /^https:\/\/wa\.me\/234\d+\?text=Hello%20Tola%2C%20we%20missed%20you/);
  await page.getByLabel('Services missed').selectOption({ label: 'Last 3 services' });
  await expect(page).toHaveURL(/misses=3/);
  await expect(page.getByRole('list', { name: 'Absent from Choir' })).toContainText(newcomer.full_name);
  await expectCleanInBothThemes(page, '/dashboard/leaders');

  // The Choir's page: the roster with this month's figures; add Femi from Media, then remove him.
  await myUnits.getByRole('link', { name: /Choir/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/leaders\/units\?unit=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Choir' })).toBeVisible();
  const roster = page.getByRole('table').first();
  await expect(roster.getByRole('row', { name: new RegExp(newcomer.full_name) })).toContainText('0%');
  await expect(roster).not.toContainText(fromMedia.full_name);
  await page.getByRole('button', { name: 'Add member' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a member to Choir' });
  await addDialog.getByLabel('Find a person').fill(fromMedia.full_name);
  await addDialog.getByRole('radio', { name: new RegExp(fromMedia.full_name) }).check();
  await addDialog.getByRole('button', { name: 'Add to Choir' }).click();
  await expect(addDialog).toBeHidden();
  const femiRow = roster.getByRole('row', { name: new RegExp(fromMedia.full_name) });
  await expect(femiRow).toBeVisible();
  await expectCleanInBothThemes(page, 'a unit page');

  await femiRow.getByRole('button', { name: `Remove ${fromMedia.full_name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${fromMedia.full_name} from Choir?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(femiRow).toBeHidden();
  const rosterAfter = (await (await request.get(`${apiUrl}/units/${choir}/members`, { headers: bearer(admin) })).json()).data as Array<{ id: number }>;
  expect(rosterAfter.map((p) => p.id)).toContain(newcomer.id);
  expect(rosterAfter.map((p) => p.id)).not.toContain(fromMedia.id);
});

test('the admin adds a member, whose invitation sets a password; deactivating them sends their open session to login', async ({ page, browser }) => {
  const lastName = `Invited${runStamp()}`;
  const email = `ada.${lastName}@example.com`.toLowerCase();
  const mailsBefore = mailCountTo(email);

  await signInByApi(page, 'admin', shellUrl);
  await page.goto('/dashboard/admin/members');
  await expectPageShown(page, 'Members');
  await page.getByRole('button', { name: 'Add a member' }).click();
  const form = page.getByRole('form', { name: 'Add a member' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Phone/).fill('0803 555 0199');
  await form.getByRole('checkbox', { name: 'Choir' }).check();
  await page.getByRole('button', { name: 'Add the member' }).click();
  await expect(toast(page, `Member created. An invitation to set a password has been sent to ${email}.`)).toBeVisible();
  await expectCleanInBothThemes(page, '/dashboard/admin/members');

  // The mail as the new member gets it; its link sets the password, once.
  const mail = await nextMailTo(email, mailsBefore);
  expect(mail).toMatch(/^Subject: Welcome to the church: set your password/m);
  const link = linkIn(mail);
  const person = await browser.newContext();
  const personPage = await person.newPage();
  expect(link.origin).toBe(shellUrl);
  await personPage.goto(link.toString());
  await expect(personPage.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await personPage.getByLabel('New password', { exact: true }).fill('violet harbour engine 57');
  await personPage.getByLabel('Confirm new password').fill('violet harbour engine 57');
  await personPage.getByRole('button', { name: 'Set password' }).click();
  await expect(loginForm(personPage)).toBeVisible();
  await submitLogin(personPage, email, 'violet harbour engine 57');
  await expect(toast(personPage, 'Welcome back, Ada!')).toBeVisible();
  await personPage.goto(`${shellUrl}/dashboard`);
  await expectPageShown(personPage, 'Dashboard');

  // The admin deactivates Ada; her next step in the app finds her session gone.
  await page.getByLabel('Search members').fill(lastName);
  const row = page.getByRole('row', { name: new RegExp(`Ada ${lastName}`) });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate Ada ${lastName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate Ada ${lastName}?` });
  await expect(confirm).toContainText('Nothing they recorded is lost.');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, `Ada ${lastName} has been deactivated.`)).toBeVisible();

  await personPage.getByRole('navigation').getByRole('link', { name: 'Attendance' }).first().click();
  await expect(loginForm(personPage)).toBeVisible();
  await expect(toast(personPage, SESSION_EXPIRED)).toBeVisible();
  await submitLogin(personPage, email, 'violet harbour engine 57');
  await expect(personPage.getByText('This account has been deactivated. Please contact the church office.')).toBeVisible();
  await person.close();
});

test('a member opening another person’s details page sees not-found, and their own page shows their details', async ({ page, request }) => {
  const admin = await adminToken(request);
  const others = (await (await request.get(`${apiUrl}/members`, { headers: bearer(admin), params: { search: 'samuel.eze@example.com' } })).json()).data;
  const me = await signInByApi(page, 'member', shellUrl);
  await page.goto(`/dashboard/members/${others[0].id}`);
  await expectPageShown(page, 'Member details');
  await expect(page.getByText('Member not found')).toBeVisible();
  await expect(page.getByText('Samuel')).toHaveCount(0);
  // A missing id looks the same.
  await page.goto('/dashboard/members/99999999');
  await expect(page.getByText('Member not found')).toBeVisible();

  await page.goto(`/dashboard/members/${(me.user as unknown as { id: number }).id}`);
  await expect(page.getByRole('heading', { level: 2, name: me.user.full_name })).toBeVisible();
  await expectCleanInBothThemes(page, 'the member details page');
});
