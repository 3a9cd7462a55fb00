import styled from 'styled-components';
import { churchConfig, firstTimerWelcomeMessage, firstTimerWelcomeSubject } from '@church/contracts/church-config';
import type { FirstTimerDetails } from '@church/contracts/first-timers';
import { DescriptionList, Disclosure } from 'shared_ui/display';
import { ContactActions } from 'shared_ui/domain/ContactActions';
import { Card } from 'shared_ui/Page';
import { useMeetingTimes } from '@church/platform/endpoints/church-services';
import { contactLinks } from '@church/contracts/contact-links';

// The person's name as the card's heading: a long one breaks anywhere rather than widening the page.
const Name = styled.h2`
  overflow-wrap: anywhere;
`;

const Hidden = styled.p`
  margin: ${(p) => p.theme.spacing.md} 0;
  font-weight: 600;
`;

const Message = styled(Disclosure)`
  > summary {
    font-weight: 400;
  }
  pre {
    margin: 0;
    white-space: pre-wrap;
    font: inherit;
  }
`;

const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female' };

/** Why the one-tap contact actions are withheld from someone whose details are still shown, if they are. */
export function doNotContactReason(person: Pick<FirstTimerDetails, 'consent_to_contact' | 'follow_up'>): string | null {
  if (person.follow_up.status === 'Opt-out') return 'Opted out: do not contact.';
  if (!person.consent_to_contact) return 'Did not agree to be contacted.';
  return null;
}

/**
 * Who the first-timer is and how to reach them, with one-tap call, WhatsApp and email. Someone
 * who opted out or did not agree to be contacted gets a note instead of the actions (an admin
 * still sees their details).
 */
export function ContactCard({ person }: { person: FirstTimerDetails }) {
  const meetingTimes = useMeetingTimes();
  const message = firstTimerWelcomeMessage({ firstName: person.first_name, meetingTimes, socialChannels: churchConfig.socialChannels });
  const links = contactLinks(person.phone, person.email, message, firstTimerWelcomeSubject());
  const doNotContact = doNotContactReason(person);

  return (
    <Card aria-labelledby="contact-title" data-testid="contact-card">
      <Name id="contact-title">{person.full_name}</Name>
      {person.contact_hidden ? (
        <Hidden data-testid="contact-hidden">Contact details hidden (opted out)</Hidden>
      ) : doNotContact ? (
        <Hidden data-testid="do-not-contact">{doNotContact}</Hidden>
      ) : (
        <>
          <ContactActions name={person.full_name} links={links} />
          <Message summary="The welcome message WhatsApp and email start with">
            <pre data-testid="welcome-message">{message}</pre>
          </Message>
        </>
      )}
      <DescriptionList
        items={[
          ...(person.contact_hidden
            ? []
            : [
                { label: 'Phone', value: person.phone },
                { label: 'Email', value: person.email },
              ]),
          { label: 'Gender', value: person.gender ? GENDER_LABELS[person.gender] ?? person.gender : null },
          ...(person.contact_hidden ? [] : [{ label: 'Address', value: person.address }]),
          { label: 'How they heard of us', value: person.how_heard },
          { label: 'Agreed to be contacted', value: person.consent_to_contact ? 'Yes' : 'No' },
          { label: 'Prayer request', value: person.prayer_request },
        ]}
      />
    </Card>
  );
}
