import { useId } from 'react';
import { ANALYTICS_DEFINITIONS } from '@church/contracts/analytics';
import { DataLoadError } from '@church/platform/data-load-error';
import { rateText, useSlippingMembers } from '@church/platform/slipping-members';
import { useListParams } from '@church/platform/use-list-params';
import { HowCounted } from 'shared_ui/display';
import { Spinner } from 'shared_ui/Loader';
import { Card } from 'shared_ui/Page';
import { Pagination } from 'shared_ui/Pagination';
import { CarePerson, Muted, People } from './people-list';

/** The members of the caller's units whose attendance fell against their own usual rate (the API scopes them), biggest falls first. */
export function SlippingMembers() {
  const titleId = useId();
  const { page, update } = useListParams([]);
  const slipping = useSlippingMembers(['leaders', 'slipping'], page);
  const members = slipping.data?.data;

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>Slipping members</h2>
      <HowCounted>{ANALYTICS_DEFINITIONS.slipping}</HowCounted>
      {slipping.isError ? (
        <DataLoadError onRetry={() => slipping.refetch()} />
      ) : !members ? (
        <Spinner size="sm" label="Loading the slipping members" />
      ) : members.length === 0 ? (
        <Muted>Nobody in your units is slipping: everyone is coming about as often as they usually do.</Muted>
      ) : (
        <>
          <People aria-label="Slipping members">
            {members.map((person) => (
              <CarePerson key={person.id} person={person}>
                <span>{person.units.map((u) => u.name).join(', ')}</span>
                <span>
                  Last 4 weeks: {rateText(person.recent)} · the 12 before: {rateText(person.baseline)}
                </span>
              </CarePerson>
            ))}
          </People>
          {slipping.data && <Pagination meta={slipping.data.meta} onPageChange={(next) => update({ page: next })} label="Slipping members pages" />}
        </>
      )}
    </Card>
  );
}
