import { useId } from 'react';
import { ANALYTICS_DEFINITIONS } from '@church/contracts/analytics';
import { rateText, useSlippingMembers } from '@church/platform/endpoints/slipping-members';
import { useListParams } from '@church/platform/use-list-params';
import { HowCounted } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { Pagination } from 'shared_ui/Pagination';
import { QueryState } from 'shared_ui/QueryState';
import { CarePerson, Muted, People } from './people-list';

/** The members of the caller's units whose attendance fell against their own usual rate (the API scopes them), biggest falls first. */
export function SlippingMembers() {
  const titleId = useId();
  const { page, update } = useListParams([]);
  const slipping = useSlippingMembers(['leaders', 'slipping'], page);

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>Slipping members</h2>
      <HowCounted>{ANALYTICS_DEFINITIONS.slipping}</HowCounted>
      <QueryState
        query={slipping}
        loadingLabel="Loading the slipping members"
        spinnerSize="sm"
        isEmpty={(answer) => answer.data.length === 0}
        empty={<Muted>Nobody in your units is slipping: everyone is coming about as often as they usually do.</Muted>}
      >
        {({ data: members, meta }) => (
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
            <Pagination meta={meta} onPageChange={(next) => update({ page: next })} label="Slipping members pages" />
          </>
        )}
      </QueryState>
    </Card>
  );
}
