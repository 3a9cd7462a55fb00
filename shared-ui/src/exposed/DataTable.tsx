// A data table: sortable columns (aria-sort), row links, a loading skeleton, and the empty and
// error states. It never makes the page wider than the screen: a table wider than its room
// scrolls sideways in its own box, which then says so and shades the side with more. Under
// 640 px each row becomes a card (CSS only, so the table keeps its semantics): a labelled line
// per cell, or a compact card when columns ask to sit side by side.
import { useRef, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useSidewaysScroll } from '../internal/useSidewaysScroll';
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
  /**
   * Names and emails: long unbroken text breaks anywhere rather than widening the table (the
   * column keeps room for a short word whole).
   */
  breakAnywhere?: boolean;
  /**
   * The cell in the phone card: its own line with its column's label (the default), its own line
   * without it ('plain', e.g. the row's buttons), or side by side with the other inline cells
   * under the card's first line, with its label ('inline') or without ('inline-plain', for a
   * value that says what it is). A table with inline cells shows its first cell as the card's title.
   */
  phone?: 'line' | 'plain' | 'inline' | 'inline-plain';
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

const Box = styled.div`
  position: relative;
  min-width: 0;
  max-width: 100%;

  /* The side with more to see is shaded. */
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 16px;
    pointer-events: none;
    opacity: 0;
    transition: opacity 0.15s;
  }
  &::before {
    left: 0;
    background: linear-gradient(to right, rgba(0, 0, 0, 0.18), transparent);
  }
  &::after {
    right: 0;
    background: linear-gradient(to left, rgba(0, 0, 0, 0.18), transparent);
  }
  &[data-more-before]::before,
  &[data-more-after]::after {
    opacity: 1;
  }
`;

// Positioned, so the table's visually hidden texts (absolutely placed) scroll and clip with it
// instead of reaching past it and widening the page.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  overscroll-behavior-x: contain;

  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

const ScrollHint = styled.p`
  margin: 0 0 6px;
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

/** The table's own sideways-scrolling box: focusable and named when it scrolls (keyboard users scroll it too). */
function SidewaysBox({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const { before, after } = useSidewaysScroll(scroller);
  const scrolls = before || after;
  return (
    <>
      {scrolls && <ScrollHint data-testid="table-scroll-hint">Scroll the table sideways to see every column.</ScrollHint>}
      <Box data-more-before={before || undefined} data-more-after={after || undefined}>
        <Scroller ref={scroller} tabIndex={scrolls ? 0 : undefined} role={scrolls ? 'region' : undefined} aria-label={scrolls ? `${label}, scrolls sideways` : undefined}>
          {children}
        </Scroller>
      </Box>
    </>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${(p) => themeOf(p.theme).colors.text};

  th,
  td {
    padding: 10px 8px;
    text-align: start;
    border-bottom: 1px solid ${(p) => themeOf(p.theme).colors.border};
    vertical-align: top;
    overflow-wrap: break-word;
  }
  td[data-break='anywhere'] {
    overflow-wrap: anywhere;
    min-width: 8em;
  }
  /* A heading wraps between its words (never inside one), so a laptop sees every column. */
  th {
    font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
    color: ${(p) => themeOf(p.theme).colors.textMuted};
    overflow-wrap: normal;
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
      grid-template-columns: minmax(96px, 40%) minmax(0, 1fr);
      gap: 8px;
      min-width: 0;
      border-bottom: 0;
      text-align: start;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${(p) => themeOf(p.theme).colors.textMuted};
    }
    td[data-phone='plain'] {
      display: block;
    }
    td[data-phone='plain']::before {
      content: none;
    }

    /* The compact card: the first cell as its title, then the inline cells as one line of text
       that wraps like a sentence ("Member · +234… · Goal this month 84% · …"). */
    &[data-compact] tr {
      padding: 8px 12px;
    }
    &[data-compact] td {
      padding: 2px 0;
    }
    &[data-compact] td:first-child {
      display: block;
      font-weight: 600;
    }
    &[data-compact] td:first-child::before {
      content: none;
    }
    &[data-compact] td[data-phone^='inline'] {
      display: inline;
      padding: 0;
    }
    &[data-compact] td[data-phone='inline']::before {
      content: ' · ' attr(data-label) ' ';
      font-weight: 400;
    }
    &[data-compact] td[data-phone='inline-plain']::before {
      content: ' · ';
      font-weight: 400;
    }
    &[data-compact] td:first-child + td[data-phone='inline']::before {
      content: attr(data-label) ' ';
    }
    &[data-compact] td:first-child + td[data-phone='inline-plain']::before {
      content: none;
    }
    &[data-compact] td[data-phone='plain'] {
      padding-top: 8px;
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
  const compact = columns.some((column) => column.phone?.startsWith('inline'));
  return (
    <SidewaysBox label={caption}>
      <Table aria-busy={loading || undefined} data-compact={compact || undefined}>
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
                    <td key={column.key} data-label={column.header} data-align={column.align} data-break={column.breakAnywhere ? 'anywhere' : undefined} data-phone={column.phone}>
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
    </SidewaysBox>
  );
}
