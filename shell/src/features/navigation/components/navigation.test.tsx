import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from '@church/platform/router';
import { TestProviders } from '@church/platform/testing/render';
import { RouteProgressBar } from './RouteProgressBar';
import { ScrollToTop } from './ScrollToTop';

function App() {
  return (
    <TestProviders>
      <MemoryRouter initialEntries={['/']}>
        <RouteProgressBar />
        <ScrollToTop />
        <Link to="/forms">forms</Link>
        <Link to="/forms?tab=prayer">prayer</Link>
      </MemoryRouter>
    </TestProviders>
  );
}

const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => jest.useRealTimers());

it('shows the progress bar for 500 ms on every location change, not on first paint', () => {
  jest.useFakeTimers();
  render(<App />);
  expect(screen.queryByTestId('route-progress')).toBeNull();

  act(() => screen.getByText('forms').click());
  expect(screen.getByTestId('route-progress')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(499));
  expect(screen.getByTestId('route-progress')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('route-progress')).toBeNull();

  act(() => screen.getByText('prayer').click());
  expect(screen.getByTestId('route-progress')).toBeInTheDocument();
});

it('scrolls smoothly to the top when the path changes, not when only the query does', () => {
  render(<App />);
  scrollTo.mockClear();

  act(() => screen.getByText('forms').click());
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });

  act(() => screen.getByText('prayer').click());
  expect(scrollTo).toHaveBeenCalledTimes(1);
});
