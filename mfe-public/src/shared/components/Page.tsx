import styled from 'styled-components';

// The public pages' column: readable width, comfortable padding down to 320 px phones.
export const Page = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: ${(p) => p.theme.spacing.xl} ${(p) => p.theme.spacing.md} ${(p) => p.theme.spacing.xxl};
  color: ${(p) => p.theme.colors.text};

  h1 {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    line-height: 1.2;
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.lg};
  max-width: 65ch;
  font-size: 1.125rem;
  line-height: 1.6;
  color: ${(p) => p.theme.colors.textMuted};
`;

export const Card = styled.section`
  box-sizing: border-box;
  padding: ${(p) => p.theme.spacing.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  > h2:first-child {
    margin-top: 0;
  }
  @media (max-width: 480px) {
    padding: ${(p) => p.theme.spacing.md};
  }
`;

/** Two fields side by side on wide screens, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${(p) => p.theme.spacing.md};
`;
