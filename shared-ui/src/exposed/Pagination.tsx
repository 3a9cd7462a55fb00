// Pages of a list, from the API's meta { page, per_page, total }.
import styled from 'styled-components';
import type { ListMeta } from '@church/contracts/envelope';
import { themeOf } from '../kit/theme';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  margin-top: ${(p) => themeOf(p.theme).spacing.md};
  color: ${(p) => themeOf(p.theme).colors.text};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 10px;
    border: 1px solid ${(p) => themeOf(p.theme).colors.border};
    border-radius: ${(p) => themeOf(p.theme).radii.md};
    background: ${(p) => themeOf(p.theme).colors.background};
    color: ${(p) => themeOf(p.theme).colors.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: ${(p) => themeOf(p.theme).colors.primary};
    border-color: ${(p) => themeOf(p.theme).colors.primary};
    color: ${(p) => themeOf(p.theme).colors.primaryContrast};
    font-weight: 700;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The pages to offer: the first, the last, and two either side of the current one. */
export function pageNumbers(current: number, last: number): Array<number | 'gap'> {
  const wanted = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? ['gap' as const, n] : [n]));
}

export interface PaginationProps {
  meta: ListMeta;
  onPageChange: (page: number) => void;
  label?: string;
}

export function Pagination({ meta, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (meta.total === 0) return null;
  const last = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const first = (meta.page - 1) * meta.per_page + 1;
  const shownTo = Math.min(meta.page * meta.per_page, meta.total);
  return (
    <Nav aria-label={label}>
      <p aria-live="polite">{first > meta.total ? `Page ${meta.page} is past the end of ${meta.total} results` : `Showing ${first}–${shownTo} of ${meta.total}`}</p>
      <ul>
        <li>
          <button type="button" disabled={meta.page <= 1} onClick={() => onPageChange(meta.page - 1)}>
            Previous
          </button>
        </li>
        {pageNumbers(Math.min(meta.page, last), last).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button type="button" aria-current={n === meta.page ? 'page' : undefined} aria-label={`Page ${n}`} onClick={() => n !== meta.page && onPageChange(n)}>
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={meta.page >= last} onClick={() => onPageChange(meta.page + 1)}>
            Next
          </button>
        </li>
      </ul>
    </Nav>
  );
}
