import { useState, type FormEvent } from 'react';
import { NOTIFICATION_DELIVERY_LABELS, type NotificationDelivery, type NotificationKind } from '@church/contracts/notifications';
import { errorMessage, HttpError } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { FormAlert, RadioGroupField } from 'shared_ui/fields';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useNotificationPreferences, useSaveNotificationPreferences, type NotificationPreference } from '../api/notification-preferences';

export const PREFERENCES_SAVED_MESSAGE = 'Your mail preferences have been saved.';

type Choices = Partial<Record<NotificationKind, NotificationDelivery>>;
type Refusals = { byKind: Partial<Record<NotificationKind, string>>; form: string | null };

const NO_REFUSALS: Refusals = { byKind: {}, form: null };

/**
 * The API's refusal as messages on the choices they concern: `preferences.N…` is the Nth entry
 * sent, a kind's own name is that kind; anything else is said above the form.
 */
function refusalsOf(error: unknown, sent: NotificationKind[]): Refusals {
  const byKind: Refusals['byKind'] = {};
  const unplaced: string[] = [];
  const fields = error instanceof HttpError ? error.fieldErrors : {};
  for (const [field, messages] of Object.entries(fields)) {
    const index = /^preferences\.(\d+)/.exec(field)?.[1];
    const kind = index !== undefined ? sent[Number(index)] : sent.find((k) => field === k || field.endsWith(`.${k}`));
    if (kind) byKind[kind] = messages.join(' ');
    else unplaced.push(...messages);
  }
  const placed = Object.keys(byKind).length > 0;
  return { byKind, form: unplaced.length ? unplaced.join(' ') : placed ? null : errorMessage(error) };
}

function PreferencesForm({ preferences }: { preferences: NotificationPreference[] }) {
  const save = useSaveNotificationPreferences();
  const [choices, setChoices] = useState<Choices>({});
  const [refusals, setRefusals] = useState<Refusals>(NO_REFUSALS);
  const deliveryOf = (p: NotificationPreference) => choices[p.kind] ?? p.delivery;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = preferences.map((p) => ({ kind: p.kind, delivery: deliveryOf(p) }));
    save.mutate(
      { preferences: sent },
      {
        onSuccess: (answer) => {
          setRefusals(NO_REFUSALS);
          setChoices({});
          notifier.success(answer.message ?? PREFERENCES_SAVED_MESSAGE);
        },
        // The choices made stay on screen, each refusal beside its own.
        onError: (error) => setRefusals(refusalsOf(error, sent.map((s) => s.kind))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-notifications-title">
      {refusals.form && <FormAlert role="alert">{refusals.form}</FormAlert>}
      {preferences.map((p) => (
        <RadioGroupField
          key={p.kind}
          label={p.label}
          name={`notification-${p.kind}`}
          value={deliveryOf(p)}
          onChange={(value) => setChoices((current) => ({ ...current, [p.kind]: value as NotificationDelivery }))}
          options={p.deliveries.map((delivery) => ({ value: delivery, label: NOTIFICATION_DELIVERY_LABELS[delivery] }))}
          error={refusals.byKind[p.kind]}
        />
      ))}
      <Button type="submit" loading={save.isPending}>
        Save mail preferences
      </Button>
    </form>
  );
}

/**
 * What is mailed to the person, per kind of notification their roles can receive: at once, in
 * the day's digest, or nothing (the bell shows every one either way).
 */
export function NotificationsCard() {
  const preferences = useNotificationPreferences();
  return (
    <Card id="notifications" aria-labelledby="profile-notifications-title">
      <h2 id="profile-notifications-title">Notifications</h2>
      <p>Everything shows under the bell at the top of the page. Choose what is also sent to you by mail.</p>
      <QueryState query={preferences} loadingLabel="Loading your mail preferences" isEmpty={(data) => data.length === 0} empty={<p>There is nothing to mail you yet.</p>}>
        {(data) => <PreferencesForm preferences={data} />}
      </QueryState>
    </Card>
  );
}
