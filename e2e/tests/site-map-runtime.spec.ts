// A page a remote adds reaches the sidebar with the remote's release alone: the shell reads each
// area's pages from the site-map.json its remote publishes (decision 0043). The shell is never
// rebuilt here, and its files are checked byte for byte.
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { distOf, hashTree, manifestAt, registryWith, serveRemote, serveShell } from '../support/site';
import { expectPageShown, sidebar } from '../support/shell-ui';
import { sparePort } from '../support/test-env';
import { buildWithExtraPage } from '../support/variant-build';

const SHELL_PORT = sparePort(13);
const VARIANT_PORT = sparePort(14);
const origin = `http://localhost:${SHELL_PORT}`;
const ROTAS = { key: 'rotas', path: 'rotas', title: 'Rotas', nav: { label: 'Rotas', icon: 'a-rocket-the-shell-does-not-know' } };

// The shell's service worker enforces the policy it was installed with, which names the remotes'
// origins of that time: a remote moved to another origin is refused to it until the worker's script
// changes. That is the worker's matter, not the site map's; this spec runs without it.
test.use({ serviceWorkers: 'block' });

const rotasLink = (page: Page) => sidebar(page).getByRole('link', { name: 'Rotas' });

/** Opens the admin dashboard and waits until the admin remote's published section is in. */
async function openAdminDashboard(page: Page, sectionAt: string) {
  const published = page.waitForResponse((response) => response.url() === sectionAt && response.ok());
  await page.goto(`${origin}/dashboard/admin`);
  await published;
  await expectPageShown(page, 'Admin dashboard');
  await expect(sidebar(page).getByRole('link', { name: 'Check-in' })).toBeVisible();
}

test('a page added by a variant admin build is in the sidebar, refused to a member, and gone when the registry points back', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const shellBefore = hashTree(distOf('shell'));
  const variant = buildWithExtraPage('mfe-admin', 'admin', ROTAS);
  const remote = await serveRemote(variant.dir, VARIANT_PORT);
  let shell = await serveShell(SHELL_PORT, registryWith({ mfe_admin: manifestAt(VARIANT_PORT) }));
  const member = await browser.newPage();
  try {
    // An admin: the variant's page is in the sidebar (with the default icon) and opens.
    await signInByApi(page, 'admin', origin);
    await openAdminDashboard(page, `http://localhost:${VARIANT_PORT}/site-map.json`);
    await expect(rotasLink(page)).toBeVisible();
    // An icon the shell does not know: the default one, the one Forms has.
    const formsIcon = await sidebar(page).getByRole('link', { name: 'Forms' }).locator('svg path').getAttribute('d');
    await expect(rotasLink(page).locator('svg path')).toHaveAttribute('d', formsIcon ?? '');
    await rotasLink(page).click();
    await expect(page).toHaveURL(`${origin}/dashboard/admin/rotas`);
    await expectPageShown(page, 'Rotas');
    await expect(rotasLink(page)).toHaveAttribute('aria-current', 'page');

    // A member is refused it: sent to their own dashboard, with no admin entries.
    await signInByApi(member, 'member', origin);
    await member.goto(`${origin}/dashboard/admin/rotas`);
    await expect(member).toHaveURL(`${origin}/dashboard`);
    await expectPageShown(member, 'Dashboard');
    await expect(rotasLink(member)).toHaveCount(0);

    // The registry points back at the suite's admin build: the page is gone, the shell unchanged.
    await shell.close();
    shell = await serveShell(SHELL_PORT, registryWith({}));
    await openAdminDashboard(page, (registryWith({}).remotes as Record<string, string>).mfe_admin.replace(/mf-manifest\.json$/, 'site-map.json'));
    await expect(rotasLink(page)).toHaveCount(0);
    await page.goto(`${origin}/dashboard/admin/rotas`);
    await expectPageShown(page, 'Page not found');
    await expect(page.getByRole('heading', { level: 1, name: 'Rotas' })).toHaveCount(0);
    expect(hashTree(distOf('shell'))).toEqual(shellBefore);
  } finally {
    await member.close();
    await shell.close();
    await remote.close();
    variant.remove();
  }
});
