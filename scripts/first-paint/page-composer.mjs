// The shell's page, assembled per request (docs/decisions/0017-prerendered-pages.md): the runtime
// registry inlined, and for the pages a signed-out visitor opens first, the HTML the builds
// prerendered: the shell's frame (its own dist/prerender.json) with each area's slot filled by
// that area's prerendered HTML, fetched from where the registry says the area is deployed now.
// A signed-in area's page gets hints of its code instead, from the area's live manifest, and
// its skeleton when the shell's build made one. Anything missing (no prerender for this URL, an
// area unreachable) gives the plain page.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PRERENDER_FILE = 'prerender.json';
const SLOT = /<template data-area-slot="([\w-]+)"><\/template>/;
// React hoists an image's preload to the front of the HTML it renders; the page's head gets it.
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/;
const REMOTE_TIMEOUT_MS = 500;
const REMOTE_RETRY_AFTER_MS = 5000;
// The cookie and storage key of platform/src/theme-mode.tsx (THEME_COOKIE, THEME_STORAGE_KEY).
const THEME_COOKIE = 'theme';

/**
 * Before the body is parsed: when the stored mode is not the one the server rendered (a choice
 * made before the theme cookie existed), the body waits hidden for the app's switch (at most 3 s).
 */
export const THEME_CHECK_SCRIPT =
  '(function(){var d=document.documentElement,s;try{s=localStorage.getItem("theme")==="dark"?"dark":"light"}catch(e){return}' +
  'if(s!==d.dataset.theme){d.classList.add("theme-pending");setTimeout(function(){d.classList.remove("theme-pending")},3000)}})()';

/**
 * A prerendered page paints before the shell's code runs: its entry is fetched at once (a preload
 * in place of the template's deferred script) but started once the first contentful paint is on
 * screen. Started before it, whenever the entry arrived before the first frame, its evaluation
 * held that frame back on a slow phone. A hidden tab paints nothing until shown, and a browser
 * without paint timing tells nothing: they start after 300 ms. Meanwhile the page's controls wait,
 * disabled (platform/src/first-paint/until-hydrated.tsx); its links work as links.
 */
export const ENTRY_AFTER_PAINT_SCRIPT =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  'document.querySelectorAll("link[data-entry]").forEach(function(l){var s=document.createElement("script");s.src=l.href;document.head.appendChild(s)})}' +
  'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start)}).observe({type:"paint",buffered:true})}catch(e){}' +
  'setTimeout(start,300)})()';

const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

const policySourceOf = (script) => `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The policy's 'sha256-…' sources for the scripts this composer writes into a prerendered page. */
export const COMPOSER_SCRIPT_HASHES = [THEME_CHECK_SCRIPT, ENTRY_AFTER_PAINT_SCRIPT].map(policySourceOf);
/** A skeleton's page has the theme check only. */
export const SKELETON_SCRIPT_HASHES = [policySourceOf(THEME_CHECK_SCRIPT)];

/** The origin of an absolute http(s) URL; null for anything else (a relative '/api', data:, junk). */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The visitor's mode from the cookie the app keeps beside its stored choice; light by default. */
export function modeFromCookie(cookieHeader = '') {
  const match = cookieHeader.match(new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)`));
  return match ? match[1] : 'light';
}

/** Reads a JSON file once per change of its modification time (a rebuild or an edit under a running server is seen). */
export function jsonFileReader(file) {
  let cached = { mtimeMs: -1, value: undefined };
  return () => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    if (stat.mtimeMs !== cached.mtimeMs) {
      try {
        cached = { mtimeMs: stat.mtimeMs, value: JSON.parse(fs.readFileSync(file, 'utf8')) };
      } catch {
        cached = { mtimeMs: stat.mtimeMs, value: undefined };
      }
    }
    return cached.value;
  };
}

/**
 * A JSON file of a deployed area (its prerender.json, its manifest), revalidated on every request
 * (an ETag makes that one small round trip), so a redeployed area shows on the next load; null
 * when unreachable. An area that failed is not asked again for a few seconds: a hanging one must
 * not slow every page.
 */
function remoteJsonReader(fetchImpl = fetch) {
  const cache = new Map();
  const failedUntil = new Map();
  return async (url) => {
    if ((failedUntil.get(url) ?? 0) > Date.now()) return null;
    const known = cache.get(url);
    try {
      const response = await fetchImpl(url, {
        headers: known?.etag ? { 'if-none-match': known.etag } : {},
        signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      });
      if (response.status === 304 && known) return known.value;
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const value = await response.json();
      const etag = response.headers.get('etag');
      if (etag) cache.set(url, { etag, value });
      return value;
    } catch {
      failedUntil.set(url, Date.now() + REMOTE_RETRY_AFTER_MS);
      return null;
    }
  };
}

/** A URL beside the manifest, or null when the manifest's URL is not one. */
function besideManifest(manifestUrl, file) {
  try {
    return new URL(file, manifestUrl).href;
  } catch {
    return null;
  }
}

const isHtml = (part) => typeof part?.html === 'string' && typeof part?.css === 'string';

/** The page's head additions and its root's content for this URL, or null when it is not prerendered. */
async function prerenderedParts({ shellPrerender, registry, readRemote, pathname, search, mode }) {
  // A remote served alone has its area's HTML, not a page: its standalone page is rendered by the app.
  if (shellPrerender?.kind !== 'page') return null;
  const frame = shellPrerender.routes?.[pathname]?.[mode];
  if (!isHtml(frame)) return null;
  const slot = frame.html.match(SLOT);
  if (!slot) return search ? null : { html: frame.html, css: [frame.css], hints: [], areaRemote: null };
  const prerenderUrl = besideManifest(registry?.remotes?.[slot[1]], PRERENDER_FILE);
  if (!prerenderUrl) return null;
  const remote = await readRemote(prerenderUrl);
  const area = remote?.routes?.[`${pathname}${search}`]?.[mode];
  if (!isHtml(area) || typeof remote.publicPath !== 'string' || remote.publicPath === '') return null;
  const base = new URL('.', prerenderUrl).href;
  const areaHtml = area.html.split(remote.publicPath).join(base);
  const hints = areaHtml.match(LEADING_PRELOADS)?.[0] ?? '';
  return {
    html: frame.html.replace(SLOT, () => areaHtml.slice(hints.length)),
    css: [frame.css, area.css.split(remote.publicPath).join(base)],
    hints: [hints],
    areaRemote: slot[1],
  };
}

/**
 * A signed-in area's page is not prerendered (it is the visitor's own data), but its code is
 * known from the area's live manifest: the manifest, remoteEntry.js and the App module's chunks
 * are hinted so the browser fetches them while the shell's own scripts load, not one after
 * another once the shell has started. A stale hint only wastes a request.
 */
async function signedInAreaHints({ shellPrerender, registry, readRemote, pathname }) {
  // The longest prefix holding the path, as contracts' signedInAreaOf picks it in the browser.
  const areas = Array.isArray(shellPrerender?.areas) ? shellPrerender.areas : [];
  const area = areas
    .filter((a) => typeof a?.prefix === 'string' && typeof a?.remote === 'string' && (pathname === a.prefix || pathname.startsWith(`${a.prefix}/`)))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (!area || !originOf(registry?.remotes?.[area.remote])) return null;
  // shared-ui's entry too: every page's buttons and cards come from it.
  const scripts = await Promise.all([area.remote, 'shared_ui'].map((name) => scriptsOfRemote(registry?.remotes?.[name], readRemote)));
  return { areaRemote: area.remote, hints: scripts.flat().map((url) => `<link rel="preload" href="${escapeAttr(url)}" as="script" fetchpriority="low">`) };
}

/** The absolute URLs of a deployed remote's remoteEntry.js and App module's chunks, from its live manifest. */
async function scriptsOfRemote(manifestUrl, readRemote) {
  if (!originOf(manifestUrl)) return [];
  const manifest = await readRemote(manifestUrl);
  const publicPath = manifest?.metaData?.publicPath;
  // 'auto': beside the manifest. A relative one is resolved by the page, not here: no hints.
  const base = publicPath === 'auto' ? manifestUrl : originOf(publicPath) ? publicPath : null;
  if (!base) return [];
  // Only files under the remote's own origin (a manifest cannot point the page elsewhere).
  return appScriptsOf(manifest)
    .map((file) => new URL(file, base))
    .filter((url) => url.origin === new URL(base).origin)
    .map((url) => url.href);
}

/** A federation manifest's remoteEntry.js and its App module's chunks, as paths relative to its public path. */
function appScriptsOf(manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  const app = Array.isArray(manifest?.exposes) ? manifest.exposes.find((expose) => expose?.name === 'App') : null;
  const chunks = Array.isArray(app?.assets?.js?.sync) ? app.assets.js.sync : [];
  const entryFile = typeof entry?.name === 'string' ? [entry.path, entry.name].map((part) => String(part ?? '').replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/') : null;
  const files = entryFile ? [entryFile, ...chunks] : [];
  // Relative file names only: no scheme, no leading slash, no way up.
  return files.filter((file) => typeof file === 'string' && /^[\w-][\w./-]*$/.test(file) && !file.includes('..') && !file.includes('//'));
}

/**
 * A signed-in page's skeleton (the frame's boxes and the page's header, nothing personal), sent
 * for the paths the shell's build prerendered one for, whatever the query: the app replaces it
 * (never hydrates it) with the same boxes as it starts (decision 0017). Null for other paths.
 */
function skeletonOf(shellPrerender, pathname, mode) {
  if (shellPrerender?.kind !== 'page' || !Object.hasOwn(shellPrerender.skeletons ?? {}, pathname)) return null;
  const skeleton = shellPrerender.skeletons[pathname]?.[mode];
  return isHtml(skeleton) ? skeleton : null;
}

/** Preconnects to every origin the page will load code from, and preloads the manifests it fetches first. */
function registryHints(registry, areaRemote) {
  const manifests = ['shared_ui', areaRemote].map((name) => registry?.remotes?.[name]).filter((url) => originOf(url));
  const origins = [...new Set(manifests.map(originOf))];
  return [
    ...origins.map((origin) => `<link rel="preconnect" href="${escapeAttr(origin)}" crossorigin>`),
    ...manifests.map((url) => `<link rel="preload" href="${escapeAttr(url)}" as="fetch" crossorigin="anonymous">`),
  ];
}

/** A signed-in area's published section of the site map, beside its manifest (its pages' roles and titles, decision 0043). */
function sectionHint(registry, areaRemote) {
  const manifest = registry?.remotes?.[areaRemote];
  return originOf(manifest) ? [`<link rel="preload" href="${escapeAttr(new URL('site-map.json', manifest).href)}" as="fetch" crossorigin="anonymous">`] : [];
}

/**
 * @param {{ dir: string, fetchImpl?: typeof fetch }} options
 * @returns {(page: { template: string, registry?: object, pathname: string, search?: string, cookie?: string, nonce: string }) => Promise<{ html: string, scriptHashes: string[] }>}
 * the page's HTML and the policy sources of the inline scripts the composer wrote (never of a
 * script element inside an area's HTML, which then does not run)
 */
export function createPageComposer({ dir, fetchImpl }) {
  const readShellPrerender = jsonFileReader(path.join(dir, PRERENDER_FILE));
  const readRemote = remoteJsonReader(fetchImpl);

  return async function compose({ template, registry, pathname, search = '', cookie = '', nonce }) {
    const mode = modeFromCookie(cookie);
    // Whatever goes wrong with a prerender (a remote's malformed file, a bad registry entry), the
    // visitor gets the plain page, never an error.
    const shellPrerender = readShellPrerender();
    const parts = await prerenderedParts({ shellPrerender, registry, readRemote, pathname, search, mode }).catch(() => null);
    const head = [`<meta property="csp-nonce" nonce="${nonce}">`];
    // The registry as data, not code: the page reads it instead of fetching /config.json.
    if (registry) head.push(`<script type="application/json" id="church-registry">${escapeJson(registry)}</script>`);
    let html = template;
    const skeleton = parts ? null : skeletonOf(shellPrerender, pathname, mode);
    if (!parts) {
      const area = await signedInAreaHints({ shellPrerender, registry, readRemote, pathname }).catch(() => null);
      if (area) head.push(...registryHints(registry, area.areaRemote), ...sectionHint(registry, area.areaRemote), ...area.hints);
    }
    // HTML in the visitor's mode: the stored mode is checked before the body shows.
    const painted = parts ?? skeleton;
    if (painted) {
      head.push(`<style nonce="${nonce}">html{color-scheme:${mode}}html.theme-pending body{visibility:hidden}</style>`, `<script>${THEME_CHECK_SCRIPT}</script>`);
      html = html.replace(/<html([^>]*)>/i, (tag, attrs) => `<html${attrs} data-theme="${mode}">`);
    }
    if (skeleton) {
      head.push(skeleton.css.replace(/<style /g, `<style nonce="${nonce}" `));
      html = html.replace(/<div id="root"><\/div>/, () => `<div id="root" data-skeleton>${skeleton.html}</div>`);
    }
    if (parts) {
      head.push(
        `<script>${ENTRY_AFTER_PAINT_SCRIPT}</script>`,
        ...parts.css.map((css) => css.replace(/<style /g, `<style nonce="${nonce}" `)),
        ...parts.hints,
        ...registryHints(registry, parts.areaRemote),
      );
      html = html
        .replace(/<div id="root"><\/div>/, () => `<div id="root" data-prerendered>${parts.html}</div>`)
        .replace(DEFERRED_SCRIPT, (tag, src) => `<link rel="preload" href="${src}" as="script" data-entry>`);
    }
    return { html: html.replace(/<\/head>/i, (tag) => `${head.join('')}${tag}`), scriptHashes: parts ? COMPOSER_SCRIPT_HASHES : skeleton ? SKELETON_SCRIPT_HASHES : [] };
  };
}
