import { pageTitle } from '@church/contracts/site-map';
import type { User } from '@church/contracts/user';
import { useCurrentUser } from '@church/platform/current-user';
import { DataLoadError } from '@church/platform/data-load-error';
import { Spinner } from 'shared_ui/Loader';
import { Page } from 'shared_ui/Page';
import { DetailsCard } from './DetailsCard';
import { DevicesCard } from './DevicesCard';
import { EmailCard } from './EmailCard';
import { PasswordCard } from './PasswordCard';
import { PictureCard } from './PictureCard';
import { UnitsCard } from './UnitsCard';

const detailsKey = (u: User) => JSON.stringify([u.id, u.first_name, u.last_name, u.phone, u.gender, u.birthday, u.address]);

/** The signed-in person's own account (docs/decisions/0011-profile.md), one card per part. */
export function ProfilePage() {
  const me = useCurrentUser();
  return (
    <Page title={pageTitle('members', 'profile')}>
      {me.isError ? (
        <DataLoadError onRetry={() => me.refetch()} />
      ) : !me.data ? (
        <Spinner label="Loading your profile" />
      ) : (
        <>
          <PictureCard user={me.data} />
          {/* Keyed by the saved details: after a save the fields show what the API kept (the phone
              normalised, text trimmed); a refused save changes nothing, so the typed input stays. */}
          <DetailsCard key={detailsKey(me.data)} user={me.data} />
          <EmailCard user={me.data} />
          <UnitsCard user={me.data} />
          <PasswordCard user={me.data} />
          <DevicesCard />
        </>
      )}
    </Page>
  );
}
