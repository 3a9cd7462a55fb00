import { useState } from 'react';
import type { MonthSummaryJson } from '@church/contracts/attendance';
import { MONTH_NAMES } from '@church/contracts/months';
import { HttpError, errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { FormDialog } from 'shared_ui/Dialog';
import { SelectField } from 'shared_ui/fields';
import { useSetGoal } from '../api/set-goal';

/** Choose how many of the month's services I aim to attend (1 to all of them). */
export function GoalDialog({ summary, onClose }: { summary: MonthSummaryJson; onClose: () => void }) {
  // Starts at the goal in force: their own, else the default (the services since they joined).
  const [goal, setGoal] = useState(String(summary.own_goal ?? (summary.goal || summary.expected)));
  const [error, setError] = useState<string | undefined>();
  const save = useSetGoal();
  const month = `${MONTH_NAMES[summary.month - 1]} ${summary.year}`;

  const submit = () => {
    setError(undefined);
    save.mutate(
      { year: summary.year, month: summary.month, goal: Number(goal) },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? 'Your goal has been saved.');
          onClose();
        },
        onError: (failure) => setError(failure instanceof HttpError ? (Object.values(failure.fieldErrors)[0]?.[0] ?? errorMessage(failure)) : errorMessage(failure)),
      },
    );
  };

  return (
    <FormDialog
      title={`My goal for ${month}`}
      saveLabel="Save my goal"
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        {summary.expected} {summary.expected === 1 ? 'service is' : 'services are'} scheduled in {month}. Your goal is how many of them you aim to attend.
      </p>
      <SelectField
        label="Services I aim to attend"
        name="goal"
        value={goal}
        onChange={setGoal}
        placeholder="Choose a number"
        options={Array.from({ length: summary.expected }, (_, i) => ({ value: String(i + 1), label: i + 1 === summary.expected ? `${i + 1} (every service)` : String(i + 1) }))}
        error={error}
      />
    </FormDialog>
  );
}
