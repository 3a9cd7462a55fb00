import styled from 'styled-components';
import type { FormReply } from '@church/contracts/forms';
import { themeOf } from 'shared_ui/theme';
import { Section, Text } from './MessageDetails';
import { receivedAt } from './message-words';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding: ${(p) => themeOf(p.theme).spacing.sm} ${(p) => themeOf(p.theme).spacing.md};
    margin-bottom: ${(p) => themeOf(p.theme).spacing.sm};
    border-inline-start: 4px solid ${(p) => themeOf(p.theme).colors.border};
    background: ${(p) => themeOf(p.theme).colors.surface};
  }
`;

const Meta = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.xs};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** The answers already emailed, oldest first: who answered, when, and to which address. */
export function ReplyHistory({ replies }: { replies: FormReply[] }) {
  return (
    <Section aria-labelledby="form-message-replies">
      <h3 id="form-message-replies">Replies</h3>
      {replies.length === 0 ? (
        <p>No reply has been sent yet.</p>
      ) : (
        <List aria-labelledby="form-message-replies">
          {replies.map((reply) => (
            <li key={reply.id}>
              <Meta>
                {/* The author's account may be gone; the reply stays. */}
                {`${reply.author_name ?? 'A former admin'} replied to ${reply.sent_to} on `}
                <time dateTime={reply.created_at}>{receivedAt(reply.created_at)}</time>
              </Meta>
              <Text>{reply.message}</Text>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
