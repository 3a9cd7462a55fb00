import churchRuntimePlugin, { MANIFEST_TIMEOUT_MS, SCRIPT_TIMEOUT_MS } from './mf-runtime-plugin';
import { setRegistry } from './registry';

type BeforeRequest = (args: unknown) => Promise<{ options: { remotes: Array<{ name: string; entry: string }> } }>;

function requestArgs(id: string, remotes: Array<{ name: string; entry: string }>) {
  const origin = { registerRemotes: jest.fn((list: Array<{ name: string; entry: string }>) => remotes.push(...list)) };
  return { args: { id, options: { remotes }, origin }, origin };
}

beforeEach(() => {
  setRegistry({
    apiBaseUrl: '/api',
    remotes: {
      shared_ui: 'http://cdn.example.org/shared-ui/7/mf-manifest.json',
      mfe_admin: 'http://cdn.example.org/admin/42/mf-manifest.json',
    },
  });
});

describe('the runtime plugin every container carries', () => {
  const plugin = churchRuntimePlugin();
  const beforeRequest = plugin.beforeRequest as unknown as BeforeRequest;

  it('replaces a compiled placeholder entry with the registry URL', async () => {
    const remotes = [{ name: 'shared_ui', entry: 'https://registry.invalid/shared_ui/mf-manifest.json' }];
    const { args } = requestArgs('shared_ui/Button', remotes);
    const result = await beforeRequest(args);
    expect(result.options.remotes[0].entry).toBe('http://cdn.example.org/shared-ui/7/mf-manifest.json');
  });

  it('registers an area remote the container has never heard of', async () => {
    const { args, origin } = requestArgs('mfe_admin/App', []);
    await beforeRequest(args);
    expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_admin', entry: 'http://cdn.example.org/admin/42/mf-manifest.json' }]);
  });

  it('leaves a remote the registry does not name alone', async () => {
    const { args, origin } = requestArgs('mfe_unknown/App', []);
    await beforeRequest(args);
    expect(origin.registerRemotes).not.toHaveBeenCalled();
  });

  it('bounds the manifest fetch and the remote entry script', async () => {
    const fetchMock = jest.fn().mockResolvedValue('response');
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      await (plugin.fetch as unknown as (url: string, init: RequestInit) => Promise<unknown>)('http://x/mf-manifest.json', {});
    } finally {
      globalThis.fetch = realFetch;
    }
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.cache).toBe('no-cache');
    expect((plugin.createScript as unknown as () => { timeout: number })()).toEqual({ timeout: SCRIPT_TIMEOUT_MS });
    expect(MANIFEST_TIMEOUT_MS).toBeLessThanOrEqual(5000);
  });
});
