import styled from 'styled-components';
import { themeOf } from 'shared_ui/theme';

/** A refusal no field of the form can show. */
export const FormAlert = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  color: ${(p) => themeOf(p.theme).colors.danger};
  font-weight: 600;
`;
