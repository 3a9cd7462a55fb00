import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Pagination, pageNumbers } from './Pagination';
import { lightTheme } from './theme';

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

it('says which rows are shown, marks the current page, and moves by page', async () => {
  const onPageChange = jest.fn();
  inTheme(<Pagination meta={{ page: 2, per_page: 20, total: 95 }} onPageChange={onPageChange} />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(nav).toHaveTextContent('Showing 21–40 of 95');
  expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
  await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
  await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
  expect(onPageChange.mock.calls).toEqual([[3], [5], [1]]);
});

it('disables Previous on the first page and Next on the last', () => {
  const { rerender } = inTheme(<Pagination meta={{ page: 1, per_page: 20, total: 40 }} onPageChange={() => {}} />);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  rerender(<ThemeProvider theme={lightTheme}><Pagination meta={{ page: 2, per_page: 20, total: 40 }} onPageChange={() => {}} /></ThemeProvider>);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('is absent for an empty list and shortens long runs of pages', () => {
  inTheme(<Pagination meta={{ page: 1, per_page: 20, total: 0 }} onPageChange={() => {}} />);
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(pageNumbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
});
