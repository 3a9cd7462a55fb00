// Ports and settings of the site the e2e suite starts (away from the ports `npm start` uses).
import os from 'node:os';
import path from 'node:path';

// E2E_PORT_BASE moves the whole block, so two runs on one machine do not collide.
const BASE = Number(process.env.E2E_PORT_BASE || 3100);
const port = (offset: number) => String(BASE + offset);

/** Ports tests use for their own variants of the site (a remote down, a redeploy...). */
export const sparePort = (offset: number) => BASE + 10 + offset;

export const TEST_ENV = {
  PORT_SHELL: port(0),
  PORT_MFE_PUBLIC: port(1),
  PORT_MFE_MEMBER: port(2),
  PORT_MFE_LEADER: port(3),
  PORT_MFE_ADMIN: port(4),
  PORT_SHARED_UI: port(5),
  API_PORT: port(1000),
  PGLITE_DIR: path.join(os.tmpdir(), `church-e2e-${BASE}`),
  // The API's log: its slow answers (warn) and errors, to read a test that waited on one against.
  API_LOG: path.join(os.tmpdir(), `church-e2e-${BASE}-api.log`),
  SITE_URL: `http://localhost:${port(0)}`,
  // The remotes answer CORS only for the shell's origins: the suite's shell and the spare ports
  // tests start their own shells on.
  SHELL_ORIGINS: [port(0), ...Array.from({ length: 40 }, (_, offset) => sparePort(offset))].map((p) => `http://localhost:${p}`).join(','),
  // Mail goes over real SMTP to the suite's own sink (support/mail-sink.ts), where tests read it.
  SMTP_URL: `smtp://127.0.0.1:${port(1001)}?ignoreTLS=true`,
  MAIL_FROM: 'Community Church <no-reply@church.test>',
  // The suite signs in many times a minute from one address.
  RATE_LIMIT_LOGIN: '1000',
  RATE_LIMIT_REGISTER: '1000',
  RATE_LIMIT_FORGOT_PASSWORD: '1000',
  RATE_LIMIT_PUBLIC_FORMS: '1000',
  // The door's code changes every 15 s (45 by default), so a test sees a code expire within a minute.
  CHECK_IN_CODE_SECONDS: '15',
  NODE_ENV: 'test',
} as const;

/** Where the mail sink listens and keeps each message it receives (one file per message). */
export const MAIL_SINK = { port: BASE + 1001, dir: path.join(os.tmpdir(), `church-e2e-${BASE}-mail`) };

export const shellUrl = `http://localhost:${TEST_ENV.PORT_SHELL}`;
export const apiUrl = `http://127.0.0.1:${TEST_ENV.API_PORT}/api`;
export const appUrl = (port: string) => `http://localhost:${port}`;
