import styled from 'styled-components';
import { themeOf } from 'shared_ui/theme';

/** A dashboard card's list: one row per item, a thin rule between rows, long words wrapped; `.muted` for a row's second line. */
export const CardRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: 2px;
    padding: ${(p) => themeOf(p.theme).spacing.sm} 0;
    border-bottom: 1px solid ${(p) => themeOf(p.theme).colors.border};
    overflow-wrap: anywhere;
  }
  > li:last-child {
    border-bottom: 0;
  }
  .muted {
    color: ${(p) => themeOf(p.theme).colors.textMuted};
  }
`;
