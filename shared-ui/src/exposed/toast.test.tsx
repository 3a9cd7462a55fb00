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

  it('shows one toast at a time and the next once the first has gone', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error('An error occured.');
      notify.info('Second message');
    });
    await screen.findByText('An error occured.');
    expect(visibleToasts()).toHaveLength(1);
    expect(screen.queryByText('Second message')).toBeNull();

    await playOut(visibleToasts()[0]);
    expect(screen.queryByText('An error occured.')).toBeNull();
    expect(await screen.findByText('Second message')).toBeInTheDocument();
    expect(visibleToasts()).toHaveLength(1);
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
