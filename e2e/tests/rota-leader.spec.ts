// The leader's rota off the page: a member who leads a serving team without the leader role finds
// the Teams page in the sidebar (and no other leaders' page), exports the chosen weeks as CSV and
// sees the places in it, and prints them: on paper only the rota's table, none of the app. The
// team and its places are made through the API.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { signInWithPassword } from '../support/auth';
import { churchNow } from '../support/church-time';
import { adminToken, runStamp } from '../support/public-helpers';
import { expectPageShown } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PASSWORD = 'lantern orchard copper 84';
/** A calendar day `n` days after `date` (YYYY-MM-DD). */
const daysAfter = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function call(request: APIRequestContext, token: string, method: 'post' | 'put', path: string, data: object, status: number) {
  const response = await request[method](`${apiUrl}${path}`, { headers: bearer(token), data });
  expect(response.status(), `${method.toUpperCase()} ${path}`).toBe(status);
  return (await response.json()).data;
}

test('a member who leads a team opens the Teams page, exports the weeks as CSV and prints them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = runStamp();
  const admin = await adminToken(request);
  const { date: today } = churchNow();
  const day = daysAfter(today, 5);
  const serviceName = `Print eve ${stamp}`;
  const serviceId = (await call(request, admin, 'post', '/services', { name: serviceName, is_recurring: false, service_date: day, start_time: '18:30' }, 201)).id;
  const register = async (firstName: string) => {
    const email = `lead.${firstName.toLowerCase()}.${stamp}@example.org`;
    const registered = await request.post(`${apiUrl}/register`, { data: { first_name: firstName, last_name: `Lead${stamp}`, email, password: PASSWORD } });
    expect(registered.status()).toBe(201);
    return { email, id: (await registered.json()).data.user.id as number, name: `${firstName} Lead${stamp}` };
  };
  const ada = await register('Ada');
  const kemi = await register('Kemi');

  // Ada leads the team (a member by role); Kemi serves the sound desk, which needs two.
  const teamName = `Print media ${stamp}`;
  const team = await call(request, admin, 'post', '/teams', { name: teamName }, 201);
  const soundDesk = (await call(request, admin, 'post', `/teams/${team.id}/positions`, { name: 'Sound desk', needed: 2 }, 201)).id;
  await call(request, admin, 'put', `/teams/${team.id}/members/${kemi.id}`, { position_ids: [soundDesk] }, 201);
  await call(request, admin, 'put', `/teams/${team.id}/members/${ada.id}`, { position_ids: [], is_leader: true }, 201);
  await call(request, admin, 'put', `/teams/${team.id}/plans/${serviceId}/${day}`, { assignments: [{ position_id: soundDesk, person_id: kemi.id }] }, 200);

  // Signed in, Ada finds Teams under Leaders, and only Teams.
  const session = await signInWithPassword(page, ada.email, PASSWORD, shellUrl);
  expect(session.user).toMatchObject({ roles: ['member'], leads_team: true });
  await page.goto('/dashboard');
  await expectPageShown(page, 'Dashboard');
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await nav.getByRole('button', { name: /Leaders/ }).click();
  await expect(nav.getByRole('link', { name: 'Units' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Teams' }).click();
  await expectPageShown(page, 'Teams');
  await expect(page.getByRole('heading', { level: 2, name: teamName })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: serviceName }).first();
  await expect(card).toContainText(`${kemi.name}: Not asked yet`);
  expect(await axeViolations(page), 'the Teams page with its print and CSV buttons').toEqual([]);

  // The CSV of the next 4 weeks (the choice unless changed) holds the place, and the one still open.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rota-${team.slug}-${today}-${daysAfter(today, 27)}.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe('\uFEFF"Date","Service","Start","Position","Person","Answer"');
  expect(lines.filter((line) => line.includes(serviceName))).toEqual([
    `"${day}","${serviceName}","18:30","Sound desk","${kemi.name}","Not asked yet"`,
    `"${day}","${serviceName}","18:30","Sound desk","","Open"`,
  ]);

  // On paper: the rota's table, and none of the app around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: `${teamName}: the rota` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: serviceName });
  await expect(row.getByRole('cell').first()).toHaveText(`${kemi.name} (Not asked yet)1 place open`);
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('heading', { level: 1, name: `${teamName}: the rota` })).toBeHidden();

  // The rest of the leaders' area stays closed: its pages send her to her dashboard.
  await page.goto('/dashboard/leaders/units');
  await expectPageShown(page, 'Dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});
