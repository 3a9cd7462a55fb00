import { OVERRIDES_STORAGE_KEY, applyOverrides, parseRegistry, type Registry } from './registry';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const registry: Registry = {
  apiBaseUrl: '/api',
  remotes: {
    mfe_admin: 'http://localhost:3004/mf-manifest.json',
    shared_ui: 'http://localhost:3005/mf-manifest.json',
  },
  allowOverrides: true,
  overrideOrigins: ['https://qa.example.org'],
};

describe('parseRegistry', () => {
  it('keeps the remotes and defaults the API base path and the override settings', () => {
    expect(parseRegistry({ remotes: { mfe_admin: 'x' } })).toEqual({
      apiBaseUrl: '/api',
      remotes: { mfe_admin: 'x' },
      allowOverrides: false,
      overrideOrigins: [],
    });
  });

  it.each([null, 'text', {}, { remotes: null }])('refuses a registry without a remotes map: %p', (value) => {
    expect(() => parseRegistry(value)).toThrow('The runtime registry (config.json) has no "remotes" map.');
  });

  it('keeps the church time zone when given as text', () => {
    expect(parseRegistry({ remotes: {}, timeZone: 'Africa/Lagos' }).timeZone).toBe('Africa/Lagos');
    expect(parseRegistry({ remotes: {}, timeZone: 3 })).not.toHaveProperty('timeZone');
  });

  it('only turns overrides on for a literal true', () => {
    expect(parseRegistry({ remotes: {}, allowOverrides: 'yes' }).allowOverrides).toBe(false);
  });
});

describe('applyOverrides', () => {
  it('changes nothing, and stores nothing, when the registry does not allow overrides', () => {
    const storage = memoryStorage();
    const result = applyOverrides({ ...registry, allowOverrides: false }, '?mf-override.mfe_admin=https://qa.example.org/a/mf-manifest.json', storage);
    expect(result.remotes.mfe_admin).toBe('http://localhost:3004/mf-manifest.json');
    expect(storage.items.size).toBe(0);
  });

  it('points one remote at another build from a listed origin and remembers it for this browser', () => {
    const storage = memoryStorage();
    const url = 'https://qa.example.org/admin-42/mf-manifest.json';
    const result = applyOverrides(registry, `?mf-override.mfe_admin=${encodeURIComponent(url)}`, storage);
    expect(result.remotes).toEqual({ ...registry.remotes, mfe_admin: url });
    // A later page load without the query string keeps the override.
    expect(applyOverrides(registry, '', storage).remotes.mfe_admin).toBe(url);
  });

  it('accepts the origin of any remote the registry names', () => {
    const url = 'http://localhost:3005/other-build/mf-manifest.json';
    expect(applyOverrides(registry, `?mf-override.mfe_admin=${url}`, memoryStorage()).remotes.mfe_admin).toBe(url);
  });

  it('never loads code from an origin the registry does not list', () => {
    const result = applyOverrides(registry, '?mf-override.mfe_admin=https://evil.example.com/mf-manifest.json', memoryStorage());
    expect(result.remotes.mfe_admin).toBe('http://localhost:3004/mf-manifest.json');
  });

  it('ignores overrides of remotes the registry does not name, and malformed URLs', () => {
    const result = applyOverrides(registry, '?mf-override.mfe_unknown=https://qa.example.org/x.json&mf-override.shared_ui=not a url', memoryStorage());
    expect(result.remotes).toEqual(registry.remotes);
  });

  it('clears a remembered override with an empty value', () => {
    const storage = memoryStorage({ [OVERRIDES_STORAGE_KEY]: JSON.stringify({ mfe_admin: 'https://qa.example.org/a.json' }) });
    const result = applyOverrides(registry, '?mf-override.mfe_admin=', storage);
    expect(result.remotes.mfe_admin).toBe('http://localhost:3004/mf-manifest.json');
    expect(JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY)!)).toEqual({});
  });

  it('survives corrupt stored overrides', () => {
    const storage = memoryStorage({ [OVERRIDES_STORAGE_KEY]: '{not json' });
    expect(applyOverrides(registry, '', storage).remotes).toEqual(registry.remotes);
  });
});

describe('applyOverrides refuses code that is not from an http(s) origin', () => {
  it.each(['data:text/javascript,alert(1)', 'javascript:alert(1)', 'localhost:5004/mf-manifest.json'])('%s', (url) => {
    const withSchemelessOrigin = { ...registry, overrideOrigins: ['localhost:5004', 'data:text/plain,x'] };
    const result = applyOverrides(withSchemelessOrigin, `?mf-override.mfe_admin=${encodeURIComponent(url)}`, memoryStorage());
    expect(result.remotes.mfe_admin).toBe('http://localhost:3004/mf-manifest.json');
  });
});

describe('the registry the page server inlined', () => {
  afterEach(() => {
    document.getElementById('church-registry')?.remove();
    delete (globalThis as Record<string, unknown>).__CHURCH_MF_REGISTRY__;
    delete (globalThis as Record<string, unknown>).__CHURCH_MF_REGISTRY_LOADING__;
    localStorage.clear();
  });

  function inline(value: unknown) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'church-registry';
    block.textContent = JSON.stringify(value);
    document.head.append(block);
  }

  it('is read instead of fetching /config.json, with this browser QA overrides on top', async () => {
    const { ensureRegistry, overridesApplied } = await import('./registry');
    inline(registry);
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ mfe_admin: 'https://qa.example.org/admin/mf-manifest.json' }));
    const fetchSpy = jest.fn();
    Object.assign(globalThis, { fetch: fetchSpy });
    const installed = await ensureRegistry();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(installed.remotes.mfe_admin).toBe('https://qa.example.org/admin/mf-manifest.json');
    expect(overridesApplied(installed)).toBe(true);
    expect(overridesApplied({ ...installed, remotes: registry.remotes })).toBe(false);
    delete (globalThis as Record<string, unknown>).fetch;
  });
});
