import styled from 'styled-components';
import { formatChurchDate, formatChurchTime, weekdayOf } from '@church/contracts/church-time';
import { Badge, type BadgeTone } from 'shared_ui/display';
import { themeOf } from 'shared_ui/theme';
import { type MonthOccurrence, type OccurrenceStatus, recordedByOther } from '../hooks/useMonthOccurrences';

const TONE: Record<OccurrenceStatus, BadgeTone> = { Attended: 'success', Missed: 'danger', Cancelled: 'neutral', 'Open now': 'info', Away: 'neutral', Upcoming: 'neutral' };

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

const Recorder = styled.span`
  display: block;
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

/**
 * The month's services as a list: day, time, service and what it was for this person, and who
 * recorded it when someone else did.
 */
export function OccurrenceList({ occurrences }: { occurrences: MonthOccurrence[] }) {
  if (occurrences.length === 0) return <p>No services are scheduled this month.</p>;
  return (
    <List data-testid="attendance-list">
      {occurrences.map((o) => {
        const recorder = recordedByOther(o.record);
        return (
          <li key={`${o.service_id}-${o.date}`}>
            <span>
              <strong>{o.service_name}</strong> · {weekdayOf(o.date)}, {formatChurchDate(o.date)} at {formatChurchTime(new Date(o.starts_at))}
              {o.cancel_reason && ` (${o.cancel_reason})`}
              {recorder && <Recorder>Recorded by {recorder}</Recorder>}
            </span>
            <Badge tone={TONE[o.status]}>{o.status}</Badge>
          </li>
        );
      })}
    </List>
  );
}
