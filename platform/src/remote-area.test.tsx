import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteArea, RemoteLoadError, loadRemoteModule, preloadSignedInArea } from './remote-area';

// One mock for every copy of the module (the preload tests load fresh copies).
const mockLoadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => mockLoadRemote(id) }));
const loadRemote = mockLoadRemote;

beforeEach(() => {
  loadRemote.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('loadRemoteModule', () => {
  it('returns the module of the first attempt that answers', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ default: 'ok' });
    await expect(loadRemoteModule('mfe_admin/App', { load, backoffMs: 0 })).resolves.toEqual({ default: 'ok' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the allowed attempts with a RemoteLoadError naming the remote', async () => {
    const load = jest.fn().mockRejectedValue(new Error('connection refused'));
    const failure = loadRemoteModule('mfe_admin/App', { load, attempts: 3, backoffMs: 0 });
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('Could not load mfe_admin/App: connection refused');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('bounds an attempt that never settles', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(() => new Promise<never>(() => {}));
      const failure = loadRemoteModule('mfe_admin/App', { load, attempts: 2, timeoutMs: 4000, backoffMs: 400 });
      const settled = jest.fn();
      failure.catch(settled);
      await jest.advanceTimersByTimeAsync(8399);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ message: 'Could not load mfe_admin/App: mfe_admin/App did not answer within 4000 ms' }));
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats a module that resolves to nothing as a failure', async () => {
    const load = jest.fn().mockResolvedValue(null);
    await expect(loadRemoteModule('mfe_admin/App', { load, attempts: 1 })).rejects.toThrow('mfe_admin/App resolved to nothing');
  });
});

describe('RemoteArea', () => {
  it('shows the area error with Retry when loading fails, and Retry loads again in place', async () => {
    loadRemote.mockRejectedValue(new Error('connection refused'));
    jest.useFakeTimers();
    try {
      render(<RemoteArea remote="mfe_admin" title="The admin area" />);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('heading', { name: 'The admin area is unavailable right now' })).toBeInTheDocument();
      expect(loadRemote).toHaveBeenCalledWith('mfe_admin/App');

      loadRemote.mockReset();
      loadRemote.mockResolvedValue({ default: () => <h1>Admin dashboard</h1> });
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await act(() => jest.advanceTimersByTimeAsync(10));
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('area-error')).toBeNull();
  });

  it('contains a render failure of the area behind its own error screen', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    render(
      <main>
        <p>Shell content</p>
        <RemoteArea remote="mfe_member" title="The member area" />
      </main>,
    );
    expect(await screen.findByRole('heading', { name: 'The member area ran into a problem' })).toBeInTheDocument();
    expect(screen.getByText('Shell content')).toBeInTheDocument();
  });
});

describe('preloadSignedInArea', () => {
  // The loaded areas are kept for the page's life: each test starts from a fresh copy of the module.
  const freshPreload = () => {
    let fresh: typeof preloadSignedInArea = preloadSignedInArea;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      fresh = (require('./remote-area') as typeof import('./remote-area')).preloadSignedInArea;
    });
    return fresh;
  };

  it('loads the area the page opens on, when the stored roles may open it, then that page', async () => {
    const preloadMembers = jest.fn(() => Promise.resolve());
    loadRemote.mockResolvedValue({ default: () => null, pages: { members: { preload: preloadMembers } } });
    const preload = freshPreload();
    await preload('/dashboard/admin/members', ['admin', 'member']);
    await preload('/dashboard/leaders', ['leader', 'member']);
    await preload('/dashboard/profile', ['member']);
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['mfe_admin/App', 'mfe_leader/App', 'mfe_member/App']);
    expect(preloadMembers).toHaveBeenCalledTimes(1);
  });

  it('resolves once the page is in too', async () => {
    let pageIn: () => void = () => {};
    loadRemote.mockResolvedValue({ default: () => null, pages: { firstTimer: { preload: () => new Promise<void>((resolve) => (pageIn = resolve)) } } });
    const done = jest.fn();
    freshPreload()('/dashboard/first-timers/12', ['member']).then(done);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(done).not.toHaveBeenCalled();
    pageIn();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(done).toHaveBeenCalled();
  });

  it('loads nothing for a public page, an area the roles may not open, or without a session', async () => {
    loadRemote.mockResolvedValue({ default: () => null });
    const preload = freshPreload();
    await preload('/forms', ['member']);
    await preload('/dashboard/admin', ['member']);
    await preload('/dashboard', []);
    // Not the admin area: the member area's own page (its not-found).
    await preload('/dashboard/administrators', ['admin']);
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['mfe_member/App']);
  });

  it('resolves after a failed load, leaving the failure to the area (no unhandled rejection)', async () => {
    loadRemote.mockRejectedValue(new Error('connection refused'));
    jest.useFakeTimers();
    try {
      const done = jest.fn();
      freshPreload()('/dashboard/admin', ['admin']).then(done);
      await jest.advanceTimersByTimeAsync(1000);
      expect(done).toHaveBeenCalled();
      expect(loadRemote).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('an area loaded ahead', () => {
  it('renders in the first pass, without its fallback, and its first attempt is the load ahead', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Leaders dashboard</h1>, pages: {} });
    await preloadSignedInArea('/dashboard/leaders', ['leader']);
    render(<RemoteArea remote="mfe_leader" title="The leaders area" fallback={<p>Loading</p>} />);
    expect(screen.getByRole('heading', { name: 'Leaders dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
