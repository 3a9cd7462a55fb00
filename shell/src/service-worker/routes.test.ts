import { filesToKeep, HASHED_FILE, kindOf, pageCacheKey } from './routes';

const origin = 'https://church.example';
const kind = (href: string, { method = 'GET', mode = 'no-cors' as RequestMode } = {}) => kindOf({ url: new URL(href), method, mode, origin });

describe('what the service worker does with a request', () => {
  it('never handles the API, on the site or on its own origin, nor a write', () => {
    expect(kind(`${origin}/api/me`, { mode: 'cors' })).toBe('passed');
    expect(kind(`${origin}/api/check-ins`, { method: 'POST', mode: 'cors' })).toBe('passed');
    expect(kind('https://api.church.example/api/me', { mode: 'cors' })).toBe('passed');
    expect(kind(`${origin}/dashboard`, { method: 'POST', mode: 'navigate' })).toBe('passed');
  });

  it("answers the site's pages from the network first", () => {
    expect(kind(`${origin}/dashboard`, { mode: 'navigate' })).toBe('page');
    expect(kind(`${origin}/check-in?code=ABC`, { mode: 'navigate' })).toBe('page');
    expect(kind('https://elsewhere.example/', { mode: 'navigate' })).toBe('passed');
  });

  it('revalidates what says which code to run, on any origin: registry, manifests, entries', () => {
    for (const href of [
      `${origin}/config.json`,
      'https://admin.church.example/mf-manifest.json',
      'https://admin.church.example/remoteEntry.js',
      'http://localhost:3005/mf-manifest.json',
      `${origin}/manifest.webmanifest`,
      `${origin}/icons/icon-192.png`,
    ]) {
      expect(kind(href, { mode: 'cors' })).toBe('revalidated');
    }
  });

  it('answers content-hashed chunks from the cache first, and leaves other files alone', () => {
    expect(kind('https://admin.church.example/__federation_expose_App.3f2a9c1b.js')).toBe('hashed');
    expect(kind(`${origin}/main.0a1b2c3d.js`)).toBe('hashed');
    expect(kind('http://localhost:3001/assets/tile.4d5e6f70.png')).toBe('hashed');
    expect(HASHED_FILE.test('/main.js')).toBe(false);
    expect(kind(`${origin}/sw.js`)).toBe('passed');
    expect(kind(`${origin}/main.js`)).toBe('passed');
  });

  it('keeps one copy of a page per path, whatever its query', () => {
    expect(pageCacheKey(new URL(`${origin}/check-in?code=ABC123`))).toBe(`${origin}/check-in`);
  });

  it("keeps, on a page's word, only what it would have kept from the page's own requests", () => {
    const files = [
      `${origin}/main.0a1b2c3d.js`,
      'https://public.church.example/mf-manifest.json',
      'https://public.church.example/site-map.json',
      `${origin}/api/me`,
      'https://api.church.example/api/station/roster',
      `${origin}/main.js`,
      'not a url',
      42,
    ];
    expect(filesToKeep({ type: 'keep', page: `${origin}/station`, files }, origin)).toEqual([
      { url: `${origin}/station`, kind: 'page' },
      { url: `${origin}/main.0a1b2c3d.js`, kind: 'hashed' },
      { url: 'https://public.church.example/mf-manifest.json', kind: 'revalidated' },
      { url: 'https://public.church.example/site-map.json', kind: 'revalidated' },
    ]);
    expect(filesToKeep({ type: 'keep', page: 'https://elsewhere.example/' }, origin)).toEqual([]);
    expect(filesToKeep({ type: 'other', files }, origin)).toEqual([]);
    expect(filesToKeep(null, origin)).toEqual([]);
  });
});
