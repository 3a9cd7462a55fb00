import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { LoadError, QueryState, type QueryLike } from './QueryState';
import { lightTheme } from './theme';

const inTheme = (ui: ReactNode) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

function query<Data>(over: Partial<QueryLike<Data>> = {}): QueryLike<Data> {
  return { data: undefined, isError: false, refetch: jest.fn(), ...over };
}

const names = (data: string[]) => <ul aria-label="Names">{data.map((name) => <li key={name}>{name}</li>)}</ul>;

it("shows 'Something went wrong with data loading.' with a Retry button that asks again", async () => {
  const failed = query<string[]>({ isError: true });
  inTheme(<QueryState query={failed} loadingLabel="Loading the names">{names}</QueryState>);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong with data loading.');
  expect(screen.queryByRole('status')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(failed.refetch).toHaveBeenCalledTimes(1);
});

it('says a failure before data kept from an earlier answer', () => {
  inTheme(<QueryState query={query({ data: ['Ruth'], isError: true })}>{names}</QueryState>);
  expect(screen.getByTestId('data-load-error')).toBeInTheDocument();
  expect(screen.queryByRole('list')).toBeNull();
});

it('keeps the last answer on screen through a failed refresh when asked to, and says a failure with nothing to keep', () => {
  const { rerender } = inTheme(<QueryState query={query({ data: ['Ruth'], isError: true })} keepPreviousData>{names}</QueryState>);
  expect(screen.getByRole('list', { name: 'Names' })).toHaveTextContent('Ruth');
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(
    <ThemeProvider theme={lightTheme}>
      <QueryState query={query<string[]>({ isError: true })} keepPreviousData>{names}</QueryState>
    </ThemeProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong with data loading.');
});

it('shows a spinner named by the loading label until the query answers', () => {
  inTheme(<QueryState query={query<string[]>()} loadingLabel="Loading the names" spinnerSize="sm">{names}</QueryState>);
  expect(screen.getByRole('status', { name: 'Loading the names' })).toBeInTheDocument();
});

it('shows what it is given while loading in place of the spinner', () => {
  inTheme(<QueryState query={query<string[]>()} loading={<p>Two cards reserved</p>}>{names}</QueryState>);
  expect(screen.getByText('Two cards reserved')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

it('shows the empty state for an answer with nothing to show, else the data', () => {
  const empty = <p>Nobody yet.</p>;
  const { rerender } = inTheme(<QueryState query={query({ data: [] as string[] })} isEmpty={(data) => data.length === 0} empty={empty}>{names}</QueryState>);
  expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
  rerender(
    <ThemeProvider theme={lightTheme}>
      <QueryState query={query({ data: ['Ruth', 'Ada'] })} isEmpty={(data) => data.length === 0} empty={empty}>{names}</QueryState>
    </ThemeProvider>,
  );
  expect(screen.queryByText('Nobody yet.')).toBeNull();
  expect(screen.getByRole('list', { name: 'Names' })).toHaveTextContent('RuthAda');
});

it('offers Retry only when the failure can be asked again', () => {
  inTheme(<LoadError />);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong with data loading.');
  expect(screen.queryByRole('button')).toBeNull();
});

it("says the device is offline where a query waits for the connection, instead of a spinner that never ends", () => {
  inTheme(<QueryState query={query<string[]>({ fetchStatus: 'paused' })} loadingLabel="Loading the names">{names}</QueryState>);
  expect(screen.getByTestId('offline-notice')).toHaveTextContent("You're offline. This will load when the connection is back.");
  expect(screen.queryByRole('status', { name: 'Loading the names' })).toBeNull();
});

it('says offline, not a failure, for a query that failed while the device has no connection', () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  inTheme(<QueryState query={query<string[]>({ isError: true })}>{names}</QueryState>);
  expect(screen.getByTestId('offline-notice')).toBeInTheDocument();
  expect(screen.queryByTestId('data-load-error')).toBeNull();
  onLine.mockRestore();
});

it('keeps showing data it already has while paused offline', () => {
  inTheme(<QueryState query={query({ data: ['Ruth'], fetchStatus: 'paused' })}>{names}</QueryState>);
  expect(screen.getByRole('list', { name: 'Names' })).toHaveTextContent('Ruth');
});
