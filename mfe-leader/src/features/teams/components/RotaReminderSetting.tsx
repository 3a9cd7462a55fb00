import { notifier } from '@church/platform/notifier';
import { useChurchSettings, useSaveChurchSettings } from '@church/platform/endpoints/church-settings';
import { SelectField } from 'shared_ui/fields';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';

export const REMINDER_DAYS_LABEL = 'Remind volunteers who accepted';
/** The choices the API allows (0 to 14), the most used first after "none". */
const DAY_CHOICES = [0, 1, 2, 3, 4, 5, 6, 7, 10, 14] as const;
const dayChoiceLabel = (days: number) => (days === 0 ? 'No reminders' : `${days} day${days === 1 ? '' : 's'} before the service`);

/** The church's reminder before a service, for every team at once (admins only), saved when chosen. */
export function RotaReminderSetting() {
  const settings = useChurchSettings();
  const save = useSaveChurchSettings();
  return (
    <Card aria-labelledby="rota-reminder-title">
      <h2 id="rota-reminder-title">Reminders before serving</h2>
      <QueryState query={settings} loadingLabel="Loading the church settings" spinnerSize="sm">
        {(current) => {
          const days = save.isPending && save.variables ? save.variables.rota_reminder_days : current.rota_reminder_days;
          const options = [...new Set([...DAY_CHOICES, days])].sort((a, b) => a - b).map((d) => ({ value: String(d), label: dayChoiceLabel(d) }));
          return (
            <SelectField
              label={REMINDER_DAYS_LABEL}
              name="rota_reminder_days"
              value={String(days)}
              options={options}
              placeholder="Choose when"
              onChange={(value) => {
                if (value === '') return;
                save.mutate({ ...current, rota_reminder_days: Number(value) }, { onSuccess: (answer) => notifier.success(answer.message ?? 'The church settings have been saved.') });
              }}
              hint="For every team: a bell notice, and a mail where the volunteer gets rota mails, sent from 8:00 on the chosen day."
            />
          );
        }}
      </QueryState>
    </Card>
  );
}
