import styled from 'styled-components';
import { formatChurchDate } from '@church/contracts/church-time';
import { overdueDefinition } from '@church/contracts/follow-up';
import { pathTo } from '@church/contracts/site-map';
import { Link } from '@church/platform/router';
import { Badge, EmptyState } from 'shared_ui/display';
import { FollowUpStatusBadge } from 'shared_ui/domain/badges';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useAssignedFirstTimers } from '../api/assigned-first-timers';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    padding: ${(p) => p.theme.spacing.sm} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  > li:last-child {
    border-bottom: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-width: 0;
    min-height: 44px;
    /* A long name breaks anywhere instead of pushing past the card. */
    overflow-wrap: anywhere;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }
  .muted {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Note = styled.p`
  margin: ${(p) => p.theme.spacing.sm} 0 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** The member dashboard's "First-timers assigned to me": my open follow-ups, overdue first. */
export function AssignedFirstTimersCard() {
  const assigned = useAssignedFirstTimers();
  return (
    <Card aria-labelledby="assigned-first-timers-title" data-testid="assigned-first-timers">
      <h2 id="assigned-first-timers-title">First-timers assigned to me</h2>
      <QueryState
        query={assigned}
        loadingLabel="Loading your first-timers"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title="No first-timers are assigned to you." />}
      >
        {(rows) => (
          <>
            <Rows>
              {rows.map((row) => (
                <li key={row.id}>
                  <Link to={pathTo('members', 'firstTimer', { id: row.id })}>{row.full_name}</Link>
                  <span className="muted">{row.visit_label}</span>
                  <FollowUpStatusBadge status={row.follow_up.status} />
                  {row.follow_up.overdue && <Badge tone="danger">Overdue</Badge>}
                  {row.follow_up.next_contact_on && <span className="muted">Next contact {formatChurchDate(row.follow_up.next_contact_on)}</span>}
                </li>
              ))}
            </Rows>
            <Note>{overdueDefinition()}</Note>
          </>
        )}
      </QueryState>
    </Card>
  );
}
