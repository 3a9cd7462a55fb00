// PUT /api/me/attendance-goal: the caller's own goal for this month or a later one.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MonthSummaryJson } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { ATTENDANCE_KEY } from './keys';

export interface GoalRequest {
  year: number;
  month: number;
  goal: number;
}

export function setGoal(body: GoalRequest): Promise<{ data: MonthSummaryJson; message?: string }> {
  return http.put('/me/attendance-goal', body);
}

export const setGoalMutation = mutationOptions({
  mutationKey: [...ATTENDANCE_KEY, 'goal'],
  mutationFn: setGoal,
  // The dialog shows the API's message on its field.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
});

export function useSetGoal() {
  return useMutation(setGoalMutation);
}
