// One-tap Call, WhatsApp and Email for a person (a first-timer, a member, an absent member), the
// same buttons and names on every page. The links come from contracts' contactLinks, which
// carries each page's own message.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ContactLinks } from '@church/contracts/contact-links';
import { Button } from '../kit/Button';
import { VisuallyHidden } from '../kit/Page';
import { themeOf } from '../kit/theme';

const Actions = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  margin: ${(p) => (p.$compact ? 0 : `${themeOf(p.theme).spacing.md} 0`)};
`;

export interface ContactActionsProps {
  /** The person's full name: the group's label and each button's full name for a screen reader. */
  name: string;
  links: ContactLinks;
  /** Small buttons of one weight, for a row of a list; on a card Call stands out. */
  compact?: boolean;
  /** Shown when there is no way to reach them; nothing by default. */
  none?: ReactNode;
}

export function ContactActions({ name, links, compact = false, none = null }: ContactActionsProps) {
  if (!links.tel && !links.whatsapp && !links.mailto) return <>{none}</>;
  const size = compact ? 'sm' : 'md';
  return (
    <Actions role="group" aria-label={`Contact ${name}`} $compact={compact}>
      {links.tel && (
        <Button to={links.tel} size={size} variant={compact ? 'outline-primary' : 'primary'}>
          Call<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      )}
      {links.whatsapp && (
        <Button to={links.whatsapp} newTab size={size} variant="outline-primary">
          WhatsApp<VisuallyHidden> {name} (opens in a new tab)</VisuallyHidden>
        </Button>
      )}
      {links.mailto && (
        <Button to={links.mailto} size={size} variant="outline-primary">
          Email<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      )}
    </Actions>
  );
}
