// Rotas on the day: a volunteer who accepted a place at a service starting now is shown to the
// welcome team under "Serving today" on the station at the door (not checked in yet), and their
// own check-in page tells them their post. The service, the team, the place and the answer are
// made through the API; serving recorded as attending is the API tests' (a job on a frozen clock).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { storeSession } from '../support/auth';
import { churchNow } from '../support/church-time';
import { adminToken, runStamp, serviceStartingNow } from '../support/public-helpers';
import { pairStation } from '../support/station';
import { apiUrl, shellUrl } from '../support/test-env';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function call(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', path: string, data?: object) {
  const response = await request[method](`${apiUrl}${path}`, { headers: bearer(token), ...(data ? { data } : {}) });
  expect(response.status(), `${method.toUpperCase()} ${path}`).toBeLessThan(300);
  return (await response.json()).data;
}

test('the station shows who serves this service, and the volunteer’s check-in page names their post', async ({ page, browser, request }) => {
  const stamp = runStamp();
  const admin = await adminToken(request);
  const { date } = churchNow();
  const serviceName = `On the day ${stamp}`;
  const serviceId = await serviceStartingNow(request, admin, serviceName);

  // A volunteer of their own, with an accepted place on the Sound desk at this service.
  const last = `Serve${stamp}`;
  const registered = await request.post(`${apiUrl}/register`, { data: { first_name: 'Kemi', last_name: last, email: `day.${stamp}@example.org`, password: 'lantern orchard copper 84' } });
  expect(registered.status()).toBe(201);
  const { data: volunteer } = await registered.json();
  const teamName = `Media ${stamp}`;
  const team = await call(request, admin, 'post', '/teams', { name: teamName });
  const soundDesk = (await call(request, admin, 'post', `/teams/${team.id}/positions`, { name: 'Sound desk', needed: 1 })).id;
  await call(request, admin, 'put', `/teams/${team.id}/members/${volunteer.user.id}`, { position_ids: [soundDesk] });
  await call(request, admin, 'put', `/teams/${team.id}/plans/${serviceId}/${date}`, { assignments: [{ position_id: soundDesk, person_id: volunteer.user.id }] });
  await call(request, admin, 'post', `/teams/${team.id}/plans/publish`, { from: date, to: date });
  const asked = ((await call(request, volunteer.token, 'get', '/me/serving')) as Array<{ id: number; service_id: number }>).find((p) => p.service_id === serviceId)!;
  await call(request, volunteer.token, 'put', `/me/serving/${asked.id}`, { answer: 'accept' });

  // The welcome team's tablet, working at this service.
  await pairStation(page, request, admin, `Day door ${stamp}`);
  const choice = page.getByRole('combobox', { name: 'Checking in to' });
  if (await choice.count()) await choice.selectOption(String(serviceId));
  const serving = page.getByRole('region', { name: 'Serving today' });
  const row = serving.getByRole('listitem').filter({ hasText: `Kemi ${last}` });
  await expect(row).toContainText(`Kemi ${last}: Sound desk (${teamName})`);
  await expect(row).toContainText('Not checked in yet');
  expect(await axeViolations(page)).toEqual([]);

  // The volunteer opens the door's code on their phone: their post is named before and after the tap.
  const phone = await browser.newPage({ baseURL: shellUrl });
  await storeSession(phone, shellUrl, volunteer);
  const { url } = await (await request.get(`${apiUrl}/check-in/code`, { headers: bearer(admin), params: { service_id: serviceId } })).json();
  const scanned = new URL(url);
  await phone.goto(`${scanned.pathname}${scanned.search}`);
  await expect(phone.getByRole('heading', { level: 2, name: serviceName })).toBeVisible();
  await expect(phone.getByText(`You serve today: Sound desk (${teamName})`)).toBeVisible();
  await phone.getByRole('button', { name: 'Check me in' }).click();
  await expect(phone.getByRole('heading', { name: `You are checked in at ${serviceName}` })).toBeVisible();
  await expect(phone.getByTestId('checked-in').getByText(`You serve today: Sound desk (${teamName})`)).toBeVisible();
  await phone.close();

  // The station learns it on its next read of the service (asked again every minute, or at once on a reload).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Serving today' }).getByRole('listitem').filter({ hasText: `Kemi ${last}` })).toContainText('Checked in');
});
