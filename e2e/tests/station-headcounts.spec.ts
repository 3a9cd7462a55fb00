// Two welcome-team tablets count children at two doors of one service. Each tap is a change, not a
// total: taps on both tablets, views switched between them (the door's code and back), and a
// tablet offline for a while whose taps are sent when it returns all add up, none lost, none twice.
// The counters fit their boxes on a tablet held upright (768 px wide).
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { churchNow } from '../support/church-time';
import { adminToken, runStamp } from '../support/public-helpers';
import { pairStation, stationOccurrence } from '../support/station';
import { apiUrl } from '../support/test-env';

const children = (page: Page) => page.getByRole('listitem', { name: 'Children' });
const countedHere = (page: Page) => children(page).getByLabel('Children counted here');

/** Taps + or − on the children's counter, each seen on the counter before the next. */
async function tap(page: Page, change: 1 | -1, times = 1) {
  for (let i = 0; i < times; i++) {
    const shown = Number(await countedHere(page).textContent());
    await children(page).getByRole('button', { name: change > 0 ? 'One more: Children' : 'One fewer: Children' }).click();
    await expect(countedHere(page)).toHaveText(String(shown + change));
  }
}

/** Shows the door's code, then goes back to the desk. */
async function showTheCodeAndBack(page: Page) {
  await page.getByRole('button', { name: 'Show the code' }).click();
  await page.getByRole('button', { name: 'Back to the desk' }).click();
  await expect(children(page)).toBeVisible();
}

/** Nothing on the page is wider than its box: each counter, and the page itself. */
async function expectNoOverflow(page: Page, counters: Locator) {
  for (const counter of await counters.all()) {
    const { scroll, client } = await counter.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('two tablets tapping the same counter, views switched between taps, one offline a while: the total equals the taps', async ({ browser, request }) => {
  const admin = await adminToken(request);
  const { date, time } = churchNow();
  const service = await request.post(`${apiUrl}/services`, { headers: { Authorization: `Bearer ${admin}` }, data: { name: `Headcount service ${runStamp()}`, is_recurring: false, service_date: date, start_time: time } });
  expect(service.status()).toBe(201);

  // One tablet held upright (768 px), the other in landscape.
  const contexts: BrowserContext[] = [await browser.newContext({ viewport: { width: 768, height: 1024 } }), await browser.newContext({ viewport: { width: 1280, height: 800 } })];
  const [east, west] = await Promise.all(contexts.map((context) => context.newPage()));
  const eastStation = await pairStation(east, request, admin, `East door ${runStamp()}`);
  const westStation = await pairStation(west, request, admin, `West door ${runStamp()}`);
  const childrenTotal = async () => (await stationOccurrence(request, eastStation.headers)).headcounts.find((h) => h.category === 'children')!.total;
  const before = await childrenTotal();
  await expectNoOverflow(east, east.getByRole('list').filter({ has: children(east) }).getByRole('listitem'));

  // Both tablets tap, each switching to the door's code and back between taps.
  await tap(east, 1, 3);
  await showTheCodeAndBack(east);
  await tap(west, 1, 2);
  await tap(east, 1, 2);
  await showTheCodeAndBack(west);
  await tap(west, 1);
  await showTheCodeAndBack(east);
  await expect(countedHere(east)).toHaveText('5');
  await expect(countedHere(west)).toHaveText('3');
  await expect.poll(childrenTotal).toBe(before + 8);

  // The west tablet loses its connection: its taps wait on it, shown on its counter, while the east
  // tablet goes on counting.
  await contexts[1].setOffline(true);
  await tap(west, 1, 4);
  await tap(west, -1);
  await expect(west.getByText('5 saved on this tablet, will be sent')).toBeVisible();
  await tap(east, 1, 2);
  await showTheCodeAndBack(east);
  await tap(east, 1);
  await expect(countedHere(west)).toHaveText('6');
  await expect.poll(childrenTotal).toBe(before + 8 + 3);

  // Back online: the waiting taps are sent once each.
  await contexts[1].setOffline(false);
  await expect(west.getByText(/saved on this tablet/)).toHaveCount(0);
  await expect.poll(childrenTotal).toBe(before + 8 + 3 + 3);
  const [eastCounts, westCounts] = await Promise.all([stationOccurrence(request, eastStation.headers), stationOccurrence(request, westStation.headers)]);
  expect(eastCounts.headcounts.find((h) => h.category === 'children')!.count).toBe(8);
  expect(westCounts.headcounts.find((h) => h.category === 'children')!.count).toBe(6);

  // Opened again, each tablet shows its own count and every door's.
  for (const page of [east, west]) await page.reload();
  await expect(countedHere(east)).toHaveText('8');
  await expect(countedHere(west)).toHaveText('6');
  for (const page of [east, west]) await expect(children(page).getByText(`${before + 14} at every door`)).toBeVisible();
  await Promise.all(contexts.map((context) => context.close()));
});
