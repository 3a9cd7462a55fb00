import { useState } from 'react';
import type { Unit } from '@church/contracts/units';
import { pageTitle, pathTo } from '@church/contracts/site-map';
import { renderRouterLink } from '@church/platform/router-link';
import { useUnits } from '@church/platform/endpoints/units';
import { useAuth } from '@church/platform/use-auth';
import { useListParams } from '@church/platform/use-list-params';
import { Button } from 'shared_ui/Button';
import { EmptyState } from 'shared_ui/display';
import { Page } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { UNITS_LIST_KEY } from '../api/keys';
import { DeleteUnitDialog } from './DeleteUnitDialog';
import { UnitDetail } from './UnitDetail';
import { UnitFormDialog } from './UnitFormDialog';
import { UnitsTable } from './UnitsTable';

// The unit's page is this page with ?unit=<id> (see paths.ts); its roster search and absences'
// N are kept beside it.
const KEYS = ['unit', 'search', 'misses'] as const;

type Editing = { kind: 'create' } | { kind: 'edit'; unit: Unit } | { kind: 'delete'; unit: Unit } | null;

const toId = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/** /dashboard/leaders/units: the units (leaders: theirs; admins: all, to create, edit and delete), or one unit's page. */
export function UnitsPage() {
  const isAdmin = useAuth().hasRole('admin');
  const { values, update } = useListParams(KEYS);
  const units = useUnits(UNITS_LIST_KEY, { include: 'attendance' });
  const [editing, setEditing] = useState<Editing>(null);
  const unitId = toId(values.unit);
  const selected = unitId === undefined ? undefined : units.data?.find((unit) => unit.id === unitId);
  const title = pageTitle('leaders', 'units');

  let content;
  if (unitId === undefined) {
    content = (
      <UnitsTable
        units={units.data}
        error={units.error}
        onRetry={() => units.refetch()}
        isAdmin={isAdmin}
        onCreate={() => setEditing({ kind: 'create' })}
        onEdit={(unit) => setEditing({ kind: 'edit', unit })}
        onDelete={(unit) => setEditing({ kind: 'delete', unit })}
      />
    );
  } else if (selected) {
    content = <UnitDetail unit={selected} isAdmin={isAdmin} onEdit={() => setEditing({ kind: 'edit', unit: selected })} onDelete={() => setEditing({ kind: 'delete', unit: selected })} />;
  } else {
    // The units have not answered yet, or they have and this one is not among them.
    content = (
      <QueryState query={units} loadingLabel="Loading the unit">
        {() => (
          <EmptyState title="This unit is not available" action={<Button to={pathTo('leaders', 'units')}>All units</Button>}>
            {isAdmin ? 'It may have been deleted.' : 'It may have been deleted, or you do not lead it.'}
          </EmptyState>
        )}
      </QueryState>
    );
  }

  return (
    <Page
      title={title}
      renderLink={renderRouterLink}
      breadcrumbs={unitId === undefined ? undefined : [{ label: title, href: pathTo('leaders', 'units') }, { label: selected?.name ?? 'Unit' }]}
      actions={isAdmin && unitId === undefined ? <Button onClick={() => setEditing({ kind: 'create' })}>Create unit</Button> : undefined}
    >
      {content}
      {editing?.kind === 'create' && <UnitFormDialog onClose={() => setEditing(null)} />}
      {editing?.kind === 'edit' && <UnitFormDialog unit={editing.unit} onClose={() => setEditing(null)} />}
      {editing?.kind === 'delete' && (
        <DeleteUnitDialog
          unit={editing.unit}
          onClose={() => setEditing(null)}
          onDeleted={() => {
            setEditing(null);
            // The deleted unit's page has nothing left to show: back to the list.
            if (editing.unit.id === unitId) update({ unit: null, search: null, misses: null });
          }}
        />
      )}
    </Page>
  );
}
