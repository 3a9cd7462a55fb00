import styled from 'styled-components';
import { themeOf } from 'shared_ui/theme';

/** A row's checkbox, named by its aria-label (the row's name is its visible label). */
export const SelectBox = styled.input.attrs({ type: 'checkbox' })`
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: ${(p) => themeOf(p.theme).colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;
