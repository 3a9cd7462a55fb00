import { pageTitle } from '@church/contracts/site-map';
import type { User } from '@church/contracts/user';
import { useCurrentUser } from '@church/platform/current-user';
import { Page } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { DetailsCard } from './DetailsCard';
import { DevicesCard } from './DevicesCard';
import { EmailCard } from './EmailCard';
import { HouseholdCard } from './HouseholdCard';
import { NotificationsCard } from './NotificationsCard';
import { PasswordCard } from './PasswordCard';
import { PictureCard } from './PictureCard';
import { UnitsCard } from './UnitsCard';

const detailsKey = (u: User) => JSON.stringify([u.id, u.first_name, u.last_name, u.phone, u.gender, u.birthday, u.address]);

/** The signed-in person's own account (docs/decisions/0011-profile.md), one card per part. */
export function ProfilePage() {
  const me = useCurrentUser();
  return (
    <Page title={pageTitle('members', 'profile')}>
      <QueryState query={me} loadingLabel="Loading your profile">
        {(user) => (
          <>
            <PictureCard user={user} />
            {/* Keyed by the saved details: after a save the fields show what the API kept (the phone
                normalised, text trimmed); a refused save changes nothing, so the typed input stays. */}
            <DetailsCard key={detailsKey(user)} user={user} />
            <EmailCard user={user} />
            <UnitsCard user={user} />
            <HouseholdCard />
            <NotificationsCard />
            <PasswordCard user={user} />
            <DevicesCard />
          </>
        )}
      </QueryState>
    </Page>
  );
}
