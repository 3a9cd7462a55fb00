import { ANALYTICS_DEFINITIONS as D, type Overview } from '@church/contracts/analytics';
import { formatChurchDate } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import { renderRouterLink } from '@church/platform/router-link';
import { HowCounted, StatCard, StatGrid } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';

type Direction = 'up' | 'down' | 'flat';
const direction = (now: number, before: number): Direction => (now > before ? 'up' : now < before ? 'down' : 'flat');

function comparison(now: number | null, before: number | null, unit: string, against: string) {
  if (now === null || before === null) return undefined;
  const difference = Math.round(Math.abs(now - before) * 10) / 10;
  const dir = direction(now, before);
  return { direction: dir, text: dir === 'flat' ? `same as ${against}` : `${difference}${unit} on ${against}` };
}

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** The church at a glance: each tile links to the page that explains it. */
export function KpiTiles({ overview }: { overview: Overview }) {
  const { attendance, last_sunday: sunday, follow_ups: followUps } = overview;
  const tiles = [
    { key: 'members', label: 'Active members', value: overview.active_members.toLocaleString('en'), href: pathTo('admin', 'members') },
    {
      key: 'attendance',
      label: 'Average attendance this month',
      value: percent(attendance.this_month),
      trend: comparison(attendance.this_month, attendance.last_month, ' points', `last month (${percent(attendance.last_month)})`),
      href: pathTo('admin', 'attendance'),
    },
    {
      key: 'sunday',
      label: sunday.date ? `Last Sunday, ${formatChurchDate(sunday.date)}` : 'Last Sunday',
      value: sunday.date ? sunday.attended.toLocaleString('en') : '—',
      trend: comparison(sunday.attended, sunday.previous_average, '', `the four before (${sunday.previous_average ?? '—'})`),
      href: pathTo('admin', 'attendance'),
    },
    { key: 'first-timers', label: 'First-timers this month', value: overview.first_timers_this_month.toLocaleString('en'), href: pathTo('admin', 'firstTimers') },
    {
      key: 'follow-ups',
      label: 'Open follow-ups',
      value: followUps.open.toLocaleString('en'),
      hint: `${followUps.overdue.toLocaleString('en')} overdue`,
      href: `${pathTo('admin', 'firstTimers')}?overdue=true`,
    },
    { key: 'forms', label: 'Unread forms', value: overview.unread_forms.toLocaleString('en'), href: `${pathTo('admin', 'forms')}?status=unread` },
  ];
  return (
    <Card aria-labelledby="at-a-glance-title">
      <h2 id="at-a-glance-title">At a glance</h2>
      <StatGrid aria-label="At a glance">
        {tiles.map(({ key, ...tile }) => (
          <li key={key}>
            <StatCard {...tile} renderLink={renderRouterLink} />
          </li>
        ))}
      </StatGrid>
      <HowCounted>
        <ul>
          {[D.activeMembers, D.averagePercentage, D.lastSunday, D.firstTimers, D.followUps, D.unreadForms].map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </HowCounted>
    </Card>
  );
}
