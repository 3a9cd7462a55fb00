// A leader opens the Choir's attendance sheet from the unit's page, finds five people added for
// the test by a search, marks them all present with "Mark all shown", takes it back with Undo,
// then ticks each of the five one by one; the API then holds their five records at that service,
// each recorded by the leader. At 360 px the sheet fits with the long-named member on it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { adminToken, runStamp, uniquePhone } from '../support/public-helpers';
import { expectPageShown } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface SheetPerson {
  id: number;
  full_name: string;
  record: { source: string; recorded_by_name: string | null; sent_late_minutes: number | null; rota_team_name: string | null } | null;
}

async function addToUnit(request: APIRequestContext, admin: string, firstName: string, lastName: string, unitId: number) {
  const response = await request.post(`${apiUrl}/members`, {
    headers: bearer(admin),
    data: { first_name: firstName, last_name: lastName, email: `${firstName}.${lastName}@example.com`.toLowerCase(), phone: uniquePhone(), unit_ids: [unitId] },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: number; full_name: string };
}

test("a leader's sheet marks five people present, recorded by the leader", async ({ page, request }) => {
  const admin = await adminToken(request);
  const units = (await (await request.get(`${apiUrl}/units`, { headers: bearer(admin) })).json()).data as Array<{ id: number; slug: string }>;
  const choir = units.find((unit) => unit.slug === 'choir')!.id;
  // Five new singers sharing a last name no one else has, so a search shows exactly them.
  const family = `Sheet${runStamp()}`;
  const five: Array<{ id: number; full_name: string }> = [];
  for (const first of ['Amaka', 'Bisi', 'Chuka', 'Dupe', 'Emeka']) five.push(await addToUnit(request, admin, first, family, choir));

  const leader = await signInByApi(page, 'leader', shellUrl);
  await page.goto(`/dashboard/leaders/units?unit=${choir}`);
  await page.getByRole('link', { name: 'Attendance sheet of Choir' }).click();
  await expectPageShown(page, 'Attendance sheet');
  const at = await page.getByRole('combobox', { name: 'Service' }).inputValue();
  const [serviceId, date] = at.split('_');

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(family);
  const roster = page.getByRole('list', { name: 'Roster' });
  await expect(roster.getByRole('checkbox')).toHaveCount(5);
  await page.getByRole('button', { name: 'Mark all shown (5)' }).click();
  for (const person of five) await expect(roster.getByRole('checkbox', { name: person.full_name })).toBeChecked();
  await page.getByRole('button', { name: 'Undo: Marked 5 people present' }).click();
  for (const person of five) await expect(roster.getByRole('checkbox', { name: person.full_name })).not.toBeChecked();

  for (const person of five) {
    const box = roster.getByRole('checkbox', { name: person.full_name });
    await box.check();
    await expect(box).toBeChecked();
    await expect(roster.getByRole('listitem').filter({ hasText: person.full_name })).toContainText('Marked by you');
  }
  await expect(page.getByRole('button', { name: `Undo: Marked ${five[4].full_name}` })).toBeEnabled();
  await expect(page.getByText(/saved on this phone/)).toHaveCount(0);

  // What the API holds once every write has arrived: the five present, recorded by the leader, on time.
  await expect
    .poll(async () => {
      const response = await request.get(`${apiUrl}/units/${choir}/attendance?service_id=${serviceId}&date=${date}`, { headers: bearer(admin) });
      const people = (await response.json()).data.people as SheetPerson[];
      return five.map((person) => people.find((p) => p.id === person.id)?.record);
    })
    .toEqual(five.map(() => ({ source: 'someone', recorded_by_name: leader.user.full_name, sent_late_minutes: null, rota_team_name: null })));

  // On a phone the sheet keeps to the window, the long-named member included.
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(roster.getByRole('checkbox', { name: /Oluwatobiloba/ })).toBeVisible();
  // The sidebar folds away a transition after the resize: wait for the layout to settle.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const wide = Array.from(document.body.querySelectorAll('*')).filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5);
        const last = wide[wide.length - 1];
        return document.documentElement.scrollWidth <= window.innerWidth ? 'fits' : `too wide: <${last?.tagName.toLowerCase()}> "${(last?.textContent ?? '').trim().slice(0, 40)}"`;
      }),
    )
    .toBe('fits');
});
