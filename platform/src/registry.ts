// The runtime registry: where each remote's manifest lives and where the API is.
// The shell fetches /config.json at start; a standalone remote fetches its own. Every
// federated container reads it through the runtime plugin, via one global slot, because
// each container has its own runtime instance.

export interface Registry {
  apiBaseUrl: string;
  /** Federation name -> manifest URL, e.g. { mfe_admin: 'http://localhost:3004/mf-manifest.json' }. */
  remotes: Record<string, string>;
  /** QA may point one remote at another build for one browser, only when this is true. */
  allowOverrides?: boolean;
  /** Extra origins an override may load from, besides the origins of `remotes`. */
  overrideOrigins?: string[];
  /** The church's IANA time zone (CHURCH_TIMEZONE); dates and times on every page use it. */
  timeZone?: string;
}

const GLOBAL_KEY = '__CHURCH_MF_REGISTRY__';
const LOADING_KEY = '__CHURCH_MF_REGISTRY_LOADING__';
export const OVERRIDES_STORAGE_KEY = 'mf-overrides';
export const OVERRIDE_QUERY_PREFIX = 'mf-override.';

type GlobalWithRegistry = typeof globalThis & {
  [GLOBAL_KEY]?: Registry;
  [LOADING_KEY]?: Promise<Registry>;
};

export function setRegistry(registry: Registry): void {
  (globalThis as GlobalWithRegistry)[GLOBAL_KEY] = registry;
}

export function getRegistry(): Registry | undefined {
  return (globalThis as GlobalWithRegistry)[GLOBAL_KEY];
}

export function parseRegistry(json: unknown): Registry {
  const value = json as Partial<Registry> | null;
  if (!value || typeof value !== 'object' || typeof value.remotes !== 'object' || value.remotes === null) {
    throw new Error('The runtime registry (config.json) has no "remotes" map.');
  }
  return {
    apiBaseUrl: typeof value.apiBaseUrl === 'string' ? value.apiBaseUrl : '/api',
    remotes: { ...value.remotes },
    allowOverrides: value.allowOverrides === true,
    overrideOrigins: Array.isArray(value.overrideOrigins) ? value.overrideOrigins.filter((o) => typeof o === 'string') : [],
    ...(typeof value.timeZone === 'string' ? { timeZone: value.timeZone } : {}),
  };
}

/** The origin of an http(s) URL; null for anything else (data:, blob:, no scheme), which is never allowed. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Reads QA overrides from the query string (`?mf-override.mfe_admin=<manifest url>`, empty to
 * clear) into storage, then applies the stored ones that the registry allows: only when
 * `allowOverrides` is on, only for remotes the registry names, and only from listed origins.
 */
export function applyOverrides(registry: Registry, search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): Registry {
  if (!registry.allowOverrides) return registry;
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) || '{}') ?? {};
  } catch {
    stored = {};
  }
  new URLSearchParams(search).forEach((value, key) => {
    if (!key.startsWith(OVERRIDE_QUERY_PREFIX)) return;
    const name = key.slice(OVERRIDE_QUERY_PREFIX.length);
    if (value) stored[name] = value;
    else delete stored[name];
  });
  storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(stored));

  const allowedOrigins = new Set(
    [...Object.values(registry.remotes), ...(registry.overrideOrigins ?? [])].map(originOf).filter((origin) => origin !== null),
  );
  const remotes = { ...registry.remotes };
  for (const [name, url] of Object.entries(stored)) {
    const origin = originOf(url);
    if (name in remotes && origin && allowedOrigins.has(origin)) remotes[name] = url;
  }
  return { ...registry, remotes };
}

/** Applies this browser's allowed QA overrides to the page origin's registry and installs it. */
function installRegistry(json: unknown): Registry {
  const registry = applyOverrides(parseRegistry(json), window.location.search, window.localStorage);
  setRegistry(registry);
  return registry;
}

/** The id of the registry the page's server inlines as a JSON data block (scripts/first-paint/page-composer.mjs). */
export const INLINE_REGISTRY_ID = 'church-registry';

function inlineRegistry(): unknown {
  const block = typeof document === 'undefined' ? null : document.getElementById(INLINE_REGISTRY_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent);
  } catch {
    return undefined;
  }
}

/** True when a QA override points one of the page's remotes somewhere else than its server's registry said. */
export function overridesApplied(registry: Registry): boolean {
  const served = inlineRegistry() as Partial<Registry> | undefined;
  return Object.entries(registry.remotes).some(([name, url]) => served?.remotes?.[name] !== undefined && served.remotes[name] !== url);
}

async function fetchRegistry(url: string): Promise<Registry> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(8000) });
  if (!response.ok) throw new Error(`Could not load the runtime registry ${url} (${response.status}).`);
  return installRegistry(await response.json());
}

/**
 * The registry of this page: the one its server inlined, else fetched once per page whichever
 * container asks first (the memo lives on the global object because each container bundles its own copy).
 */
export function ensureRegistry(url = '/config.json'): Promise<Registry> {
  const slot = globalThis as GlobalWithRegistry;
  const installed = slot[GLOBAL_KEY];
  if (installed) return Promise.resolve(installed);
  const inline = inlineRegistry();
  if (inline !== undefined) {
    try {
      return Promise.resolve(installRegistry(inline));
    } catch {
      // A malformed inline registry: the file is the next best source.
    }
  }
  if (!slot[LOADING_KEY]) {
    slot[LOADING_KEY] = fetchRegistry(url).catch((error) => {
      delete slot[LOADING_KEY];
      throw error;
    });
  }
  return slot[LOADING_KEY];
}
