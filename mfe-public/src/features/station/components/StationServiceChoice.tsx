import styled from 'styled-components';
import { serviceChoiceOptions, type ServiceChoice } from '@church/platform/check-in-service-choice';
import { SelectField } from 'shared_ui/fields';
import type { StationOccurrence } from '../api/station-occurrence';

const Notice = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/**
 * Which service this door checks people into, offered when more than one is open (a children's
 * service beside the main one). The choice is kept on the tablet; while the chosen service is not
 * open, the desk works at the one the door shows and says so.
 */
export function StationServiceChoice({ open, chosen }: { open: StationOccurrence; chosen: ServiceChoice }) {
  const waiting = chosen.serviceId !== undefined && chosen.serviceId !== open.occurrence.service_id;
  // An answer kept on the tablet by an earlier version has no list of open services.
  const services = open.open ?? [open.occurrence];
  return (
    <>
      {services.length > 1 && (
        <SelectField
          label="Checking in to"
          name="station-service"
          value={String(open.occurrence.service_id)}
          onChange={(value) => chosen.choose(value === '' ? null : Number(value))}
          options={serviceChoiceOptions(services)}
          placeholder="The service starting nearest now"
        />
      )}
      {waiting && <Notice role="status">The service chosen for this door is not open now: check-ins go to {open.occurrence.name}.</Notice>}
    </>
  );
}
