// Issue 2, shown 4: a new build of mfe-admin goes live on reload while every shell file stays byte-identical.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../scripts/apps.mjs';
import { signInByApi } from '../support/auth';
import { distOf, manifestAt, registryWith, serveRemote, serveShell } from '../support/site';
import { sparePort } from '../support/test-env';

const SHELL_PORT = sparePort(10);
const ADMIN_PORT = sparePort(11);

function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return hashes;
}

test('redeploying mfe-admin alone changes the site on reload; the shell is untouched', async ({ page }) => {
  const shellBefore = hashTree(distOf('shell'));
  const v2 = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-admin-v2-'));
  // A second build of the same remote with a visible change (its release label).
  execFileSync(path.join(ROOT, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: path.join(ROOT, 'mfe-admin'),
    env: { ...process.env, RELEASE_LABEL: 'Admin release 2', BUILD_OUTPUT_DIR: v2 },
    stdio: 'ignore',
  });

  const shell = await serveShell(SHELL_PORT, registryWith({ mfe_admin: manifestAt(ADMIN_PORT) }));
  const origin = `http://localhost:${SHELL_PORT}`;
  let admin = await serveRemote(distOf('mfe-admin'), ADMIN_PORT);
  try {
    await signInByApi(page, 'admin', origin);
    await page.goto(`${origin}/dashboard/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
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
