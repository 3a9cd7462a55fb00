// The dashboard sidebar and the top bar at a phone width (375 px) and a desktop
// width (1280 px): widths measured on screen, not read from the app's state.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { shellUrl } from '../support/test-env';
import { expectAreaAnswered, sidebar, sidebarToggle, signInThroughForm, toast, welcome } from '../support/shell-ui';

const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

/** The control is what a tap at its centre reaches: nothing (a toast, say) lies over it. */
const reachable = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });

/** While the welcome toast shows, it sits in the lower half of the screen and every control of the bar stays reachable. */
async function expectToastClearOf(page: Page, bar: Locator, controls: Locator[]) {
  await expect(toast(page, welcome('member'))).toBeVisible();
  const shown = page.locator('.Toastify__toast').filter({ hasText: welcome('member') });
  await expect(shown).toBeInViewport({ ratio: 1 });
  await expect.poll(async () => (await shown.boundingBox())!.y).toBeGreaterThan(740 / 2);
  const toastBox = (await shown.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  for (const control of controls) {
    await expect(control).toBeVisible();
    // Reachable once the bar has settled (a menu or the page's own move may still be under way).
    await expect.poll(() => reachable(control), { message: (await control.getAttribute('aria-label')) ?? '' }).toBe(true);
  }
}
const leftOf = async (locator: Locator) => (await locator.boundingBox())?.x ?? -1;

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is hidden; the header toggle opens it over the page, and it closes again', async ({ page }) => {
    await signInByApi(page, 'leader', shellUrl);
    await page.goto('/dashboard');
    await expectAreaAnswered(page, '/dashboard');
    const aside = sidebar(page);
    await expect(aside).toBeHidden();
    // The page uses the whole width, and nothing is wider than the screen.
    expect(await leftOf(page.locator('#main-content'))).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const toggle = sidebarToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(aside).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => widthOf(aside)).toBe(290);
    const backdrop = page.getByRole('button', { name: 'Close sidebar' });
    await expect(backdrop).toBeVisible();
    await expect(aside.getByRole('link', { name: 'Events' })).toBeVisible();

    // The backdrop closes it.
    await backdrop.click({ position: { x: 360, y: 400 } });
    await expect(aside).toBeHidden();
    await expect(backdrop).toHaveCount(0);

    // Escape closes it.
    await toggle.click();
    await expect(aside).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(aside).toBeHidden();

    // Following a link closes it and opens the page.
    await toggle.click();
    await aside.getByRole('button', { name: 'Leaders', exact: true }).click();
    await aside.getByRole('link', { name: 'Units' }).click();
    await expectAreaAnswered(page, '/dashboard/leaders/units');
    await expect(aside).toBeHidden();
  });

  test('signed out, the top bar fits the screen with its menu button, theme button and Log in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
    const bar = page.getByTestId('top-bar');
    for (const control of [
      bar.getByRole('button', { name: 'Toggle navigation', exact: true }),
      bar.getByRole('button', { name: 'Switch to dark theme' }),
      bar.getByRole('link', { name: 'Log in' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a toast does not cover the top bar: it shows at the bottom, and the menu, theme and account buttons stay usable', async ({ page }) => {
    // Signed in from the public home's top bar.
    await page.goto('/login');
    await signInThroughForm(page, 'member');
    const bar = page.getByTestId('top-bar');
    await expectToastClearOf(page, bar, [
      bar.getByRole('button', { name: 'Toggle navigation', exact: true }),
      bar.getByRole('button', { name: /Switch to (dark|light) theme/ }),
      bar.getByRole('button', { name: /Account menu for/ }),
    ]);

    // Signed in to a dashboard page: its own top bar.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login?redirect=%2Fdashboard%2Fevents');
    await signInThroughForm(page, 'member');
    await expectAreaAnswered(page, '/dashboard/events');
    const header = page.locator('#main-content').locator('xpath=preceding-sibling::header');
    await expectToastClearOf(page, header, [
      sidebarToggle(page),
      header.getByRole('button', { name: /Switch to (dark|light) theme/ }),
      header.getByRole('button', { name: /Account menu for/ }),
    ]);
  });

  test('the top bar folds its links into a menu', async ({ page }) => {
    await signInByApi(page, 'member', shellUrl);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeVisible();
    // The page is prerendered signed out; this is the signed-in top bar, once the app shows it.
    // (Buttons used before the scripts run are prerendered-pages.spec's.)
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'Log in' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Toggle navigation', exact: true });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Forms', 'Dashboard']) await expect(nav.getByRole('link', { name })).toBeVisible();
    // Stacked: one link per row, and nothing wider than the screen.
    const home = await nav.getByRole('link', { name: 'Home' }).boundingBox();
    const forms = await nav.getByRole('link', { name: 'Forms' }).boundingBox();
    expect(forms!.y).toBeGreaterThan(home!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await menu.click();
    await expect(nav).toBeHidden();

    // Following a link from the open menu closes it.
    await menu.click();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expectAreaAnswered(page, '/dashboard');
  });
});

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sidebar is expanded (290 px) and the header toggle collapses it to 90 px and back', async ({ page }) => {
    await signInByApi(page, 'admin', shellUrl);
    await page.goto('/dashboard/admin');
    await expectAreaAnswered(page, '/dashboard/admin');
    const aside = sidebar(page);
    const main = page.locator('#main-content');
    await expect(aside).toBeVisible();
    await expect.poll(() => widthOf(aside)).toBe(290);
    expect(await leftOf(main)).toBeGreaterThanOrEqual(290);
    await expect(aside.getByRole('link', { name: 'First Timers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close sidebar' })).toHaveCount(0);

    const toggle = sidebarToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => widthOf(aside)).toBe(90);
    await expect.poll(() => leftOf(main)).toBeLessThan(290);
    // Collapsed, the items stay reachable by their names.
    await expect(aside.getByRole('link', { name: 'First Timers' })).toBeAttached();

    await toggle.click();
    await expect.poll(() => widthOf(aside)).toBe(290);
    await expect.poll(() => leftOf(main)).toBeGreaterThanOrEqual(290);
  });

  test('the top bar shows its links without a menu button', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Forms' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Toggle navigation', exact: true })).toBeHidden();
  });
});
