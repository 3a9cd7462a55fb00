import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from '@church/platform/testing/render';
import { ErrorScreen } from './ErrorScreen';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('render failed');
  return <p>page content</p>;
}

function Harness() {
  const [path, setPath] = useState('/a');
  return (
    <TestProviders>
      <button onClick={() => setPath('/b')}>navigate</button>
      <ErrorScreen resetKey={path}>
        <Fragile />
      </ErrorScreen>
    </TestProviders>
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  shouldThrow = true;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

it('replaces a failed page with the error screen, its tips, an error id and the actions', () => {
  render(<Harness />);
  expect(screen.getByRole('heading', { name: 'Oops! Something Went Wrong' })).toBeInTheDocument();
  expect(screen.getByText("We're sorry for the inconvenience. Our team has been automatically notified.")).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Things to try' })).toHaveTextContent(/refresh/i);
  expect(screen.getByRole('list', { name: 'Things to try' })).toHaveTextContent(/cache/i);
  expect(screen.getByRole('list', { name: 'Things to try' })).toHaveTextContent(/home/i);
  const id = screen.getByTestId('error-id').textContent!;
  expect(id).toMatch(/^ERR-\d+-[A-Z0-9]{9}$/);
  // The logged report carries the same id.
  expect(consoleError.mock.calls.some((call) => String(call[0]).includes(id))).toBe(true);
  expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
});

it('Try Again resets the boundary', async () => {
  render(<Harness />);
  shouldThrow = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(screen.getByText('page content')).toBeInTheDocument();
});

it('navigating to another path clears the error', async () => {
  render(<Harness />);
  shouldThrow = false;
  await userEvent.click(screen.getByRole('button', { name: 'navigate' }));
  expect(screen.getByText('page content')).toBeInTheDocument();
});

it('says offline, with Retry, instead of the error screen when the device has no connection', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('error-screen')).toBeNull();
  } finally {
    onLine.mockRestore();
  }
});
