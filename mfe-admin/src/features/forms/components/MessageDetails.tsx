import styled from 'styled-components';
import { mailtoHref, telHref } from '@church/contracts/contact-links';
import type { FormMessage } from '@church/contracts/forms';
import { DescriptionList, type DescriptionItem } from 'shared_ui/display';
import { themeOf } from 'shared_ui/theme';
import { ConsentBadge, MessageBadges } from './MessageBadges';
import { receivedAt, senderName } from './message-words';

export const Section = styled.section`
  margin-top: ${(p) => themeOf(p.theme).spacing.lg};

  h3 {
    margin: 0 0 ${(p) => themeOf(p.theme).spacing.sm};
    font-size: ${(p) => themeOf(p.theme).fontSizes.md};
  }
`;

/** A person's text as they wrote it: line breaks kept, long words wrapped. */
export const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Link = styled.a`
  color: ${(p) => themeOf(p.theme).colors.primary};
  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

export const CONSENT_SENTENCES = {
  yes: 'The sender agreed that this testimony may be shared.',
  no: 'The sender did not agree to share this testimony: keep it private.',
};

/** A link when `href` could be made from what the sender typed; the text alone otherwise. */
function contactValue(text: string | null, href: string | null) {
  if (!text) return null;
  return href ? <Link href={href}>{text}</Link> : text;
}

function senderItems(message: FormMessage): DescriptionItem[] {
  const items: DescriptionItem[] = [
    { label: 'Received', value: <time dateTime={message.created_at}>{receivedAt(message.created_at)}</time> },
    { label: 'Name', value: message.is_anonymous ? 'Anonymous (the sender asked not to be named)' : senderName(message) },
    { label: 'Email', value: contactValue(message.email, mailtoHref(message.email)) },
    { label: 'Phone', value: contactValue(message.phone, telHref(message.phone)) },
  ];
  if (message.type === 'testimony') {
    items.push({
      label: 'Sharing',
      value: (
        <>
          <ConsentBadge consent={message.share_consent} /> {message.share_consent ? CONSENT_SENTENCES.yes : CONSENT_SENTENCES.no}
        </>
      ),
    });
  }
  return items;
}

/** The message in full, where it stands, and how to reach its sender. */
export function MessageDetails({ message }: { message: FormMessage }) {
  return (
    <>
      <MessageBadges message={message} />
      <Section aria-labelledby="form-message-sender">
        <h3 id="form-message-sender">Sender</h3>
        <DescriptionList items={senderItems(message)} />
      </Section>
      <Section aria-labelledby="form-message-text">
        <h3 id="form-message-text">Message</h3>
        <Text>{message.message}</Text>
      </Section>
    </>
  );
}
