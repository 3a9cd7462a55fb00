import styled from 'styled-components';

export const Panel = styled.section`
  max-width: 560px;
  margin: ${(p) => p.theme.spacing.xxl} auto;
  padding: ${(p) => p.theme.spacing.xl};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.md};
  text-align: center;

  h1 {
    margin: 0 0 ${(p) => p.theme.spacing.md};
    font-size: ${(p) => p.theme.fontSizes.xl};
  }

  p {
    color: ${(p) => p.theme.colors.textMuted};
  }

  ul {
    text-align: left;
    margin: ${(p) => p.theme.spacing.lg} auto;
    max-width: 400px;
  }

  code {
    font-size: ${(p) => p.theme.fontSizes.md};
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceAlt};
    padding: 2px 6px;
    border-radius: ${(p) => p.theme.radii.sm};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  justify-content: center;
  margin-top: ${(p) => p.theme.spacing.lg};
`;
