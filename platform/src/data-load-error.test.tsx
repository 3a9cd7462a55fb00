import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataLoadError } from './data-load-error';

it("shows 'Something went wrong with data loading.' with a Retry button", async () => {
  const onRetry = jest.fn();
  render(<DataLoadError onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong with data loading.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
