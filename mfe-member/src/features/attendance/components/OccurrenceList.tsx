import styled from 'styled-components';
import { formatChurchDate, formatChurchTime, weekdayOf } from '@church/contracts/church-time';
import { Badge, type BadgeTone } from 'shared_ui/display';
import { themeOf } from 'shared_ui/theme';
import type { MonthOccurrence, OccurrenceStatus } from '../hooks/useMonthOccurrences';

const TONE: Record<OccurrenceStatus, BadgeTone> = { Attended: 'success', Missed: 'danger', Cancelled: 'neutral', 'Open now': 'info', Upcoming: 'neutral' };

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${(p) => themeOf(p.theme).spacing.sm};
    padding: ${(p) => themeOf(p.theme).spacing.sm} 0;
    border-bottom: 1px solid ${(p) => themeOf(p.theme).colors.border};
  }
`;

/** The month's services as a list: day, time, service and what it was for this person. */
export function OccurrenceList({ occurrences }: { occurrences: MonthOccurrence[] }) {
  if (occurrences.length === 0) return <p>No services are scheduled this month.</p>;
  return (
    <List data-testid="attendance-list">
      {occurrences.map((o) => (
        <li key={`${o.service_id}-${o.date}`}>
          <span>
            <strong>{o.service_name}</strong> · {weekdayOf(o.date)}, {formatChurchDate(o.date)} at {formatChurchTime(new Date(o.starts_at))}
            {o.cancel_reason && ` (${o.cancel_reason})`}
          </span>
          <Badge tone={TONE[o.status]}>{o.status}</Badge>
        </li>
      ))}
    </List>
  );
}
