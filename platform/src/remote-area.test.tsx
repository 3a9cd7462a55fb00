import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteArea, RemoteLoadError, loadRemoteModule } from './remote-area';

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

  it('says offline, with Retry, when the area cannot load because the device has no connection', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    loadRemote.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<RemoteArea remote="mfe_member" title="The member area" />);
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText(/This page needs a connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
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
