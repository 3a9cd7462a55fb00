import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { pathTo } from '@church/contracts/site-map';
import { Button } from 'shared_ui/Button';

const Thanks = styled.section`
  h3 {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  h4 {
    margin: ${(p) => p.theme.spacing.md} 0 ${(p) => p.theme.spacing.xs};
  }
  p,
  ul {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  margin-top: ${(p) => p.theme.spacing.md};
`;

export interface RegistrationThanksProps {
  /** The API's answer, the same for every visitor. */
  message: string;
  /** Shows the empty form again, for someone else's visit. */
  onRegisterAnother: () => void;
}

/**
 * In the form's place once a visit is registered: the thanks, what happens next, and where to go
 * from here, so the emptied form does not invite the same registration twice.
 */
export function RegistrationThanks({ message, onRegisterAnother }: RegistrationThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and the button that had focus) is gone: the reader starts again at the thanks.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Thanks aria-labelledby="registered-title" data-testid="registration-thanks">
      <h3 id="registered-title" ref={heading} tabIndex={-1}>
        Your visit is registered
      </h3>
      <div role="status" aria-live="polite" data-testid="first-timer-form-status" data-tone="success">
        <p>{message}</p>
      </div>
      <h4>What happens next</h4>
      <ul>
        <li>If you said the church may contact you, someone from the church will call or email you in the coming days to welcome you.</li>
        <li>Our meeting times are on this page: we hope to see you again soon.</li>
      </ul>
      <Actions>
        <Button to={`${pathTo('public', 'forms')}?tab=prayer`} variant="outline-primary">
          Send a prayer request
        </Button>
        <Button to="/register" variant="outline-primary">
          Create an account
        </Button>
        <Button variant="ghost" onClick={onRegisterAnother}>
          Register another person
        </Button>
      </Actions>
    </Thanks>
  );
}
