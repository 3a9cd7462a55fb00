// DELETE /api/station/check-ins/:id: Undo a wrong tap, for a minute after the check-in this station
// made; the API refuses it after that (409) or for a record it did not make (404). Needs the
// connection: an Undo is never kept on the tablet.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { StationUndoResponse } from '@church/contracts/stations';
import { stationKeys } from './keys';
import { stationDelete } from './station-request';

export interface UndoCheckIn {
  stationId: number;
  recordId: number;
}

export const undoCheckInMutation = () =>
  mutationOptions({
    mutationFn: ({ recordId }: UndoCheckIn) => stationDelete<StationUndoResponse>(`/station/check-ins/${recordId}`),
    // The total and the search's "checked in" marks.
    onSuccess: (_answer, { stationId }, _result, { client }) => client.invalidateQueries({ queryKey: stationKeys.all(stationId) }),
    meta: { silent: true },
  });

export const useUndoCheckIn = () => useMutation(undoCheckInMutation());
