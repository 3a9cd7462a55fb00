import type { ReactNode } from 'react';
import styled from 'styled-components';
import { UntilHydrated } from '@church/platform/first-paint/until-hydrated';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.xl} ${(p) => p.theme.spacing.md};
`;

const Card = styled.section`
  width: 100%;
  max-width: 440px;
  padding: ${(p) => p.theme.spacing.xl};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.md};

  h1 {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
    font-size: ${(p) => p.theme.fontSizes.xl};
  }

  .lead {
    margin: 0 0 ${(p) => p.theme.spacing.lg};
    color: ${(p) => p.theme.colors.textMuted};
  }

  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }

  a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const FormAlert = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radii.md};
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.background};
`;

export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm};
  margin-top: ${(p) => p.theme.spacing.lg};
  color: ${(p) => p.theme.colors.textMuted};

  p {
    margin: 0;
  }
`;

export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Page>
      <Card aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {/* The sign-in pages are prerendered: their forms wait, disabled, until their code has taken them over. */}
        <UntilHydrated>{children}</UntilHydrated>
      </Card>
    </Page>
  );
}
