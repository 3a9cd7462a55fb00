// A data table: sortable columns (aria-sort), row links, a loading skeleton, and the empty and
// error states. Under 640 px each row becomes a stacked card (CSS only, so the table keeps its
// semantics and each cell is labelled by its column).
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { plainLink, type RenderLink, VisuallyHidden } from '../kit/Page';
import { LoadError } from '../kit/QueryState';
import { reducedMotionQuery, themeOf } from '../kit/theme';

export type SortDirection = 'asc' | 'desc';
export interface Sort {
  key: string;
  direction: SortDirection;
}

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (shown only to them). */
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  sort?: Sort;
  onSortChange?: (sort: Sort) => void;
  /** Makes the first cell a link to the row's page. */
  rowHref?: (row: Row) => string;
  renderLink?: RenderLink;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyState?: ReactNode;
  skeletonRows?: number;
}

const pulse = keyframes`
  from { opacity: 0.45; }
  to { opacity: 1; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${(p) => themeOf(p.theme).colors.text};

  th,
  td {
    padding: 10px 12px;
    text-align: start;
    border-bottom: 1px solid ${(p) => themeOf(p.theme).colors.border};
    vertical-align: top;
  }
  th {
    font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
    color: ${(p) => themeOf(p.theme).colors.textMuted};
    white-space: nowrap;
  }
  [data-align='end'] {
    text-align: end;
  }
  a {
    color: ${(p) => themeOf(p.theme).colors.primary};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }

  @media (max-width: 639px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      margin-bottom: 12px;
      border: 1px solid ${(p) => themeOf(p.theme).colors.border};
      border-radius: ${(p) => themeOf(p.theme).radii.md};
      background: ${(p) => themeOf(p.theme).colors.surface};
    }
    td {
      display: grid;
      grid-template-columns: minmax(96px, 40%) 1fr;
      gap: 8px;
      border-bottom: 0;
      text-align: start;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${(p) => themeOf(p.theme).colors.textMuted};
    }
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

const Bone = styled.span`
  display: block;
  height: 14px;
  border-radius: 4px;
  background: ${(p) => themeOf(p.theme).colors.surfaceAlt};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media ${reducedMotionQuery} {
    animation: none;
  }
`;

const Message = styled.div`
  padding: ${(p) => themeOf(p.theme).spacing.lg};
  text-align: center;
  color: ${(p) => themeOf(p.theme).colors.text};
`;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<Row>({
  caption, columns, rows, rowKey, sort, onSortChange, rowHref, renderLink = plainLink, isLoading = false, error, onRetry, emptyState, skeletonRows = 5,
}: DataTableProps<Row>) {
  if (error) return <LoadError onRetry={onRetry} />;
  const loading = isLoading || rows === undefined;
  if (!loading && rows.length === 0) return <Message data-testid="table-empty">{emptyState ?? <p>Nothing to show yet.</p>}</Message>;

  const toggle = (key: string) => onSortChange?.({ key, direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc' });
  return (
    <Table aria-busy={loading || undefined}>
      <caption>
        <VisuallyHidden>
          {caption}
          {loading ? ', loading' : ''}
        </VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const sorted = sort?.key === column.key ? ARIA_SORT[sort.direction] : undefined;
            return (
              <th key={column.key} scope="col" data-align={column.align} aria-sort={column.sortable ? (sorted ?? 'none') : undefined}>
                {column.sortable && onSortChange ? (
                  <SortButton type="button" onClick={() => toggle(column.key)}>
                    {column.header}
                    <span aria-hidden="true">{sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}</span>
                  </SortButton>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {loading
          ? Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={i} aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header}>
                    <Bone />
                  </td>
                ))}
              </tr>
            ))
          : rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <td key={column.key} data-label={column.header} data-align={column.align}>
                    {index === 0 && rowHref ? renderLink(rowHref(row), column.render(row)) : column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
      </tbody>
      {loading && (
        <tfoot>
          <tr>
            <td colSpan={columns.length} role="status">
              Loading…
            </td>
          </tr>
        </tfoot>
      )}
    </Table>
  );
}
