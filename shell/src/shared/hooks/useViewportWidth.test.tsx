import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useViewportWidth } from './useViewportWidth';

function Width() {
  const width = useViewportWidth();
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders((n) => n + 1)}>
      {width} px, {renders}
    </button>
  );
}

it('reads the window width once and on each resize, not on every render (a read can force a layout)', () => {
  let width = 1024;
  const reads = jest.fn(() => width);
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: reads });
  render(<Width />);
  expect(screen.getByRole('button')).toHaveTextContent('1024 px, 0');
  const readsAtStart = reads.mock.calls.length;
  for (let i = 0; i < 3; i++) act(() => screen.getByRole('button').click());
  expect(screen.getByRole('button')).toHaveTextContent('1024 px, 3');
  expect(reads).toHaveBeenCalledTimes(readsAtStart);

  width = 390;
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  expect(screen.getByRole('button')).toHaveTextContent('390 px, 3');
  expect(reads).toHaveBeenCalledTimes(readsAtStart + 1);
});
