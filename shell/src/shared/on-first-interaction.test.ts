import { fireEvent } from '@testing-library/react';
import { onFirstInteraction } from './on-first-interaction';

it.each([
  ['a press', () => fireEvent.pointerDown(document.body)],
  ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
  ['a touch', () => fireEvent.touchStart(document.body)],
])('runs once, at %s', (_, interact) => {
  const task = jest.fn();
  onFirstInteraction(task);
  expect(task).not.toHaveBeenCalled();
  interact();
  interact();
  fireEvent.keyDown(document.body, { key: 'a' });
  expect(task).toHaveBeenCalledTimes(1);
});

it('never runs once cancelled', () => {
  const task = jest.fn();
  const cancel = onFirstInteraction(task);
  cancel();
  fireEvent.pointerDown(document.body);
  expect(task).not.toHaveBeenCalled();
});
