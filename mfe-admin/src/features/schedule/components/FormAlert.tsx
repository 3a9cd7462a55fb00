import styled from 'styled-components';
import { themeOf } from 'shared_ui/theme';

/** A refusal no field of the form can show (e.g. the service is not held that day). */
export const FormAlert = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  color: ${(p) => themeOf(p.theme).colors.danger};
  font-weight: 600;
`;
