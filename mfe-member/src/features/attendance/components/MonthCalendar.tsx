import styled from 'styled-components';
import { formatChurchTime, monthBounds, weekdayOf } from '@church/contracts/church-time';
import { MONTH_NAMES } from '@church/contracts/months';
import { WEEKDAYS } from '@church/contracts/services';
import { VisuallyHidden } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { type MonthOccurrence, type OccurrenceStatus, recordedByOther } from '../hooks/useMonthOccurrences';

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;

  th {
    padding: 4px;
    font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
    color: ${(p) => themeOf(p.theme).colors.textMuted};
  }
  td {
    height: 72px;
    padding: 4px;
    vertical-align: top;
    border: 1px solid ${(p) => themeOf(p.theme).colors.border};
    font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  }
  ul {
    margin: 2px 0 0;
    padding: 0;
    list-style: none;
  }
`;

const MARK: Record<OccurrenceStatus, string> = { Attended: '✓', Missed: '✗', Cancelled: '—', 'Open now': '●', Away: '◇', Upcoming: '○' };
/** What the legend says of each mark. */
const MEANING: Record<OccurrenceStatus, string> = {
  Attended: 'attended',
  Missed: 'missed',
  Cancelled: 'cancelled',
  'Open now': 'open now',
  Away: 'away (not expected of you)',
  Upcoming: 'upcoming',
};

// Under 640 px a day is about 40 px wide: a service's name would break letter by letter, so
// there each service shows as its mark alone (its name and status stay for screen readers and in
// its title), the marks side by side. The legend under the calendar says what the marks mean at
// every width (a name does not say whether it was attended, or that you were away).
const PHONE = '(max-width: 639px)';

const Services = styled.ul`
  @media ${PHONE} {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 6px;
    font-size: 1.1rem;
  }
`;

const Item = styled.li<{ $status: OccurrenceStatus }>`
  overflow-wrap: break-word;
  hyphens: auto;
  font-weight: ${(p) => (p.$status === 'Attended' || p.$status === 'Open now' ? 700 : 400)};
  color: ${(p) => (p.$status === 'Attended' ? themeOf(p.theme).colors.success : p.$status === 'Missed' ? themeOf(p.theme).colors.danger : themeOf(p.theme).colors.text)};
  text-decoration: ${(p) => (p.$status === 'Cancelled' ? 'line-through' : 'none')};
`;

const NameOnWide = styled.span`
  @media ${PHONE} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Legend = styled.p`
  margin: 8px 0 0;
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

const OnPhone = styled.span`
  display: none;
  @media ${PHONE} {
    display: inline;
  }
`;

/** The month as a calendar (weeks from Sunday); each service shows its status in words too. */
export function MonthCalendar({ year, month, occurrences }: { year: number; month: number; occurrences: MonthOccurrence[] }) {
  const { last } = monthBounds(year, month);
  const days = Number(last.slice(8));
  const lead = WEEKDAYS.indexOf(weekdayOf(`${last.slice(0, 8)}01`));
  const cells: Array<number | null> = [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
    <>
      <Table data-testid="attendance-calendar">
        <caption>
          <VisuallyHidden>
            {MONTH_NAMES[month - 1]} {year}, each service with what it was for you
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                <abbr title={day}>{day.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (day === null) return <td key={d} />;
                const date = `${last.slice(0, 8)}${String(day).padStart(2, '0')}`;
                const todays = occurrences.filter((o) => o.date === date);
                return (
                  <td key={d} data-date={date}>
                    <span>{day}</span>
                    {todays.length > 0 && (
                      <Services>
                        {todays.map((o) => {
                          const recorder = recordedByOther(o.record);
                          const recorded = recorder ? `, recorded by ${recorder}` : '';
                          return (
                            <Item key={o.service_id} $status={o.status} title={`${o.service_name}, ${formatChurchTime(new Date(o.starts_at))}: ${o.status}${recorded}`}>
                              <span aria-hidden="true">{MARK[o.status]} </span>
                              <NameOnWide>{o.service_name}</NameOnWide>
                              <VisuallyHidden>
                                : {o.status}
                                {recorded}
                              </VisuallyHidden>
                            </Item>
                          );
                        })}
                      </Services>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      <Legend aria-hidden="true" data-testid="calendar-legend">
        {(Object.keys(MARK) as OccurrenceStatus[]).map((status) => `${MARK[status]} ${MEANING[status]}`).join(' · ')}.<OnPhone> The list shows each service by name.</OnPhone>
      </Legend>
    </>
  );
}
