import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { type Column, DataTable, type Sort } from './DataTable';
import { lightTheme } from './theme';

interface Person {
  id: number;
  name: string;
  visits: number;
}
const PEOPLE: Person[] = [
  { id: 1, name: 'Ruth Bello', visits: 3 },
  { id: 2, name: 'Daniel Mensah', visits: 7 },
];
const COLUMNS: Column<Person>[] = [
  { key: 'name', header: 'Name', render: (p) => p.name, sortable: true },
  { key: 'visits', header: 'Visits', render: (p) => p.visits, sortable: true, align: 'end' },
];

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

function Sortable() {
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  const rows = [...PEOPLE].sort((a, b) => (sort.key === 'name' ? a.name.localeCompare(b.name) : a.visits - b.visits) * (sort.direction === 'asc' ? 1 : -1));
  return <DataTable caption="First timers" columns={COLUMNS} rows={rows} rowKey={(p) => p.id} sort={sort} onSortChange={setSort} rowHref={(p) => `/people/${p.id}`} />;
}

it('sorts by keyboard, saying the order on the column header', async () => {
  inTheme(<Sortable />);
  const table = screen.getByRole('table', { name: 'First timers' });
  const headers = within(table).getAllByRole('columnheader');
  expect(headers[0]).toHaveAttribute('aria-sort', 'ascending');
  expect(headers[1]).toHaveAttribute('aria-sort', 'none');
  const names = () => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);
  expect(names()).toEqual(['Daniel Mensah', 'Ruth Bello']);

  within(headers[0]).getByRole('button', { name: /Name/ }).focus();
  await userEvent.keyboard('{Enter}');
  expect(headers[0]).toHaveAttribute('aria-sort', 'descending');
  expect(names()).toEqual(['Ruth Bello', 'Daniel Mensah']);

  await userEvent.tab();
  await userEvent.keyboard(' ');
  expect(headers[1]).toHaveAttribute('aria-sort', 'ascending');
  expect(headers[0]).toHaveAttribute('aria-sort', 'none');
  expect(names()).toEqual(['Ruth Bello', 'Daniel Mensah']);
});

it('links each row to its page and labels every cell with its column for the stacked phone layout', () => {
  inTheme(<Sortable />);
  expect(screen.getByRole('link', { name: 'Ruth Bello' })).toHaveAttribute('href', '/people/1');
  const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
  expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Name', 'Visits']);
});

it('announces loading with a skeleton, and shows the empty state when there are no rows', () => {
  const { rerender } = inTheme(<DataTable caption="Members" columns={COLUMNS} rows={undefined} rowKey={(p) => p.id} />);
  expect(screen.getByRole('table', { name: 'Members, loading' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  rerender(<ThemeProvider theme={lightTheme}><DataTable caption="Members" columns={COLUMNS} rows={[]} rowKey={(p) => p.id} emptyState={<p>No members match this search.</p>} /></ThemeProvider>);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('No members match this search.')).toBeInTheDocument();
});

it('shows the data-loading error with a Retry that asks again', async () => {
  const onRetry = jest.fn();
  inTheme(<DataTable caption="Members" columns={COLUMNS} rows={undefined} rowKey={(p) => p.id} error={new Error('down')} onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong with data loading.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('marks the cells of names and emails to break anywhere, and a table with inline cells as a compact phone card', () => {
  const columns: Column<Person>[] = [
    { key: 'name', header: 'Name', render: (p) => p.name, breakAnywhere: true },
    { key: 'visits', header: 'Visits', render: (p) => p.visits, phone: 'inline' },
  ];
  inTheme(<DataTable caption="People" columns={columns} rows={PEOPLE} rowKey={(p) => p.id} />);
  const table = screen.getByRole('table', { name: 'People' });
  expect(table).toHaveAttribute('data-compact', 'true');
  const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
  expect(cells.map((c) => [c.getAttribute('data-break'), c.getAttribute('data-phone')])).toEqual([
    ['anywhere', null],
    [null, 'inline'],
  ]);
});

it('keeps the one-line-per-cell phone card when no column asks to sit inline', () => {
  inTheme(<Sortable />);
  expect(screen.getByRole('table', { name: 'First timers' })).not.toHaveAttribute('data-compact');
});
