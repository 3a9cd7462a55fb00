import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Every axe-core violation of the page once it has settled, whatever its impact (minor and
 * moderate findings included). Colour transitions (the top bar fades its background after a
 * theme switch) are waited out first: mid-fade colours are not what a reader sees, and measuring
 * them made contrast checks flaky.
 */
export async function axeViolations(page: Page) {
  // Content the browser skips while off screen (content-visibility: auto) updates its style only
  // when asked: ask for every element's, so a fade a theme switch starts there starts now.
  await page.evaluate(() => document.querySelectorAll('body *').forEach((element) => getComputedStyle(element).color));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity) // spinners never end
      .every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}


/** No axe-core violation on the page in the light theme, nor after switching to the dark one. */
export async function expectCleanInBothThemes(page: Page, what: string) {
  for (const theme of ['light', 'dark'] as const) {
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) {
      await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    }
    expect(await axeViolations(page), `${what} (${theme})`).toEqual([]);
  }
}
