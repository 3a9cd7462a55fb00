import { useState } from 'react';
import styled from 'styled-components';
import { pathTo } from '@church/contracts/site-map';
import { loginUrlFor } from '@church/platform/redirects';
import { Button } from 'shared_ui/Button';
import { Card } from 'shared_ui/Page';

const Choices = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));

  h2 {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${(p) => p.theme.spacing.md};
  }
  /* A large button's words wrap on a phone instead of widening the page. */
  a {
    white-space: normal;
    text-align: center;
  }
`;

/**
 * The scanned page for someone signed out: sign in (or create an account) and come straight back
 * here, or register a first visit. Both links carry the scan's moment (the link's, else when this
 * page opened): the check-in is judged at the scan however long the sign-in takes, and the welcome
 * form preselects the service open then.
 */
export function SignedOutChoice({ code, scannedAt }: { code: string; scannedAt?: string }) {
  const [openedAt] = useState(() => new Date().toISOString());
  const scanned = scannedAt ?? openedAt;
  const back = `${pathTo('public', 'checkIn')}?${new URLSearchParams({ code, scanned_at: scanned })}`;
  return (
    <Choices>
      <Card aria-labelledby="have-account-title">
        <h2 id="have-account-title">I have an account</h2>
        <p>Sign in, and you come straight back here to check in with one tap.</p>
        <Button to={loginUrlFor(back)} size="lg" fullWidth>
          I have an account: sign in
        </Button>
      </Card>
      <Card aria-labelledby="first-time-title">
        <h2 id="first-time-title">First time here?</h2>
        <p>Tell us your name and how to reach you: it registers your visit today.</p>
        <Button to={`${pathTo('public', 'welcome')}?${new URLSearchParams({ scanned_at: scanned })}`} size="lg" variant="outline-primary" fullWidth>
          First time here? Welcome!
        </Button>
      </Card>
    </Choices>
  );
}
