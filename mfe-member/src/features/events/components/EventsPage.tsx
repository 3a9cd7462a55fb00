import { useState } from 'react';
import type { ChurchEvent, EventWhen } from '@church/contracts/events';
import { pageIntro, pageTitle } from '@church/contracts/site-map';
import { useAuth } from '@church/platform/use-auth';
import { useListParams } from '@church/platform/use-list-params';
import { Button } from 'shared_ui/Button';
import { Page, Tabs } from 'shared_ui/Page';
import { DeleteEventDialog } from './DeleteEventDialog';
import { EventFormDialog } from './EventFormDialog';
import { EventList } from './EventList';

const TABS: Array<{ id: EventWhen; label: string }> = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'past', label: 'Past' },
];

type Editing = { kind: 'create' } | { kind: 'edit'; event: ChurchEvent } | null;

/** /dashboard/events: the church's upcoming and past events (?tab=past); admins create, edit and delete them. */
export function EventsPage() {
  const { values, page, update } = useListParams(['tab'] as const);
  const when: EventWhen = values.tab === 'past' ? 'past' : 'upcoming';
  // The API refuses writes to everyone else; the page does not offer them.
  const isAdmin = useAuth().hasRole('admin');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ChurchEvent | null>(null);

  return (
    <Page
      title={pageTitle('members', 'events')}
      description={pageIntro('members', 'events')}
      actions={isAdmin && <Button onClick={() => setEditing({ kind: 'create' })}>Create event</Button>}
    >
      <Tabs label="Which events" idPrefix="events" tabs={TABS} selected={when} onSelect={(id) => update({ tab: id === 'past' ? 'past' : null })}>
        <EventList
          when={when}
          page={page}
          onPageChange={(next) => update({ page: next })}
          onCreate={isAdmin ? () => setEditing({ kind: 'create' }) : undefined}
          onEdit={isAdmin ? (event) => setEditing({ kind: 'edit', event }) : undefined}
          onDelete={isAdmin ? setDeleting : undefined}
        />
      </Tabs>
      {editing && <EventFormDialog event={editing.kind === 'edit' ? editing.event : undefined} onClose={() => setEditing(null)} />}
      {deleting && <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}
