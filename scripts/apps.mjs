// Apps, their federation names and ports. Ports are overridable: PORT_SHELL, PORT_MFE_ADMIN, ..., API_PORT.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { APPS } = require('../rspack.shared.js');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APP_NAMES = Object.keys(APPS);
export const REMOTE_APPS = APP_NAMES.filter((name) => name !== 'shell');

const envKey = (app) => `PORT_${app.replace(/-/g, '_').toUpperCase()}`;

export function portOf(app, env = process.env) {
  return Number(env[envKey(app)] || APPS[app].port);
}

export function apiPort(env = process.env) {
  return Number(env.API_PORT || 4000);
}

export function federationName(app) {
  return APPS[app].federationName;
}

export const distOf = (app) => path.join(ROOT, app, 'dist');

/** The seeded demo accounts, from their one source in contracts. */
export const DEMO = require('../contracts/src/demo-accounts.json');

/**
 * The runtime registry every page reads (/config.json). Each remote defaults to its own port on
 * this machine; REMOTE_<NAME>=<manifest url> (e.g. REMOTE_MFE_ADMIN) points one elsewhere,
 * API_BASE_URL moves the API, CHURCH_TIMEZONE sets the church's time zone, MF_ALLOW_OVERRIDES=1 and MF_OVERRIDE_ORIGINS allow QA overrides.
 */
export function registryFor(apps, env = process.env, host = env.PUBLIC_HOST || 'localhost') {
  const remotes = {};
  for (const app of apps) {
    const name = federationName(app);
    remotes[name] = env[`REMOTE_${name.toUpperCase()}`] || `http://${host}:${portOf(app, env)}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: env.API_BASE_URL || '/api',
    remotes,
    allowOverrides: env.MF_ALLOW_OVERRIDES === '1',
    overrideOrigins: (env.MF_OVERRIDE_ORIGINS || '').split(',').filter(Boolean),
    // The church's zone for dates and times on every page; the API reads the same variable.
    timeZone: env.CHURCH_TIMEZONE || 'Africa/Lagos',
  };
}

/**
 * The origins the shell's page is served from: SHELL_ORIGINS (comma-separated, e.g. the church's
 * domain) or http://<PUBLIC_HOST>:<PORT_SHELL>. The remotes answer CORS for these only.
 */
export function shellOrigins(env = process.env) {
  const listed = (env.SHELL_ORIGINS || '').split(',').map((origin) => origin.trim()).filter(Boolean);
  return listed.length > 0 ? listed : [`http://${env.PUBLIC_HOST || 'localhost'}:${portOf('shell', env)}`];
}
