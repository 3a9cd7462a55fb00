import styled from 'styled-components';
import { formatChurchDate, formatChurchTime, weekdayOf } from '@church/contracts/church-time';
import { serviceChoiceOptions, useChosenService } from '@church/platform/check-in-service-choice';
import { QueryState } from 'shared_ui/QueryState';
import { ChosenServiceClosed, CodeScreen, DoorCode, ServiceChoice, useCodeRefresh } from 'shared_ui/domain/checkInCode';
import { type CheckInCode, useCheckInCode } from '../api/check-in-code';
import { useNextService } from '../api/next-service';

const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

function OpenCode({ code, secondsLeft, onChoose }: { code: CheckInCode; secondsLeft: number | null; onChoose: (serviceId: number) => void }) {
  const { occurrence } = code;
  return (
    <>
      <ServiceChoice options={serviceChoiceOptions(code.open)} value={String(occurrence.service_id)} onChange={(value) => onChoose(Number(value))} />
      <h2 data-testid="check-in-service">{occurrence.name}</h2>
      <Muted>
        {weekdayOf(occurrence.date)}, {formatChurchDate(occurrence.date)}, {formatChurchTime(new Date(occurrence.starts_at))}
      </Muted>
      <DoorCode code={code} label={`QR code to check in at ${occurrence.name}`} secondsLeft={secondsLeft} />
    </>
  );
}

function NoneOpen() {
  const next = useNextService(true);
  let upcoming = '';
  if (next.data) {
    const { service_name: name, date, starts_at: startsAt } = next.data;
    upcoming = `; the next is ${name}, ${weekdayOf(date)} ${formatChurchDate(date)} at ${formatChurchTime(new Date(startsAt))}`;
  } else if (next.data === null) {
    upcoming = ', and none is scheduled in the next two weeks';
  }
  return (
    <p role="status" data-testid="check-in-none-open">
      No service is open for check-in now{upcoming}.
    </p>
  );
}

/**
 * The screen at the door: the open service (or the one chosen, when several are open), its QR
 * code and typed code, counting down to the next one.
 */
export function CodeDisplay() {
  const chosen = useChosenService();
  const code = useCheckInCode(chosen.serviceId);
  const { secondsLeft } = useCodeRefresh({ data: code.data, receivedAt: code.dataUpdatedAt, failedAt: code.errorUpdatedAt, refetch: code.refetch });
  return (
    <CodeScreen>
      {/* A failed refresh keeps the code on screen (the previous one is still accepted a moment) while it tries again. */}
      <QueryState
        query={code}
        keepPreviousData
        loadingLabel="Loading the check-in code"
        isEmpty={(data) => data === null}
        empty={chosen.serviceId === undefined ? <NoneOpen /> : <ChosenServiceClosed onShowOpen={() => chosen.choose(null)} />}
      >
        {(open) => open && <OpenCode code={open} secondsLeft={secondsLeft} onChoose={chosen.choose} />}
      </QueryState>
    </CodeScreen>
  );
}
