import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf } from 'shared_ui/theme';

const Disclosure = styled.details`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.sm};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  summary {
    cursor: pointer;
    width: fit-content;
  }
  p,
  ul {
    margin: ${(p) => themeOf(p.theme).spacing.xs} 0 0;
  }
`;

/** A figure's one-sentence definition (contracts' ANALYTICS_DEFINITIONS), one click away. */
export function HowCounted({ children }: { children: ReactNode }) {
  return (
    <Disclosure>
      <summary>How is this counted?</summary>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </Disclosure>
  );
}
