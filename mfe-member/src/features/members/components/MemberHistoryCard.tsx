import styled from 'styled-components';
import { AUDIT_ENTITY_LABELS, auditActionLabel, auditChangeLines } from '@church/contracts/audit-words';
import { formatChurchDate, formatChurchTime } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import { renderRouterLink } from '@church/platform/router-link';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useMemberHistory } from '../api/member-history';

const Entries = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  overflow-wrap: anywhere;

  ul {
    margin: 4px 0 0;
    padding-left: 1.25rem;
  }
`;

const when = (iso: string) => `${formatChurchDate(new Date(iso))}, ${formatChurchTime(new Date(iso))}`;

/** Admins only: who changed this person's email, activity, roles and units, their absences, and which follow-ups they were handed or lost. */
export function MemberHistoryCard({ memberId }: { memberId: string }) {
  const history = useMemberHistory(memberId);
  const all = `${pathTo('admin', 'auditLog')}?entity=person&entity_id=${encodeURIComponent(memberId)}`;
  return (
    <Card aria-labelledby="member-history-title">
      <h2 id="member-history-title">History</h2>
      <QueryState query={history} loadingLabel="Loading the history" isEmpty={(page) => page.data.length === 0} empty={<p>No change to this person's email, activity, roles, units, absences or follow-ups has been recorded.</p>}>
        {(page) => (
          <>
            <Entries aria-label="Changes to this person">
              {page.data.map((entry) => (
                <li key={entry.id}>
                  <strong>{when(entry.at)}</strong> · {entry.actor?.name ?? 'The system or a removed account'} · {entry.entity === 'person' ? '' : `${AUDIT_ENTITY_LABELS[entry.entity]} of ${entry.entity_label}: `}
                  {auditActionLabel(entry.action)}
                  <ul>
                    {auditChangeLines(entry.action, entry.before, entry.after).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </Entries>
            {page.meta.total > page.data.length && <p>{renderRouterLink(all, `All ${page.meta.total} changes in the audit trail`)}</p>}
          </>
        )}
      </QueryState>
    </Card>
  );
}
