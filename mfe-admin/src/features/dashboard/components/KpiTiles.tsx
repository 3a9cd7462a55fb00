import { ANALYTICS_DEFINITIONS as D, comparedDaysLabel, dayRangeLabel, formatCount, type Overview } from '@church/contracts/analytics';
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
export function KpiTiles({ overview }: { overview: Overview | undefined }) {
  const tiles = tilesOf(overview);
  return (
    <Card aria-labelledby="at-a-glance-title" aria-busy={!overview}>
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

// While the overview loads, each tile shows "…" and keeps a line where its trend or hint will be
// (and a tile without a comparison keeps it too), so that the tiles keep their height.
const LOADING = '…';
const KEPT_LINE = '\u00a0';
const trendOrKeptLine = (trend: ReturnType<typeof comparison>) => (trend ? { trend } : { hint: KEPT_LINE });

function tilesOf(overview: Overview | undefined) {
  const show = (value: (o: Overview) => string) => (overview ? value(overview) : LOADING);
  const sunday = overview?.last_sunday;
  return [
    { key: 'members', label: 'Active members', value: show((o) => formatCount(o.active_members)), href: pathTo('admin', 'members') },
    {
      key: 'attendance',
      label: 'Average attendance this month',
      value: show((o) => percent(o.attendance.this_month)),
      // A month in progress against the same days of the last one, and the card says which days.
      ...trendOrKeptLine(overview && comparison(overview.attendance.this_month, overview.attendance.last_month, ' points', `${dayRangeLabel(overview.attendance.last_days)} (${percent(overview.attendance.last_month)})`)),
      ...(overview ? { hint: comparedDaysLabel(overview.attendance) } : {}),
      href: pathTo('admin', 'attendance'),
    },
    {
      key: 'sunday',
      label: sunday?.date ? `Last Sunday, ${formatChurchDate(sunday.date)}` : 'Last Sunday',
      value: show((o) => (o.last_sunday.date ? formatCount(o.last_sunday.attended) : '—')),
      ...trendOrKeptLine(sunday && comparison(sunday.attended, sunday.previous_average, '', `the four before (${sunday.previous_average ?? '—'})`)),
      href: pathTo('admin', 'attendance'),
    },
    { key: 'first-timers', label: 'First-timers this month', value: show((o) => formatCount(o.first_timers_this_month)), href: pathTo('admin', 'firstTimers') },
    {
      key: 'follow-ups',
      label: 'Open follow-ups',
      value: show((o) => formatCount(o.follow_ups.open)),
      hint: overview ? `${formatCount(overview.follow_ups.overdue)} overdue` : KEPT_LINE,
      href: `${pathTo('admin', 'firstTimers')}?overdue=true`,
    },
    { key: 'forms', label: 'Unread forms', value: show((o) => formatCount(o.unread_forms)), href: `${pathTo('admin', 'forms')}?status=unread` },
  ];
}
