import styled from 'styled-components';
import { careMessage, careMessageSubject } from '@church/contracts/care-messages';
import { contactLinks } from '@church/contracts/contact-links';
import type { AbsentMember } from '@church/contracts/units';
import { Button } from 'shared_ui/Button';
import { VisuallyHidden } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
`;

/** One-tap Call, WhatsApp and Email, the last two starting with the care message; none without details. */
export function ContactActions({ person }: { person: Pick<AbsentMember, 'full_name' | 'phone' | 'email'> }) {
  const links = contactLinks(person.phone, person.email, careMessage(person.full_name), careMessageSubject());
  if (!links.tel && !links.whatsapp && !links.mailto) return <span>No phone or email</span>;
  return (
    <Actions role="group" aria-label={`Contact ${person.full_name}`}>
      {links.tel && (
        <Button to={links.tel} size="sm" variant="outline-primary">
          Call<VisuallyHidden> {person.full_name}</VisuallyHidden>
        </Button>
      )}
      {links.whatsapp && (
        <Button to={links.whatsapp} newTab size="sm" variant="outline-primary">
          WhatsApp<VisuallyHidden> {person.full_name} (opens in a new tab)</VisuallyHidden>
        </Button>
      )}
      {links.mailto && (
        <Button to={links.mailto} size="sm" variant="outline-primary">
          Email<VisuallyHidden> {person.full_name}</VisuallyHidden>
        </Button>
      )}
    </Actions>
  );
}
