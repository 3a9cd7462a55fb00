import { act, renderHook } from '@testing-library/react';
import { AFTER_PAINT_FALLBACK_MS, afterFirstPaint, useAfterFirstPaint } from './after-first-paint';

// jsdom has no requestIdleCallback: the fallback's delay after the load event applies.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs the task only once the loaded page has had its quiet moment', () => {
  const task = jest.fn();
  afterFirstPaint(task);
  jest.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
});

it('runs nothing once cancelled', () => {
  const task = jest.fn();
  afterFirstPaint(task)();
  jest.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
  expect(task).not.toHaveBeenCalled();
});

it('tells a component when the first paint is behind it', () => {
  const { result } = renderHook(() => useAfterFirstPaint());
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS));
  expect(result.current).toBe(true);
});
