// Layout pieces of the gallery page.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf } from '../exposed/theme';

export const Section = styled.section`
  margin-bottom: ${(p) => themeOf(p.theme).spacing.xl};

  h3 {
    margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
    font-size: ${(p) => themeOf(p.theme).fontSizes.lg};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  margin-bottom: ${(p) => themeOf(p.theme).spacing.md};
`;

const Cell = styled.figure<{ $stage?: 'dark' | 'light' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => themeOf(p.theme).spacing.xs};
  margin: 0;
  padding: ${(p) => (p.$stage ? themeOf(p.theme).spacing.sm : 0)};
  border-radius: ${(p) => themeOf(p.theme).radii.md};
  background: ${(p) =>
    p.$stage === 'dark' ? themeOf(p.theme).colors.dark : p.$stage === 'light' ? themeOf(p.theme).colors.light : 'transparent'};

  figcaption {
    font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
    color: ${(p) =>
      p.$stage === 'dark'
        ? themeOf(p.theme).colors.darkContrast
        : p.$stage === 'light'
          ? themeOf(p.theme).colors.lightContrast
          : themeOf(p.theme).colors.textMuted};
  }
`;

/** One specimen with its caption; `stage` puts it on a contrasting backdrop. */
export function Specimen({ caption, stage, children }: { caption: string; stage?: 'dark' | 'light'; children: ReactNode }) {
  return (
    <Cell $stage={stage}>
      {children}
      <figcaption>{caption}</figcaption>
    </Cell>
  );
}

export const Readout = styled.p`
  margin: ${(p) => themeOf(p.theme).spacing.sm} 0;
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  color: ${(p) => themeOf(p.theme).colors.text};

  output,
  span[role='alert'] {
    font-weight: 600;
  }
`;

export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A section named by its h3 (exactly the component's name) plus the theme panel's title, so names stay unique. */
export function Specimens({ prefix, name, children }: { prefix: string; name: string; children: ReactNode }) {
  const id = `${prefix}-${slug(name)}-title`;
  return (
    <Section aria-labelledby={`${id} ${prefix}-panel-title`} data-testid={`${prefix}-section-${slug(name)}`}>
      <h3 id={id}>{name}</h3>
      {children}
    </Section>
  );
}
