import { serviceChoiceOptions } from '@church/platform/check-in-service-choice';
import { useStationService } from '../hooks/useStationService';
import { ChosenServiceClosed, CodeScreen, DoorCode, ServiceChoice, useCodeRefresh } from 'shared_ui/domain/checkInCode';
import { QueryState } from 'shared_ui/QueryState';
import { useStationCheckInCode } from '../api/station-check-in-code';

/**
 * The door's code for members to scan or type, the same screen as the admin's display (with its
 * choice of service when several are open and its full screen), refreshed as it expires.
 */
export function StationCodeView({ stationId }: { stationId: number }) {
  // The desk's choice: the code shown is of the service this door checks people into.
  const chosen = useStationService(stationId);
  const code = useStationCheckInCode(stationId, chosen.serviceId);
  const { secondsLeft } = useCodeRefresh({ data: code.data, receivedAt: code.dataUpdatedAt, failedAt: code.errorUpdatedAt, refetch: code.refetch });
  return (
    <CodeScreen>
      {/* A failed refresh keeps the code on screen (the previous one is still accepted a moment) while it tries again. */}
      <QueryState
        query={code}
        keepPreviousData
        loadingLabel="Loading the check-in code"
        isEmpty={(data) => data === null}
        empty={chosen.serviceId === undefined ? <p>No service is open for check-in now.</p> : <ChosenServiceClosed onShowOpen={() => chosen.choose(null)} />}
      >
        {(open) =>
          open && (
            <>
              <ServiceChoice options={serviceChoiceOptions(open.open)} value={String(open.occurrence.service_id)} onChange={(value) => chosen.choose(Number(value))} />
              <h2>{open.occurrence.name}</h2>
              <DoorCode code={open} label={`QR code to check in at ${open.occurrence.name}`} secondsLeft={secondsLeft} />
            </>
          )
        }
      </QueryState>
    </CodeScreen>
  );
}
