import styled from 'styled-components';
import { pageTitle, pathTo, type ReturnPath } from '@church/contracts/site-map';
import { HttpError } from '@church/platform/http';
import { useReturnPath } from '@church/platform/return-path';
import { useAuth } from '@church/platform/use-auth';
import { useParams } from '@church/platform/router';
import { renderRouterLink } from '@church/platform/router-link';
import { Page } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useMember } from '../api/member';
import { useMemberAttendance } from '../api/member-attendance';
import { MemberAttendance } from './MemberAttendance';
import { MemberHistoryCard } from './MemberHistoryCard';
import { MemberNotFound } from './MemberNotFound';
import { AwayCard } from './AwayCard';
import { MembershipCard } from './MembershipCard';
import { ProfileCard } from './ProfileCard';
import { VisitorRecordsCard } from './VisitorRecordsCard';

const Stack = styled.div`
  display: grid;
  gap: 16px;

  h2 {
    margin-top: 0;
  }
`;

// The answers that all mean "nobody you can see here": a refusal (403) says no more than a
// missing id (404) or an id the API cannot read (422).
const NOT_FOUND_STATUSES = [403, 404, 422];

/** /dashboard/members/:id: one person's details, roles and units, and attendance. */
export function MemberPage() {
  const { id = '' } = useParams();
  // An id that cannot exist asks nothing of the API.
  const validId = /^[1-9]\d{0,9}$/.test(id);
  // Opened from a list (the admin's members, a unit's roster), the way back is to that list.
  const back = useReturnPath() ?? undefined;
  return (
    <Page
      title={pageTitle('members', 'member')}
      breadcrumbs={[{ label: back?.title ?? 'Dashboard', href: back?.href ?? pathTo('members', 'dashboard') }, { label: pageTitle('members', 'member') }]}
      renderLink={renderRouterLink}
    >
      {validId ? <MemberDetails id={id} back={back} /> : <MemberNotFound back={back} />}
    </Page>
  );
}

function MemberDetails({ id, back }: { id: string; back?: ReturnPath }) {
  const member = useMember(id);
  const { hasRole } = useAuth();
  const isAdmin = hasRole('admin');
  // Asked at once, beside the details, rather than after them.
  const attendance = useMemberAttendance(id);
  const status = member.error instanceof HttpError ? member.error.status : null;
  if (status !== null && NOT_FOUND_STATUSES.includes(status)) return <MemberNotFound back={back} />;
  return (
    <QueryState query={member} loadingLabel="Loading the member">
      {(person) => (
        <Stack>
          <ProfileCard person={person} />
          <MembershipCard person={person} />
          <MemberAttendance attendance={attendance} firstName={person.first_name} />
          {/* Absences are read and recorded for someone else by admins and leaders only: a member on their own page has theirs under My attendance. */}
          {(isAdmin || hasRole('leader')) && <AwayCard person={person} />}
          {isAdmin && <MemberHistoryCard memberId={id} />}
          {isAdmin && <VisitorRecordsCard memberId={id} />}
        </Stack>
      )}
    </QueryState>
  );
}
