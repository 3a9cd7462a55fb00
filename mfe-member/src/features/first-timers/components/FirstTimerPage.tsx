import { useState } from 'react';
import styled from 'styled-components';
import { formatChurchDate, weekdayOf } from '@church/contracts/church-time';
import type { FirstTimerDetails } from '@church/contracts/first-timers';
import { overdueDefinition } from '@church/contracts/follow-up';
import { pageTitle, pathTo, type ReturnPath } from '@church/contracts/site-map';
import { HttpError } from '@church/platform/http';
import { useParams } from '@church/platform/router';
import { useReturnPath } from '@church/platform/return-path';
import { renderRouterLink } from '@church/platform/router-link';
import { useAuth } from '@church/platform/use-auth';
import { Button } from 'shared_ui/Button';
import { Badge, DescriptionList, EmptyState } from 'shared_ui/display';
import { FollowUpStatusBadge } from 'shared_ui/domain/badges';
import { Card, Page } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useFirstTimer } from '../api/first-timer';
import { ContactCard } from './ContactCard';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackTimeline, churchDateTime } from './FeedbackTimeline';
import { LinkProposalsCard } from './LinkProposalsCard';
import { ProposedDetailsCard } from './ProposedDetailsCard';
import { ReassignDialog } from './ReassignDialog';
import { VisitorRecordCard } from './VisitorRecordCard';

export const NO_ACCESS_MESSAGE = 'You do not have access to this first-timer';
export const NOT_FOUND_MESSAGE = 'First-timer not found';

const Stack = styled.div`
  display: grid;
  gap: 16px;

  h2 {
    margin-top: 0;
  }
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Visits = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.7;
`;

const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** /dashboard/first-timers/:id: the assignee's (or an admin's) view of one first-timer's follow-up. */
export function FirstTimerPage() {
  const { id = '' } = useParams();
  const validId = /^[1-9]\d*$/.test(id);
  // Opened from a list (an admin's first-timers, board or feedback), the way back is to that list.
  const back = useReturnPath() ?? undefined;
  return (
    <Page
      title={pageTitle('members', 'firstTimer')}
      breadcrumbs={[{ label: back?.title ?? 'Dashboard', href: back?.href ?? pathTo('members', 'dashboard') }, { label: pageTitle('members', 'firstTimer') }]}
      renderLink={renderRouterLink}
    >
      {validId ? <FirstTimerDetailsView id={id} back={back} /> : <NotFound back={back} />}
    </Page>
  );
}

function BackButton({ back }: { back?: ReturnPath }) {
  return back ? <Button to={back.href} variant="outline-primary">Back to {back.title}</Button> : <Button to={pathTo('members', 'dashboard')} variant="outline-primary">Back to my dashboard</Button>;
}

function NoAccess({ back }: { back?: ReturnPath }) {
  return (
    <div role="alert">
      <EmptyState title={NO_ACCESS_MESSAGE} action={<BackButton back={back} />}>
        <p>Only admins and the person it is assigned to can see a first-timer&apos;s follow-up.</p>
      </EmptyState>
    </div>
  );
}

function NotFound({ back }: { back?: ReturnPath }) {
  return (
    <div role="alert">
      <EmptyState title={NOT_FOUND_MESSAGE} action={<BackButton back={back} />}>
        <p>There is no first-timer at this address: it may have been mistyped, or the link may be out of date.</p>
      </EmptyState>
    </div>
  );
}

/**
 * The API refuses anyone but an admin with a 403, whether or not the first-timer exists, so a 404
 * reaches only an admin and means it is missing; an id it cannot read (422) is missing too.
 */
function FirstTimerDetailsView({ id, back }: { id: string; back?: ReturnPath }) {
  const details = useFirstTimer(id);
  const status = details.error instanceof HttpError ? details.error.status : null;
  if (status === 403) return <NoAccess back={back} />;
  if (status === 404 || status === 422) return <NotFound back={back} />;
  return (
    <QueryState query={details} loadingLabel="Loading the first-timer">
      {(person) => <Details person={person} />}
    </QueryState>
  );
}

function Details({ person }: { person: FirstTimerDetails }) {
  const isAdmin = useAuth().hasRole('admin');
  const [reassigning, setReassigning] = useState(false);
  const followUp = person.follow_up;

  return (
    <Stack>
      <ContactCard person={person} />

      {isAdmin && <VisitorRecordCard person={person} />}

      {isAdmin && <ProposedDetailsCard firstTimerId={person.id} />}

      {isAdmin && person.member === null && <LinkProposalsCard firstTimerId={person.id} />}

      <Card aria-labelledby="follow-up-title" data-testid="follow-up-card">
        <h2 id="follow-up-title">Follow-up</h2>
        <DescriptionList
          items={[
            {
              label: 'Status',
              value: (
                <Badges data-testid="follow-up-status">
                  <FollowUpStatusBadge status={followUp.status} />
                  {followUp.overdue && <Badge tone="danger">Overdue</Badge>}
                </Badges>
              ),
            },
            { label: 'Assigned to', value: followUp.assignee?.full_name ?? 'Nobody yet' },
            {
              label: 'Assigned',
              value: followUp.assigned_at ? `${churchDateTime(followUp.assigned_at)}${followUp.assigned_by ? ` by ${followUp.assigned_by.full_name}` : ''}` : null,
            },
            { label: 'Next contact', value: followUp.next_contact_on ? formatChurchDate(followUp.next_contact_on) : 'Not set' },
            ...(followUp.closed_at ? [{ label: 'Closed', value: churchDateTime(followUp.closed_at) }] : []),
          ]}
        />
        <Muted>{overdueDefinition()}</Muted>
        {isAdmin && (
          <Button variant="outline-primary" onClick={() => setReassigning(true)}>
            Reassign
          </Button>
        )}
        {reassigning && <ReassignDialog firstTimerId={person.id} firstTimerName={person.full_name} assignee={followUp.assignee} onClose={() => setReassigning(false)} />}
      </Card>

      <Card aria-labelledby="visits-title">
        <h2 id="visits-title">Visits</h2>
        <p data-testid="visit-label">
          {person.visit_label}: {person.visit_count} {person.visit_count === 1 ? 'visit' : 'visits'}
        </p>
        <Visits aria-label="Visit days, newest first">
          {[...person.visits]
            .sort((a, b) => b.date.localeCompare(a.date))
            .map((visit) => (
              <li key={visit.date}>
                {weekdayOf(visit.date)}, {formatChurchDate(visit.date)}
                {visit.service_name ? ` · ${visit.service_name}` : ''}
              </li>
            ))}
        </Visits>
      </Card>

      <Card>
        <FeedbackForm key={person.id} firstTimerId={person.id} currentStatus={followUp.status} byAdmin={isAdmin} />
      </Card>

      <Card aria-labelledby="feedback-title">
        <h2 id="feedback-title">Feedback</h2>
        <FeedbackTimeline feedback={person.feedback} />
      </Card>
    </Stack>
  );
}
