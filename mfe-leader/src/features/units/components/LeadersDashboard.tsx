import styled from 'styled-components';
import { pageTitle, pathTo } from '@church/contracts/site-map';
import { DataLoadError } from '@church/platform/data-load-error';
import { useAuth } from '@church/platform/use-auth';
import { Button } from 'shared_ui/Button';
import { EmptyState } from 'shared_ui/display';
import { Spinner } from 'shared_ui/Loader';
import { Page } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { useUnits } from '../api/units';
import { AbsentMembers } from './AbsentMembers';
import { MyUnits } from './MyUnits';
import { SlippingMembers } from './SlippingMembers';

const Stack = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.md};
`;

/** /dashboard/leaders: the units the caller leads (admins: every unit), and who has been away. */
export function LeadersDashboard() {
  const { isAdmin } = useAuth();
  const units = useUnits();
  const unitsLink = (
    <Button to={pathTo('leaders', 'units')} variant="outline-primary">
      Units
    </Button>
  );

  return (
    <Page
      title={pageTitle('leaders', 'dashboard')}
      actions={unitsLink}
      description={isAdmin ? "Every unit's attendance this month, who has been away and who is slipping." : "Your units' attendance this month, who has been away and who is slipping."}
    >
      {units.isError ? (
        <DataLoadError onRetry={() => units.refetch()} />
      ) : !units.data ? (
        <Spinner label="Loading your units" />
      ) : units.data.length === 0 ? (
        isAdmin ? (
          <EmptyState title="No units yet" action={unitsLink}>
            Create the church&apos;s units (choir, ushering, media…) on the Units page.
          </EmptyState>
        ) : (
          <EmptyState title="You do not lead a unit yet">When an admin makes you a leader of a unit, it shows here with who has been away.</EmptyState>
        )
      ) : (
        <Stack>
          <MyUnits units={units.data} title={isAdmin ? 'All units' : 'My units'} />
          <AbsentMembers units={units.data} showUnitNames />
          <SlippingMembers />
        </Stack>
      )}
    </Page>
  );
}
