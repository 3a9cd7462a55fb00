// A welcome-team station for a story: paired through the API as an admin would, the code typed on
// the tablet, and the station's own view of the service open now.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl, shellUrl } from './test-env';

/** Pairs the page as a station (a service must be open now) and gives its credential. */
export async function pairStation(page: Page, request: APIRequestContext, admin: string, name: string) {
  const made = await request.post(`${apiUrl}/stations`, { headers: { Authorization: `Bearer ${admin}` }, data: { name } });
  expect(made.status()).toBe(201);
  // Typed on the tablet, as the welcome team would.
  await page.goto(`${shellUrl}/station`);
  await page.getByLabel('Pairing code').fill((await made.json()).data.pairing_code);
  await page.getByRole('button', { name: 'Pair this tablet' }).click();
  await expect(page.getByTestId('station-total')).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('station-credential')!).token as string);
  return { token, headers: { Authorization: `Station ${token}` } };
}

export interface StationOccurrence {
  occurrence: { service_id: number; date: string; name: string };
  checked_in: number;
  checked_in_here: number;
  headcounts: Array<{ category: string; count: number; total: number }>;
}

/** GET /api/station/occurrence as the station: the service open now and its counts. */
export async function stationOccurrence(request: APIRequestContext, headers: Record<string, string>): Promise<StationOccurrence> {
  const response = await request.get(`${apiUrl}/station/occurrence`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}
