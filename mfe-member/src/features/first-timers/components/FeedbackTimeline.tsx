import styled from 'styled-components';
import { formatChurchDate, formatChurchTime } from '@church/contracts/church-time';
import type { FeedbackJson } from '@church/contracts/first-timers';
import { FOLLOW_UP_CHANNEL_LABELS, FOLLOW_UP_OUTCOME_LABELS } from '@church/contracts/follow-up';
import { EmptyState } from 'shared_ui/display';
import { FollowUpStatusBadge } from 'shared_ui/domain/badges';
import { VisuallyHidden } from 'shared_ui/Page';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding: ${(p) => p.theme.spacing.md} 0 ${(p) => p.theme.spacing.md} ${(p) => p.theme.spacing.md};
    border-left: 3px solid ${(p) => p.theme.colors.border};
  }
  > li + li {
    margin-top: ${(p) => p.theme.spacing.sm};
  }
  p {
    margin: 0 0 4px;
  }
  .meta {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .change {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
`;

/** "Nov 22, 2026 at 5:30 PM": an instant on the church's calendar and clock. */
export function churchDateTime(iso: string): string {
  const instant = new Date(iso);
  return `${formatChurchDate(instant)} at ${formatChurchTime(instant)}`;
}

/** Every reported contact, newest first: when, how, what came of it, the note and any status change. */
export function FeedbackTimeline({ feedback }: { feedback: FeedbackJson[] }) {
  if (feedback.length === 0) return <EmptyState title="No feedback yet.">Add the first contact with the form above.</EmptyState>;
  return (
    <List aria-label="Feedback, newest first" data-testid="feedback-timeline">
      {feedback.map((entry) => (
        <li key={entry.id}>
          <p>
            <strong>
              <time dateTime={entry.contacted_at}>{churchDateTime(entry.contacted_at)}</time>
            </strong>
            {' · '}
            {FOLLOW_UP_CHANNEL_LABELS[entry.channel]}
            {entry.outcome && ` · ${FOLLOW_UP_OUTCOME_LABELS[entry.outcome]}`}
          </p>
          {entry.note && <p>{entry.note}</p>}
          {entry.status_to && (
            <p className="change">
              Status:{' '}
              {entry.status_from && (
                <>
                  <FollowUpStatusBadge status={entry.status_from} />
                  <span aria-hidden="true">→</span>
                  <VisuallyHidden> to </VisuallyHidden>
                </>
              )}
              <FollowUpStatusBadge status={entry.status_to} />
            </p>
          )}
          {entry.next_contact_on && <p>Next contact: {formatChurchDate(entry.next_contact_on)}</p>}
          <p className="meta">By {entry.author?.full_name ?? 'a former team member'}</p>
        </li>
      ))}
    </List>
  );
}
