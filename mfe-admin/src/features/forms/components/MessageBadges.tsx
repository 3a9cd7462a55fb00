import styled from 'styled-components';
import type { FormMessage } from '@church/contracts/forms';
import { Badge } from 'shared_ui/display';
import { themeOf } from 'shared_ui/theme';
import { MAY_BE_SHARED, NOT_FOR_SHARING } from './message-words';

const Pills = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.xs};
`;

/** Where a message stands, in words: unread, answered, archived, and a testimony's consent. */
export function MessageBadges({ message }: { message: FormMessage }) {
  return (
    <Pills>
      {!message.read_at && <Badge tone="warning">Unread</Badge>}
      {message.replied_at && <Badge tone="success">Answered</Badge>}
      {message.archived_at && <Badge tone="neutral">Archived</Badge>}
      {message.type === 'testimony' && <ConsentBadge consent={message.share_consent} />}
    </Pills>
  );
}

export function ConsentBadge({ consent }: { consent: boolean }) {
  return consent ? <Badge tone="info">{MAY_BE_SHARED}</Badge> : <Badge tone="neutral">{NOT_FOR_SHARING}</Badge>;
}
