// /dashboard/leaders: the leader's units at a glance, composed from the area's features.
import styled from 'styled-components';
import { pageTitle, pathTo } from '@church/contracts/site-map';
import { useUnits } from '@church/platform/endpoints/units';
import { useAuth } from '@church/platform/use-auth';
import { Button } from 'shared_ui/Button';
import { EmptyState } from 'shared_ui/display';
import { Page } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { themeOf } from 'shared_ui/theme';
import { UNITS_LIST_KEY } from '../features/units/api/keys';
import { AbsentMembers } from '../features/units/components/AbsentMembers';
import { MyUnits } from '../features/units/components/MyUnits';
import { SlippingMembers } from '../features/units/components/SlippingMembers';

const Stack = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.md};
`;

/** /dashboard/leaders: the units the caller leads (admins: every unit), and who has been away. */
export function DashboardPage() {
  const isAdmin = useAuth().hasRole('admin');
  const units = useUnits(UNITS_LIST_KEY, { include: 'attendance' });
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
      <QueryState
        query={units}
        loadingLabel="Loading your units"
        isEmpty={(list) => list.length === 0}
        empty={
          isAdmin ? (
            <EmptyState title="No units yet" action={unitsLink}>
              Create the church&apos;s units (choir, ushering, media…) on the Units page.
            </EmptyState>
          ) : (
            <EmptyState title="You do not lead a unit yet">When an admin makes you a leader of a unit, it shows here with who has been away.</EmptyState>
          )
        }
      >
        {(list) => (
          <Stack>
            <MyUnits units={list} title={isAdmin ? 'All units' : 'My units'} />
            <AbsentMembers units={list} showUnitNames />
            <SlippingMembers />
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
