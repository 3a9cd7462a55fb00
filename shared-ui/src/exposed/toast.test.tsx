import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { ThemeProvider } from 'styled-components';
import { ToastHost, notify, toastDefaults } from './toast';
import { darkTheme } from './theme';

// jsdom runs no CSS animations: end them by hand, as the browser would after they play.
async function playOut(toastElement: HTMLElement) {
  fireEvent.animationEnd(within(toastElement).getByRole('progressbar', { hidden: true }));
  fireEvent.animationEnd(toastElement);
  // Wait for the removal itself rather than a fixed delay, which is flaky on a loaded machine.
  await waitFor(() => expect(toastElement.isConnected).toBe(false));
}

function visibleToasts() {
  return Array.from(document.querySelectorAll<HTMLElement>('.Toastify__toast'));
}

afterEach(async () => {
  act(() => {
    toast.clearWaitingQueue();
    notify.dismiss();
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
});

describe('ToastHost and notify', () => {
  it('exports the toast configuration: one at a time, 5 s, top-centre', () => {
    expect(toastDefaults).toEqual({ limit: 1, autoClose: 5000, position: 'top-center' });
  });

  it('shows a toast at the top centre that closes itself after 5 s', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Welcome back, Grace!');
    });
    const shown = await screen.findByText('Welcome back, Grace!');
    expect(shown.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-center');
    const timer = within(shown.closest('.Toastify__toast') as HTMLElement).getByRole('progressbar', { hidden: true });
    expect(timer).toHaveStyle({ animationDuration: '5000ms' });
  });

  it('shows one toast at a time: a new one replaces the one shown, and the newest of several wins', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error('An error occured.');
    });
    const first = (await screen.findByText('An error occured.')).closest('.Toastify__toast') as HTMLElement;
    act(() => {
      notify.info('Second message');
      notify.success('Third message');
    });
    // The shown toast leaves at once (its exit plays), the second never shows: nothing queues.
    await waitFor(() => expect(first.className).toMatch(/bounce-exit/));
    await playOut(first);
    expect(await screen.findByText('Third message')).toBeInTheDocument();
    expect(screen.queryByText('Second message')).toBeNull();
    expect(visibleToasts()).toHaveLength(1);
  });

  it('a toast the same as the one shown keeps it, without a second exit and entrance', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Saved');
    });
    const shown = (await screen.findByText('Saved')).closest('.Toastify__toast') as HTMLElement;
    act(() => {
      notify.success('Saved');
    });
    expect(shown.className).not.toMatch(/bounce-exit/);
    expect(visibleToasts()).toEqual([shown]);
  });

  it('below the tablet width, puts the top-centre toasts at the bottom, clear of the top bar', () => {
    render(<ToastHost />);
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(css).toMatch(/@media \(max-width: 767px\)\{[^@]*\.Toastify__toast-container--top-center\{top:auto;bottom:max\(16px, ?env\(safe-area-inset-bottom\)\);\}/);
  });

  it('marks each kind, and shows the same message only once', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error('Your session is invalid or has expired. Please log in.');
      notify.error('Your session is invalid or has expired. Please log in.');
    });
    const first = (await screen.findByText(/session is invalid/)).closest('.Toastify__toast') as HTMLElement;
    expect(first).toHaveClass('Toastify__toast--error');
    await playOut(first);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(/session is invalid/)).toBeNull();

    act(() => {
      notify.success('You have been logged out successfully');
    });
    expect((await screen.findByText(/logged out/)).closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
    await playOut(visibleToasts()[0]);
    act(() => {
      notify.info('Heads up');
    });
    expect((await screen.findByText('Heads up')).closest('.Toastify__toast')).toHaveClass('Toastify__toast--info');
  });

  it('follows the dark theme of the styled ThemeProvider', async () => {
    render(
      <ThemeProvider theme={darkTheme}>
        <ToastHost />
      </ThemeProvider>,
    );
    act(() => {
      notify.info('In the dark');
    });
    expect((await screen.findByText('In the dark')).closest('.Toastify__toast')).toHaveClass('Toastify__toast-theme--dark');
  });
});
