// Ports and settings of the site the e2e suite starts (away from the ports `npm start` uses).
import os from 'node:os';
import path from 'node:path';

export const TEST_ENV = {
  PORT_SHELL: '3100',
  PORT_MFE_PUBLIC: '3101',
  PORT_MFE_MEMBER: '3102',
  PORT_MFE_LEADER: '3103',
  PORT_MFE_ADMIN: '3104',
  PORT_SHARED_UI: '3105',
  API_PORT: '4100',
  PGLITE_DIR: path.join(os.tmpdir(), `church-e2e-${process.pid}`),
  SITE_URL: 'http://localhost:3100',
  // The suite signs in many times a minute from one address.
  RATE_LIMIT_LOGIN: '1000',
  RATE_LIMIT_REGISTER: '1000',
  RATE_LIMIT_FORGOT_PASSWORD: '1000',
  RATE_LIMIT_PUBLIC_FORMS: '1000',
  NODE_ENV: 'test',
} as const;

export const shellUrl = `http://localhost:${TEST_ENV.PORT_SHELL}`;
export const apiUrl = `http://127.0.0.1:${TEST_ENV.API_PORT}/api`;
export const appUrl = (port: string) => `http://localhost:${port}`;
