// A door with two services open at once (a children's service beside the main one): the station
// chooses the second, and what it records lands there, not at the service the API would pick.
// The choice stays on the tablet across a reload; a wrong tap is undone within the minute.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { churchNow } from '../support/church-time';
import { adminToken, runStamp, serviceStartingNow } from '../support/public-helpers';
import { pairStation } from '../support/station';
import { apiUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function member(request: APIRequestContext, admin: string, first: string, last: string) {
  const made = await request.post(`${apiUrl}/members`, { headers: bearer(admin), data: { first_name: first, last_name: last, email: `${first}.${last}@door.test`.toLowerCase() } });
  expect(made.status()).toBe(201);
  return (await made.json()).data as { id: number };
}

/** The person's attendance records today, as the admin reads them: the services they landed at. */
async function servicesAttended(request: APIRequestContext, admin: string, userId: number): Promise<number[]> {
  const { date, year, month } = churchNow();
  const records = await request.get(`${apiUrl}/attendance`, { headers: bearer(admin), params: { user_id: userId, date, month, year } });
  expect(records.status()).toBe(200);
  return ((await records.json()).data as Array<{ service_id: number }>).map((r) => r.service_id);
}

test('two services open: the station picks the second, and its check-ins land there', async ({ page, request }) => {
  const admin = await adminToken(request);
  const stamp = runStamp();
  const letters = stamp.replace(/\d/g, '');
  await serviceStartingNow(request, admin, `Main ${stamp}`);
  const children = await serviceStartingNow(request, admin, `Children ${stamp}`);
  const station = await pairStation(page, request, admin, `Kids door ${stamp}`);

  const choice = page.getByLabel('Checking in to');
  await choice.selectOption(String(children));
  await expect(page.getByText(`Kids door ${stamp} · Children ${stamp}`)).toBeVisible();

  // Both made before the first search: the search reads the names once a minute.
  const bayo = await member(request, admin, 'Bayo', `Kidsroom${letters}`);
  const ada = await member(request, admin, 'Adaku', `Kidsroom${letters}`);
  await page.getByLabel('Name or phone').fill(`Adaku Kidsroom${letters}`);
  await page.getByRole('button', { name: `Check in Adaku Kidsroom${letters}` }).click();
  const said = page.getByTestId('station-said');
  await expect(said).toContainText(`Adaku Kidsroom${letters} is checked in.`);
  await expect.poll(() => servicesAttended(request, admin, ada.id)).toEqual([children]);
  const there = await request.get(`${apiUrl}/station/occurrence`, { headers: station.headers, params: { service_id: children } });
  expect((await there.json()).data).toMatchObject({ occurrence: { service_id: children }, checked_in_here: 1 });

  // A wrong tap, undone within the minute: the record is gone.
  await page.getByLabel('Name or phone').fill(`Bayo Kidsroom${letters}`);
  await page.getByRole('button', { name: `Check in Bayo Kidsroom${letters}` }).click();
  await expect(said).toContainText(`Bayo Kidsroom${letters} is checked in.`);
  await expect.poll(() => servicesAttended(request, admin, bayo.id)).toEqual([children]);
  await said.getByRole('button', { name: 'Undo' }).click();
  await expect(said).toContainText(`Bayo Kidsroom${letters}'s check-in is undone.`);
  expect(await servicesAttended(request, admin, bayo.id)).toEqual([]);

  // The choice is kept on the tablet.
  await page.reload();
  await expect(page.getByLabel('Checking in to')).toHaveValue(String(children));
});
