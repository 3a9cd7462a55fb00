// A team set up from the page, as an admin starting rotas would: a new team, a position and how
// many it needs, a person found by name and put in it with that position, as its leader.
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { signInByApi } from '../support/auth';
import { adminToken, runStamp } from '../support/public-helpers';
import { expectPageShown } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

test('an admin makes a team, adds a position and puts someone in it as its leader', async ({ page, request }) => {
  const stamp = runStamp();
  const surname = `Setup${stamp}`;
  const registered = await request.post(`${apiUrl}/register`, { data: { first_name: 'Tolu', last_name: surname, email: `setup.${stamp}@example.org`, password: 'lantern orchard copper 84' } });
  expect(registered.status()).toBe(201);
  const personId = (await registered.json()).data.user.id as number;

  await signInByApi(page, 'admin', shellUrl);
  await page.goto('/dashboard/leaders/teams');
  await expectPageShown(page, 'Teams');
  const teamName = `Ushers ${stamp}`;
  await page.getByRole('textbox', { name: 'New team' }).fill(teamName);
  await page.getByRole('button', { name: 'Make the team' }).click();
  await expect(page.getByRole('heading', { level: 2, name: teamName })).toBeVisible();
  await expect(page).toHaveURL(/\?team=\d+/);
  const teamId = Number(new URL(page.url()).searchParams.get('team'));

  await page.getByText('Positions and people').click();
  await page.getByRole('textbox', { name: 'New position' }).fill('Door');
  await page.getByRole('combobox', { name: 'Needed a service' }).selectOption('2');
  await page.getByRole('button', { name: 'Add the position' }).click();
  await expect(page.getByText('Door: 2 a service')).toBeVisible();

  await page.getByRole('textbox', { name: 'Add someone' }).fill(surname);
  await page.getByRole('list', { name: 'People found' }).getByRole('button', { name: `Add Tolu ${surname}` }).click();
  await page.getByRole('checkbox', { name: 'Door' }).check();
  await page.getByRole('checkbox', { name: `Tolu ${surname} leads ${teamName}` }).check();
  expect(await axeViolations(page), 'the Teams page with its set-up open').toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Tolu ${surname} (leads the team): Door`)).toBeVisible();

  // What the page saved is what the API holds.
  const team = await request.get(`${apiUrl}/teams/${teamId}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  const { data } = await team.json();
  expect(data.positions).toEqual([expect.objectContaining({ name: 'Door', needed: 2 })]);
  expect(data.members).toEqual([expect.objectContaining({ id: personId, is_leader: true, position_ids: [data.positions[0].id] })]);
});
