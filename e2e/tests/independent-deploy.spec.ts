// A new build of mfe-admin goes live on reload while every shell file stays byte-identical; the
// same for mfe-public, whose prerendered HTML the shell's server puts in the page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../scripts/apps.mjs';
import { signInByApi } from '../support/auth';
import { distOf, hashTree, manifestAt, registryWith, serveRemote, serveShell } from '../support/site';
import { sparePort } from '../support/test-env';
import { expectPageShown } from '../support/shell-ui';

const SHELL_PORT = sparePort(10);
const ADMIN_PORT = sparePort(11);
const PUBLIC_PORT = sparePort(12);

/** A second build of a remote, with a visible change (its release label), rendered like `npm run build` does. */
function buildRelease(app: string, label: string): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-v2-`));
  const env = { ...process.env, RELEASE_LABEL: label, BUILD_OUTPUT_DIR: out };
  execFileSync(path.join(ROOT, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], { cwd: path.join(ROOT, app), env, stdio: 'ignore' });
  if (fs.existsSync(path.join(ROOT, app, 'src/prerender.tsx'))) execFileSync(process.execPath, [path.join(ROOT, 'scripts/first-paint/prerender.mjs'), app], { env, stdio: 'ignore' });
  return out;
}

test('redeploying mfe-admin alone changes the site on reload; the shell is untouched', async ({ page }) => {
  const shellBefore = hashTree(distOf('shell'));
  const v2 = buildRelease('mfe-admin', 'Admin release 2');

  const shell = await serveShell(SHELL_PORT, registryWith({ mfe_admin: manifestAt(ADMIN_PORT) }));
  const origin = `http://localhost:${SHELL_PORT}`;
  let admin = await serveRemote(distOf('mfe-admin'), ADMIN_PORT);
  try {
    await signInByApi(page, 'admin', origin);
    await page.goto(`${origin}/dashboard/admin`);
    await expectPageShown(page, 'Admin dashboard');
    await expect(page.getByText('Admin release 2')).toHaveCount(0);

    // The admin team deploys its new build to the same place; nothing else changes.
    await admin.close();
    admin = await serveRemote(v2, ADMIN_PORT);
    await page.reload();
    await expect(page.getByText('Admin release 2')).toBeVisible();
    expect(hashTree(distOf('shell'))).toEqual(shellBefore);
  } finally {
    await admin.close();
    await shell.close();
    fs.rmSync(v2, { recursive: true, force: true });
  }
});

test('redeploying mfe-public alone changes the HTML of / and the page on the next load; the shell is untouched', async ({ page }) => {
  const shellBefore = hashTree(distOf('shell'));
  const v2 = buildRelease('mfe-public', 'Public release 2');
  const shell = await serveShell(SHELL_PORT, registryWith({ mfe_public: manifestAt(PUBLIC_PORT) }));
  const origin = `http://localhost:${SHELL_PORT}`;
  let site = await serveRemote(distOf('mfe-public'), PUBLIC_PORT);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  try {
    const before = await (await page.request.get(`${origin}/`)).text();
    expect(before).toContain('Welcome home');
    expect(before).not.toContain('Public release 2');

    await site.close();
    site = await serveRemote(v2, PUBLIC_PORT);
    // The server's HTML, before any script: the new release's prerendered home.
    const after = await (await page.request.get(`${origin}/`)).text();
    expect(after).toContain('data-prerendered');
    expect(after).toContain('Public release 2');
    // And the page, hydrated with the new release's code, says the same without a warning.
    await page.goto(`${origin}/`);
    await expect(page.getByText('Public release 2')).toBeVisible();
    await expect(page.getByTestId('clock')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(hashTree(distOf('shell'))).toEqual(shellBefore);
  } finally {
    await site.close();
    await shell.close();
    fs.rmSync(v2, { recursive: true, force: true });
  }
});
