import { act, render, screen } from '@testing-library/react';
import { TestProviders } from '@church/platform/testing/render';
import { Clock } from './Clock';

afterEach(() => jest.useRealTimers());

it('shows the time and date and ticks every second', () => {
  jest.useFakeTimers({ now: new Date(2025, 2, 9, 17, 29, 58) });
  render(<TestProviders><Clock /></TestProviders>);
  const clock = screen.getByTestId('clock');
  expect(clock).toHaveTextContent('05:29:58 PM');
  expect(clock).toHaveTextContent('Sun, Mar 9, 2025');

  act(() => jest.advanceTimersByTime(1000));
  expect(clock).toHaveTextContent('05:29:59 PM');
  act(() => jest.advanceTimersByTime(1000));
  expect(clock).toHaveTextContent('05:30:00 PM');
  expect(clock.getAttribute('datetime')).toBe(new Date(2025, 2, 9, 17, 30, 0).toISOString());
});

it('stops ticking when removed', () => {
  jest.useFakeTimers();
  const { unmount } = render(<TestProviders><Clock /></TestProviders>);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
