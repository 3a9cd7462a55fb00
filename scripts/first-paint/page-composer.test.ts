// The shell's page assembled per request (docs/decisions/0017-prerendered-pages.md):
// the registry inlined, the frame and the area's HTML for the URL, the mode of the theme cookie,
// and the plain page whenever a part is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPOSER_SCRIPT_HASHES, createPageComposer, ENTRY_AFTER_PAINT_SCRIPT, modeFromCookie, SKELETON_SCRIPT_HASHES, THEME_CHECK_SCRIPT } from './page-composer.mjs';
import { inlineScriptHashes } from '../serve-static.mjs';

const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><script defer src="/main.1234abcd.js"></script></head><body><div id="root"></div></body></html>';
const PUBLIC_MANIFEST = 'http://localhost:3001/mf-manifest.json';
const registry = {
  apiBaseUrl: '/api',
  remotes: {
    mfe_public: PUBLIC_MANIFEST,
    shared_ui: 'http://localhost:3005/mf-manifest.json',
    mfe_member: 'http://localhost:3002/mf-manifest.json',
    mfe_admin: 'https://admin.example.org/v7/mf-manifest.json',
  },
  timeZone: 'Africa/Lagos</script><script>alert(1)',
};
const SLOT = '<template data-area-slot="mfe_public"></template>';
const frame = (mode: string) => ({ html: `<header>${mode} frame</header><main><!--$-->${SLOT}<!--/$--></main>`, css: `<style data-styled="true">.frame-${mode}{}</style>` });
const shellPrerender = {
  kind: 'page',
  areas: [
    { prefix: '/dashboard/admin', remote: 'mfe_admin' },
    { prefix: '/dashboard', remote: 'mfe_member' },
  ],
  publicPath: '__PRERENDER_PUBLIC_PATH__/',
  skeletons: {
    '/dashboard/admin': {
      light: { html: '<main><h1>Admin dashboard</h1></main>', css: '<style data-styled="true">.skeleton-light{}</style>' },
      dark: { html: '<main><h1>Admin dashboard (dark)</h1></main>', css: '<style data-styled="true">.skeleton-dark{}</style>' },
    },
    '/dashboard/broken': { light: { html: 42 }, dark: null },
  },
  routes: {
    '/': { light: frame('light'), dark: frame('dark') },
    '/login': { light: { html: '<h1>Log in</h1>', css: '<style data-styled="true">.login{}</style>' }, dark: { html: '<h1>Log in (dark)</h1>', css: '' } },
  },
};
const area = (text: string) => ({
  html: `<link rel="preload" as="image" href="__PRERENDER_PUBLIC_PATH__/assets/tile.1234abcd.svg"/><h1>${text}</h1><img src="__PRERENDER_PUBLIC_PATH__/assets/tile.1234abcd.svg">`,
  css: '<style data-styled="true">.area{background:url(__PRERENDER_PUBLIC_PATH__/assets/bg.svg)}</style>',
});
const PUBLIC_PRERENDER = {
  kind: 'area',
  publicPath: '__PRERENDER_PUBLIC_PATH__/',
  routes: { '/': { light: area('Welcome home'), dark: area('Welcome home, dark') }, '/forms?tab=prayer': { light: area('Prayer'), dark: area('Prayer') } },
};

// The live manifests of the signed-in areas and shared-ui (what the federation build writes).
const manifestOf = (chunks: string[]) => ({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'App', assets: { js: { sync: chunks, async: [] } } }] });
let manifests: Record<string, object>;
let publicPrerender: object;
let dir: string;
let requests: string[];
let answering: boolean;
const ETAG = '"v1"';
let revalidations: string[];
let notModified: number;
const fetchImpl = (async (url: string, init?: RequestInit) => {
  requests.push(url);
  if (!answering) throw new Error('connection refused');
  const asked = (init?.headers as Record<string, string>)?.['if-none-match'];
  if (asked) revalidations.push(asked);
  if (asked === ETAG) {
    notModified += 1;
    return new Response(null, { status: 304 });
  }
  if (url.endsWith('/mf-manifest.json')) return manifests[url] ? Response.json(manifests[url]) : new Response('not found', { status: 404 });
  return new Response(JSON.stringify(publicPrerender), { status: 200, headers: { 'content-type': 'application/json', etag: ETAG } });
}) as typeof fetch;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-composer-'));
  fs.writeFileSync(path.join(dir, 'prerender.json'), JSON.stringify(shellPrerender));
  requests = [];
  revalidations = [];
  notModified = 0;
  answering = true;
  publicPrerender = PUBLIC_PRERENDER;
  manifests = {
    'http://localhost:3002/mf-manifest.json': manifestOf(['__federation_expose_App.11aa.js']),
    'https://admin.example.org/v7/mf-manifest.json': manifestOf(['__federation_expose_App.22bb.js', '123.33cc.js']),
    'http://localhost:3005/mf-manifest.json': { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'Button', assets: { js: { sync: ['b.js'] } } }] },
  };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const composePage = (pathname: string, options: { search?: string; cookie?: string } = {}) =>
  createPageComposer({ dir, fetchImpl })({ template: TEMPLATE, registry, pathname, nonce: 'n0nce', ...options });
const compose = async (pathname: string, options: { search?: string; cookie?: string } = {}) => (await composePage(pathname, options)).html;

test('the public home: the frame with the area HTML for the path, from beside the manifest the registry names', async () => {
  const html = await compose('/');
  expect(requests).toEqual(['http://localhost:3001/prerender.json']);
  expect(html).toContain('<div id="root" data-prerendered><header>light frame</header><main><!--$--><h1>Welcome home</h1><img src="http://localhost:3001/assets/tile.1234abcd.svg"><!--/$--></main>');
  expect(html).toContain('<html lang="en" data-theme="light">');
  // Both style sheets with the page's nonce, the area's URLs made absolute; the image preload in the head.
  expect(html).toContain('<style nonce="n0nce" data-styled="true">.frame-light{}</style>');
  expect(html).toContain('<style nonce="n0nce" data-styled="true">.area{background:url(http://localhost:3001/assets/bg.svg)}</style>');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link rel="preload" as="image" href="http://localhost:3001/assets/tile.1234abcd.svg"/>');
  expect(head).toContain('<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin="anonymous">');
  expect(html).not.toContain('__PRERENDER_PUBLIC_PATH__');
});

test('the theme cookie picks the dark frame and area', async () => {
  const html = await compose('/', { cookie: 'a=1; theme=dark' });
  expect(html).toContain('data-theme="dark"');
  expect(html).toContain('<header>dark frame</header>');
  expect(html).toContain('Welcome home, dark');
  expect(modeFromCookie('theme=purple')).toBe('light');
  expect(modeFromCookie(undefined)).toBe('light');
});

test('the query is part of the area URL: a prerendered tab is served, another query gives the plain page', async () => {
  expect(await compose('/', { search: '?tab=prayer' })).toContain('<div id="root"></div>');
  expect(await compose('/forms', { search: '?tab=prayer' })).toContain('<div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'prerender.json'), JSON.stringify({ ...shellPrerender, routes: { ...shellPrerender.routes, '/forms': { light: frame('light'), dark: frame('dark') } } }));
  expect(await compose('/forms', { search: '?tab=prayer' })).toContain('<h1>Prayer</h1>');
});

test('an area that does not answer, or has no HTML for the URL, gives the plain page (the app renders it)', async () => {
  answering = false;
  const html = await compose('/');
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('data-theme');
  publicPrerender = { publicPath: '__PRERENDER_PUBLIC_PATH__/', routes: {} };
  answering = true;
  expect(await compose('/')).toContain('<div id="root"></div>');
});

test("the shell's own pages need no area; unknown paths and a query on them give the plain page", async () => {
  const login = await compose('/login');
  expect(login).toContain('<div id="root" data-prerendered><h1>Log in</h1></div>');
  expect(requests).toEqual([]);
  expect(await compose('/login', { search: '?redirect=%2Fdashboard' })).toContain('<div id="root"></div>');
  expect(await compose('/dashboard/admin/members')).toContain('<div id="root"></div>');
});

test("a prerendered page fetches the shell's entry at once but starts it after the first paint; a plain page runs it as the template says", async () => {
  const home = await compose('/');
  expect(home).not.toContain('<script defer src="/main.1234abcd.js"></script>');
  expect(home).toContain('<link rel="preload" href="/main.1234abcd.js" as="script" data-entry>');
  expect(home).toContain(`<script>${ENTRY_AFTER_PAINT_SCRIPT}</script>`);
  const plain = await compose('/dashboard');
  expect(plain).toContain('<script defer src="/main.1234abcd.js"></script>');
  expect(plain).not.toContain('data-entry');
});

test('every page gets the registry as a data block that cannot end its script element', async () => {
  const html = await compose('/dashboard');
  const block = html.match(/<script type="application\/json" id="church-registry">([\s\S]*?)<\/script>/);
  expect(block).not.toBeNull();
  expect(JSON.parse(block![1])).toEqual(registry);
  expect(block![1]).not.toContain('</script>');
});

test("a remote served alone has its area's HTML, not a page: its page is the plain one", async () => {
  fs.writeFileSync(path.join(dir, 'prerender.json'), JSON.stringify(PUBLIC_PRERENDER));
  expect(await compose('/')).toContain('<div id="root"></div>');
});

test('without a prerender file the page is the plain one', async () => {
  fs.rmSync(path.join(dir, 'prerender.json'));
  expect(await compose('/')).toContain('<div id="root"></div>');
});

test('the area file is revalidated on every page (a redeployed area shows on the next load); a 304 reuses it', async () => {
  const composer = createPageComposer({ dir, fetchImpl });
  const page = { template: TEMPLATE, registry, pathname: '/', nonce: 'n' };
  expect((await composer(page)).html).toContain('<h1>Welcome home</h1>');
  expect((await composer(page)).html).toContain('<h1>Welcome home</h1>');
  expect(requests).toHaveLength(2);
  // The second asked with the first answer's ETag and was answered 304 Not Modified.
  expect(revalidations).toEqual([ETAG]);
  expect(notModified).toBe(1);
});

test("the policy's script hashes are the composer's scripts, never one an area's HTML brings", async () => {
  publicPrerender = { ...PUBLIC_PRERENDER, routes: { '/': { light: { html: '<h1>Hi</h1><script>alert(1)</script>', css: '' }, dark: area('x') } } };
  const page = await composePage('/');
  const areaScript = inlineScriptHashes('<script>alert(1)</script>')[0];
  expect(page.scriptHashes).toEqual(COMPOSER_SCRIPT_HASHES);
  expect(inlineScriptHashes(page.html)).toEqual(expect.arrayContaining([...COMPOSER_SCRIPT_HASHES, areaScript]));
  expect(page.scriptHashes).not.toContain(areaScript);
  // A plain page has no script of the composer's.
  expect((await composePage('/dashboard')).scriptHashes).toEqual([]);
});

test('an area file of another shape, or a registry entry that is not a URL, gives the plain page, never an error', async () => {
  publicPrerender = { kind: 'area', publicPath: '__PRERENDER_PUBLIC_PATH__/', routes: { '/': { light: { html: 42, css: null } } } };
  expect(await compose('/')).toContain('<div id="root"></div>');
  const page = await createPageComposer({ dir, fetchImpl })({ template: TEMPLATE, registry: { remotes: { shared_ui: 'not a url', mfe_public: '::' } }, pathname: '/login', nonce: 'n' });
  expect(page.html).toContain('<h1>Log in</h1>');
  expect(page.html).not.toContain('rel="preconnect"');
});

test("a signed-in area's page hints its code from the live manifests, at low priority, the longest prefix winning", async () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const admin = head(await compose('/dashboard/admin/attendance'));
  expect(admin).toContain('<link rel="preconnect" href="https://admin.example.org" crossorigin>');
  expect(admin).toContain('<link rel="preload" href="https://admin.example.org/v7/mf-manifest.json" as="fetch" crossorigin="anonymous">');
  expect(admin).toContain('<link rel="preload" href="https://admin.example.org/v7/site-map.json" as="fetch" crossorigin="anonymous">');
  const scripts = [...admin.matchAll(/<link rel="preload" href="([^"]+)" as="script" fetchpriority="low">/g)].map((m) => m[1]);
  expect(scripts).toEqual([
    'https://admin.example.org/v7/remoteEntry.js',
    'https://admin.example.org/v7/__federation_expose_App.22bb.js',
    'https://admin.example.org/v7/123.33cc.js',
    'http://localhost:3005/remoteEntry.js', // shared-ui's entry; it has no App module
  ]);
  const member = head(await compose('/dashboard'));
  expect(member).toContain('<link rel="preload" href="http://localhost:3002/remoteEntry.js" as="script" fetchpriority="low">');
  expect(member).not.toMatch(/<link[^>]*admin\.example\.org/);
  // Only a signed-in area publishes its section: a public page preloads none.
  expect(await compose('/')).not.toContain('site-map.json');
  // A public page that is not prerendered, or a path merely starting like an area, gets none.
  expect(await compose('/dashboardish')).not.toContain('as="script"');
});

test("a signed-in area's manifest that is missing or of another shape gives the page without script hints, never an error", async () => {
  manifests['http://localhost:3002/mf-manifest.json'] = { metaData: { publicPath: 'auto', remoteEntry: { name: '../../evil.js', path: '' } }, exposes: 'no' };
  delete manifests['http://localhost:3005/mf-manifest.json'];
  const html = await compose('/dashboard');
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('<link rel="preload" href="http://localhost:3002/mf-manifest.json" as="fetch" crossorigin="anonymous">');
  expect(html).not.toContain('as="script"');
});

test("a manifest cannot point a hint at another origin; the entry's path is joined as the federation runtime does", async () => {
  const scriptHints = async () => [...(await compose('/dashboard')).matchAll(/<link rel="preload" href="([^"]+)" as="script"/g)].map((m) => m[1]);
  manifests['http://localhost:3002/mf-manifest.json'] = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '/js/' } },
    exposes: [{ name: 'App', assets: { js: { sync: ['//evil.example/x.js', 'https://evil.example/y.js', '/root.js', 'ok.js'] } } }],
  };
  delete manifests['http://localhost:3005/mf-manifest.json'];
  expect(await scriptHints()).toEqual(['http://localhost:3002/js/remoteEntry.js', 'http://localhost:3002/ok.js']);
  // A public path on another origin is where that remote's files are; a relative one gives no hints.
  manifests['http://localhost:3002/mf-manifest.json'] = { ...manifestOf(['a.js']), metaData: { publicPath: 'https://cdn.example.org/member/', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
  expect(await scriptHints()).toEqual(['https://cdn.example.org/member/remoteEntry.js', 'https://cdn.example.org/member/a.js']);
  manifests['http://localhost:3002/mf-manifest.json'] = { ...manifestOf(['a.js']), metaData: { publicPath: '/member/', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
  expect(await scriptHints()).toEqual([]);
});

test('an area that failed is not asked again on the next pages for a few seconds', async () => {
  answering = false;
  const composer = createPageComposer({ dir, fetchImpl });
  const page = { template: TEMPLATE, registry, pathname: '/', nonce: 'n' };
  expect((await composer(page)).html).toContain('<div id="root"></div>');
  answering = true;
  expect((await composer(page)).html).toContain('<div id="root"></div>');
  expect(requests).toHaveLength(1);
});

test("a signed-in page with a skeleton gets it in the visitor's mode, to be replaced by the app (not hydrated), whatever the query", async () => {
  const page = await composePage('/dashboard/admin', { search: '?year=2025' });
  expect(page.html).toContain('<html lang="en" data-theme="light">');
  expect(page.html).toContain('<div id="root" data-skeleton><main><h1>Admin dashboard</h1></main></div>');
  expect(page.html).toContain('<style nonce="n0nce" data-styled="true">.skeleton-light{}</style>');
  // The stored mode is checked before the body shows; the entry runs as the template says.
  expect(page.html).toContain(`html.theme-pending body{visibility:hidden}`);
  expect(page.html).toContain(`<script>${THEME_CHECK_SCRIPT}</script>`);
  expect(page.scriptHashes).toEqual(SKELETON_SCRIPT_HASHES);
  expect(inlineScriptHashes(page.html)).toEqual(SKELETON_SCRIPT_HASHES);
  expect(page.html).toContain('<script defer src="/main.1234abcd.js"></script>');
  expect(page.html).not.toContain('data-prerendered');
  expect(page.html).not.toContain(ENTRY_AFTER_PAINT_SCRIPT);
  // Its area's code is still hinted.
  expect(page.html).toContain('<link rel="preload" href="https://admin.example.org/v7/remoteEntry.js" as="script" fetchpriority="low">');
  expect(await compose('/dashboard/admin', { cookie: 'theme=dark' })).toContain('<div id="root" data-skeleton><main><h1>Admin dashboard (dark)</h1></main></div>');
});

test('a signed-in path without a skeleton, or with a malformed one, gives the plain page', async () => {
  for (const pathname of ['/dashboard/admin/nowhere', '/dashboard/broken', '/dashboard/admin/', '/toString', '/__proto__']) {
    const page = await composePage(pathname);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.scriptHashes).toEqual([]);
  }
});
