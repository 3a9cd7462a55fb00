import { pageTitle } from '@church/contracts/site-map';
import { useCurrentUser } from '@church/platform/current-user';
import { DataLoadError } from '@church/platform/data-load-error';
import { Spinner } from 'shared_ui/Loader';
import { Page } from 'shared_ui/Page';
import { DetailsCard } from './DetailsCard';
import { DevicesCard } from './DevicesCard';
import { EmailCard } from './EmailCard';
import { PasswordCard } from './PasswordCard';
import { PictureCard } from './PictureCard';

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
          {/* Keyed by the saved values, so a save elsewhere (the email) does not leave stale fields. */}
          <DetailsCard key={`${me.data.id}-${me.data.phone}-${me.data.first_name}`} user={me.data} />
          <EmailCard user={me.data} />
          <PasswordCard />
          <DevicesCard />
        </>
      )}
    </Page>
  );
}
