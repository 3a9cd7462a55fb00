import styled from 'styled-components';
import { formatChurchDate } from '@church/contracts/church-time';
import type { FirstTimerDetails } from '@church/contracts/first-timers';
import { FOLLOW_UP_CHANNEL_LABELS } from '@church/contracts/follow-up';
import { pathTo } from '@church/contracts/site-map';
import { renderRouterLink } from '@church/platform/router-link';
import { FollowUpStatusBadge } from 'shared_ui/domain/badges';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useVisitorRecords } from '../api/visitor-records';

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.7;
  overflow-wrap: anywhere;
`;

/** Admins only: the member's visits as a first-timer, their follow-up and its feedback. */
export function VisitorRecordsCard({ memberId }: { memberId: string }) {
  const records = useVisitorRecords(memberId, true);
  return (
    <Card aria-labelledby="visitor-records-title">
      <h2 id="visitor-records-title">Before they joined</h2>
      <QueryState query={records} loadingLabel="Loading their visits" isEmpty={(data) => data.length === 0} empty={<p>No first-timer record is linked to this person.</p>}>
        {(data) => (
          <>
            {data.map((record) => (
              <VisitorRecord key={record.id} record={record} />
            ))}
          </>
        )}
      </QueryState>
    </Card>
  );
}

function VisitorRecord({ record }: { record: FirstTimerDetails }) {
  return (
    <section aria-label={`First-timer record ${record.full_name}`}>
      <p>
        {renderRouterLink(pathTo('members', 'firstTimer', { id: record.id }), `${record.full_name}, first-timer record`)}: {record.visit_count}{' '}
        {record.visit_count === 1 ? 'visit' : 'visits'}, follow-up <FollowUpStatusBadge status={record.follow_up.status} />
      </p>
      <h3>Visits</h3>
      <List aria-label={`Visits of ${record.full_name}`}>
        {record.visits.map((visit) => (
          <li key={visit.date}>
            {formatChurchDate(visit.date)}
            {visit.service_name ? ` · ${visit.service_name}` : ''}
          </li>
        ))}
      </List>
      <h3>Follow-up feedback</h3>
      {record.feedback.length === 0 ? (
        <p>No feedback yet.</p>
      ) : (
        <List aria-label={`Feedback about ${record.full_name}`}>
          {record.feedback.map((entry) => (
            <li key={entry.id}>
              {formatChurchDate(new Date(entry.contacted_at))} · {FOLLOW_UP_CHANNEL_LABELS[entry.channel]}
              {entry.author ? ` · ${entry.author.full_name}` : ''}
              {entry.note ? `: ${entry.note}` : ''}
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
