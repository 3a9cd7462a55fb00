// The browser the e2e tests and the page benchmark drive is Debian's Chromium (a test tool's own
// download cannot work on these machines). When it is missing: install it if this user may (root
// with apt-get, as .ci/run does), or stop at once with the one command to run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** How the e2e suite and the benchmarks launch it here: headless, no sandbox, nothing phoning home. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium';

/** The Chromium binary's path, installing Debian's package first when it is missing and we are root. */
export function requireChromium(purpose) {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const mayInstall = process.getuid?.() === 0 && !process.env.CHROMIUM_PATH && fs.existsSync('/usr/bin/apt-get');
  if (mayInstall) {
    console.log(`${purpose} needs Chromium; installing Debian's chromium package…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  }
  console.error(`${purpose} needs Chromium at ${CHROMIUM_PATH}, which is missing. Install it with:\n\n  ${INSTALL}\n\n(or set CHROMIUM_PATH to a Chromium binary).`);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) requireChromium(process.argv[2] ?? 'This command');
