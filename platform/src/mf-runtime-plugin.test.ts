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

  it("lets the browser run between a container's start and the first use of its modules", async () => {
    jest.useFakeTimers();
    try {
      const initContainer = plugin.initContainer as unknown as (args: object) => Promise<object>;
      const args = { id: 'shared_ui/Button' };
      let settled = false;
      const done = initContainer(args).then((result) => ((settled = true), result));
      await Promise.resolve();
      await Promise.resolve();
      expect(settled).toBe(false); // not within the same task's microtasks
      jest.runOnlyPendingTimers();
      await expect(done).resolves.toBe(args);
    } finally {
      jest.useRealTimers();
    }
  });

  it("evaluates a module imported by another container's code in a task of its own, once", async () => {
    jest.useFakeTimers();
    try {
      const onLoad = plugin.onLoad as unknown as (args: object) => Promise<unknown>;
      const exports = { Button: 'the button' };
      const factory = jest.fn(() => exports);
      const done = onLoad({ id: 'shared_ui/Button', exposeModuleFactory: factory });
      await Promise.resolve();
      await Promise.resolve();
      expect(factory).not.toHaveBeenCalled(); // not within the same task's microtasks
      jest.runOnlyPendingTimers();
      const wrapped = (await done) as () => unknown;
      expect(factory).toHaveBeenCalledTimes(1);
      expect(wrapped()).toBe(exports);
      expect(wrapped()).toBe(exports);
      expect(factory).toHaveBeenCalledTimes(1);
      // A module loaded at run time (an area's App) is left as it is.
      await expect(onLoad({ id: 'mfe_admin/App', exposeModule: { default: 'App' } })).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
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

describe("the plugin's fallback to the shell's copy of shared-ui", () => {
  type ErrorLoadRemote = (args: { id: string; error: unknown; from: 'build' | 'runtime'; lifecycle: string; origin?: unknown }) => Promise<unknown>;
  const slot = globalThis as typeof globalThis & { __churchSharedUiUnreachable?: boolean };
  let plugin: ReturnType<typeof churchRuntimePlugin>;
  let errorLoadRemote: ErrorLoadRemote;
  let beforeRequest: BeforeRequest;
  let warn: jest.SpyInstance;
  const button = { Button: () => null };
  const refused = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');

  beforeEach(() => {
    plugin = churchRuntimePlugin();
    errorLoadRemote = plugin.errorLoadRemote as unknown as ErrorLoadRemote;
    beforeRequest = plugin.beforeRequest as unknown as BeforeRequest;
    globalThis.__churchSharedUiFallback = jest.fn().mockResolvedValue(button);
    delete slot.__churchSharedUiUnreachable;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    delete globalThis.__churchSharedUiFallback;
    delete slot.__churchSharedUiUnreachable;
    warn.mockRestore();
  });

  it("answers a failed build-time import with a factory of the shell's module, and says so once", async () => {
    const factory = await errorLoadRemote({ id: 'shared_ui/Button', error: refused, from: 'build', lifecycle: 'onLoad' });
    expect(typeof factory).toBe('function');
    expect((factory as () => unknown)()).toBe(button);
    expect(globalThis.__churchSharedUiFallback).toHaveBeenCalledWith('./Button');
    await errorLoadRemote({ id: 'shared_ui/Page', error: refused, from: 'build', lifecycle: 'onLoad' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual(["shared-ui could not be loaded; using the shell's copy on this page.", refused]);
  });

  it('answers a failed runtime loadRemote with the module itself', async () => {
    await expect(errorLoadRemote({ id: 'shared_ui/Button', error: refused, from: 'runtime', lifecycle: 'onLoad' })).resolves.toBe(button);
  });

  it('falls back on a timeout too (a hanging shared-ui)', async () => {
    const timeout = new DOMException('signal timed out', 'TimeoutError');
    const factory = await errorLoadRemote({ id: 'shared_ui/theme', error: timeout, from: 'build', lifecycle: 'onLoad' });
    expect((factory as () => unknown)()).toBe(button);
    expect(warn.mock.calls[0][1]).toBe(timeout);
  });

  it('leaves the earlier stages, other remotes and a page without the shell to fail as before', async () => {
    // The manifest's own failure comes first (id: its URL), then the request's: only the last answers.
    await expect(errorLoadRemote({ id: 'http://cdn.example.org/shared-ui/7/mf-manifest.json', error: refused, from: 'runtime', lifecycle: 'afterResolve' })).resolves.toBeUndefined();
    await expect(errorLoadRemote({ id: 'shared_ui/Button', error: refused, from: 'runtime', lifecycle: 'beforeRequest' })).resolves.toBeUndefined();
    await expect(errorLoadRemote({ id: 'mfe_admin/App', error: refused, from: 'runtime', lifecycle: 'onLoad' })).resolves.toBeUndefined();
    expect(slot.__churchSharedUiUnreachable).toBeUndefined();
    // A remote served alone has no shell, so no copy: the error stands.
    delete globalThis.__churchSharedUiFallback;
    await expect(errorLoadRemote({ id: 'shared_ui/Button', error: refused, from: 'build', lifecycle: 'onLoad' })).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends later shared-ui requests of the page straight to the fallback, and nothing else', async () => {
    await errorLoadRemote({ id: 'shared_ui/Button', error: refused, from: 'build', lifecycle: 'onLoad' });
    const placeholder = () => [{ name: 'shared_ui', entry: 'https://registry.invalid/shared_ui/mf-manifest.json' }];
    await expect(beforeRequest(requestArgs('shared_ui/DataTable', placeholder()).args)).rejects.toThrow('unreachable earlier on this page');
    await expect(beforeRequest(requestArgs('mfe_admin/App', []).args)).resolves.toBeDefined();
    // A new page starts without the mark, so it tries shared-ui first again.
    delete slot.__churchSharedUiUnreachable;
    await expect(beforeRequest(requestArgs('shared_ui/DataTable', placeholder()).args)).resolves.toBeDefined();
  });

  it('lets a failure of the fallback itself surface', async () => {
    globalThis.__churchSharedUiFallback = jest.fn().mockRejectedValue(new Error('chunk failed'));
    await expect(errorLoadRemote({ id: 'shared_ui/Button', error: refused, from: 'build', lifecycle: 'onLoad' })).rejects.toThrow('chunk failed');
  });
});
