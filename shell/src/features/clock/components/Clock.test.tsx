import { act, render, screen } from '@testing-library/react';
import { TestProviders } from '@church/platform/testing/render';
import { Clock } from './Clock';

afterEach(() => jest.useRealTimers());

it('shows the time and date, from a task after its first render, and ticks every second', () => {
  // 16:29:58 UTC is 17:29:58 in Lagos, the church's zone, whatever the machine's zone.
  jest.useFakeTimers({ now: new Date('2025-03-09T16:29:58Z') });
  render(<TestProviders><Clock /></TestProviders>);
  // Its first time-zone format waits for a task of its own: the placeholder keeps its two lines meanwhile.
  expect(screen.getByTestId('clock-placeholder')).toHaveAttribute('aria-hidden', 'true');
  act(() => jest.advanceTimersByTime(0));
  const clock = screen.getByTestId('clock');
  expect(clock).toHaveTextContent('05:29:58 PM');
  expect(clock).toHaveTextContent('Sun, Mar 9, 2025');

  act(() => jest.advanceTimersByTime(1000));
  expect(clock).toHaveTextContent('05:29:59 PM');
  act(() => jest.advanceTimersByTime(1000));
  expect(clock).toHaveTextContent('05:30:00 PM');
  expect(clock.getAttribute('datetime')).toBe('2025-03-09T16:30:00.000Z');
});

it('stops ticking when removed', () => {
  jest.useFakeTimers();
  const { unmount } = render(<TestProviders><Clock /></TestProviders>);
  act(() => jest.advanceTimersByTime(0));
  expect(screen.getByTestId('clock')).toBeInTheDocument();
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
