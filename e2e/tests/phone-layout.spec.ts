// The pages people use on a phone read well at 360 px: the attendance calendar and the twelve-month
// chart, a unit's roster and its absent members, the inbox and the first-timers board.
// (That no page is wider than the window at any width is page-widths.spec's.)
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { expectPageShown } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

test.use({ viewport: { width: 360, height: 740 } });

/** The words inside the element that are split over two lines (a word broken letter by letter, say). */
const brokenWords = (locator: Locator) =>
  locator.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

const boxesOverlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expectPageShown(page, heading);
}

test('my attendance: the calendar breaks no word, its marks are explained, and the twelve-month chart labels do not meet', async ({ page }) => {
  await signInByApi(page, 'member', shellUrl);
  await open(page, '/dashboard/attendance', 'My attendance');
  const calendar = page.getByTestId('attendance-calendar');
  await expect(calendar.locator('li').first()).toBeVisible();
  expect(await brokenWords(calendar)).toEqual([]);
  // Each service shows as its mark, and the legend under the calendar says what the marks mean.
  await expect(page.getByTestId('calendar-legend')).toBeVisible();
  await expect(page.getByTestId('calendar-legend')).toContainText('✓ attended');

  const chart = page.getByTestId('history-chart');
  // Each month's percentage and name (its hidden sentence for screen readers is 1 px and left out).
  const labels = chart.locator('li > span');
  await expect(chart.locator('li')).toHaveCount(12);
  const boxes = (await labels.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON()))) as Array<{ x: number; y: number; width: number; height: number }>;
  const visible = boxes.filter((box) => box.width > 1 && box.height > 1);
  expect(visible.length).toBe(24);
  for (const [i, a] of visible.entries()) {
    for (const b of visible.slice(i + 1)) expect(boxesOverlap(a, b)).toBe(false);
  }
});

test("a unit's roster is a compact card per person, and its absent members are one tap away", async ({ page }) => {
  const { token } = await signInByApi(page, 'leader', shellUrl);
  const units = (await (await page.request.get(`${apiUrl}/units`, { headers: { Authorization: `Bearer ${token}` } })).json()).data as Array<{ id: number; name: string }>;
  await open(page, `/dashboard/leaders/units?unit=${units.find((unit) => unit.name === 'Choir')!.id}`, 'Units');
  const rows = page.getByRole('table', { name: 'Choir roster' }).locator('tbody tr');
  await expect(rows.filter({ hasText: 'Ruth Bello' })).toBeVisible();
  // A card of a few lines (the name, what is known of them as one wrapping line, the buttons),
  // not a labelled line per column (eight of them, about 300 px); the 80-character name aside.
  for (const row of await rows.filter({ hasNotText: 'Oluwatobiloba' }).all()) {
    const box = (await row.boundingBox())!;
    expect(box.height, (await row.textContent()) ?? '').toBeLessThan(200);
  }

  const absent = page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: /^Absent members/ });
  await expect(absent).toBeInViewport();
  await absent.click();
  await expect(page.getByTestId('absent-members').getByRole('heading', { name: 'Absent members' })).toBeInViewport();
});

test('the inbox keeps "Anonymous" whole, on a phone and in the table of a tablet and a laptop', async ({ page }) => {
  await signInByApi(page, 'admin', shellUrl);
  await open(page, '/dashboard/admin/forms?tab=prayer', 'Forms');
  const anonymous = page.getByRole('table', { name: 'Prayer requests' }).getByText('Anonymous', { exact: true }).first();
  for (const width of [360, 768, 1024]) {
    await page.setViewportSize({ width, height: 740 });
    await expect(anonymous).toBeVisible();
    expect(await brokenWords(anonymous), `at ${width} px`).toEqual([]);
  }
});

test('the first-timers board keeps each card\'s "Move to" inside the card', async ({ page }) => {
  await signInByApi(page, 'admin', shellUrl);
  await open(page, '/dashboard/admin/first-timers?view=board', 'First Timers');
  const cards = page.locator('[data-card]');
  await expect(cards.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    // Measured at once, card by card: a card sticking out of its column, or something sticking out
    // of its card (its select, its Move button, a long name in it or in its "Move … to" label).
    const outside = await cards.evaluateAll((elements) =>
      elements.flatMap((card) => {
        const outOf = (inner: Element, outer: Element) => {
          const [a, b] = [inner.getBoundingClientRect(), outer.getBoundingClientRect()];
          return a.left < b.left - 0.5 || a.right > b.right + 0.5;
        };
        const controls = Array.from(card.querySelectorAll('select, button'));
        const column = card.closest('section')!;
        const out = controls.some((control) => outOf(control, card)) || outOf(card, column) || card.scrollWidth > card.clientWidth;
        return out ? [card.getAttribute('aria-label')] : [];
      }),
    );
    expect(outside, `at ${width} px`).toEqual([]);
  }
});
