import { notifier } from '@church/platform/notifier';
import { CheckboxField } from 'shared_ui/fields';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useChurchSettings, useSaveChurchSettings } from '@church/platform/endpoints/church-settings';

export const SELF_MARKING_LABEL = 'Members may still mark their own attendance without the code';
/** Said plainly while self-marking is on: the code is then no check on where anyone is. */
export const CODE_PROTECTS_NOTHING = 'While this is on, the code on this screen protects nothing: anyone signed in can mark themselves present from anywhere during a service’s window.';

/** The church's choice between the door's code only and members' own marking too, saved when ticked. */
export function SelfMarkingSetting() {
  const settings = useChurchSettings();
  const save = useSaveChurchSettings();
  return (
    <Card aria-labelledby="self-marking-title">
      <h2 id="self-marking-title">Marking without the code</h2>
      <QueryState query={settings} loadingLabel="Loading the church settings" spinnerSize="sm">
        {(current) => {
          const on = save.isPending && save.variables ? save.variables.self_marking_without_code : current.self_marking_without_code;
          return (
            <>
              <CheckboxField
                label={SELF_MARKING_LABEL}
                name="self_marking_without_code"
                checked={on}
                onChange={(checked) =>
                  save.mutate({ ...current, self_marking_without_code: checked }, { onSuccess: (answer) => notifier.success(answer.message ?? 'The church settings have been saved.') })
                }
                hint="On: a member can tap “I’m here” on the site during a service’s window, from anywhere. Off: attendance is recorded at the door only (the code on this screen, a welcome station, or a leader’s sheet)."
              />
              {on && <p role="note">{CODE_PROTECTS_NOTHING}</p>}
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
