import { act, fireEvent, render, screen } from '@testing-library/react';
import { OfflinePage } from './offline-page';

it('says the page needs a connection, and loads it again on Retry or when the connection returns', () => {
  const retry = jest.fn();
  render(<OfflinePage retry={retry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('You are offline');
  expect(screen.getByRole('alert')).toHaveTextContent('This page needs a connection.');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(retry).toHaveBeenCalledTimes(2);
});
