import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, auditActionLabel } from '@church/contracts/audit-words';
import type { AuditActor, AuditEntry } from '@church/contracts/audit';
import { formatChurchDate, formatChurchTime } from '@church/contracts/church-time';
import { pageIntro, pageTitle } from '@church/contracts/site-map';
import { useListParams } from '@church/platform/use-list-params';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { EmptyState } from 'shared_ui/display';
import { TextField } from 'shared_ui/fields';
import { FilterBar, FilterSelect } from 'shared_ui/filters';
import { Pagination } from 'shared_ui/Pagination';
import { Card, Page } from 'shared_ui/Page';
import { renderRouterLink } from '../../../shared/follow-up';
import { firstFieldErrors, labelledOptions, oneOf, toId } from '../../../shared/lists';
import { useAuditActors } from '../api/actors';
import { type AuditLogRequest, useAuditLog } from '../api/audit-log';
import { AuditChanges } from './AuditChanges';

const KEYS = ['entity', 'entity_id', 'actor', 'from', 'to'] as const;
const PER_PAGE = 25;
const ENTITY_OPTIONS = labelledOptions(AUDIT_ENTITY_LABELS);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** An instant on the church's calendar and clock: 'Mar 5, 2025, 5:30 PM'. */
function when(iso: string): string {
  const instant = new Date(iso);
  return `${formatChurchDate(instant)}, ${formatChurchTime(instant)}`;
}

/** "Ruth Bello (12)" for each person; an id from a shared link that is not among them still shows. */
function actorOptions(actors: AuditActor[] | undefined, chosen: number | undefined) {
  const options = (actors ?? []).map((a) => ({ value: String(a.id), label: `${a.name} (${a.count})` }));
  if (chosen !== undefined && !actors?.some((a) => a.id === chosen)) options.push({ value: String(chosen), label: `Person #${chosen}` });
  return options;
}

const COLUMNS: Column<AuditEntry>[] = [
  { key: 'at', header: 'When', render: (row) => when(row.at) },
  { key: 'actor', header: 'Who', breakAnywhere: true, render: (row) => row.actor?.name ?? 'The system or a removed account' },
  {
    key: 'what',
    header: 'What',
    breakAnywhere: true,
    render: (row) => `${AUDIT_ENTITY_LABELS[row.entity]} ${row.entity_label}: ${auditActionLabel(row.action)}`,
  },
  { key: 'change', header: 'Change', render: (row) => <AuditChanges action={row.action} before={row.before} after={row.after} /> },
];

/** The filters in the URL (anything invalid there is ignored). */
function useAuditFilters() {
  const { values, page, update } = useListParams(KEYS);
  const entity = oneOf(AUDIT_ENTITIES, values.entity);
  const filters: Omit<AuditLogRequest, 'page' | 'per_page'> = {
    entity,
    // A record's id only means something with its kind.
    entity_id: entity ? toId(values.entity_id) : undefined,
    actor_id: toId(values.actor),
    from: isDay(values.from) ? values.from : undefined,
    to: isDay(values.to) ? values.to : undefined,
  };
  return { filters, page, update };
}

/** /dashboard/admin/audit-log: who changed what and when, filtered; read only. */
export function AuditLogPage() {
  const { filters, page, update } = useAuditFilters();
  const log = useAuditLog({ ...filters, page, per_page: PER_PAGE });
  const actors = useAuditActors();
  const filtered = Object.values(filters).some((value) => value !== undefined);
  // A 422 on the filters (e.g. From after To) shows on their fields.
  const invalid = firstFieldErrors(log.error);
  const refused = Object.keys(invalid).length > 0;

  return (
    <Page title={pageTitle('admin', 'auditLog')} renderLink={renderRouterLink} description={pageIntro('admin', 'auditLog')}>
      <Card aria-labelledby="audit-title">
        <h2 id="audit-title">Changes</h2>
        <FilterBar>
          <FilterSelect label="Kind of record" value={filters.entity ?? ''} onChange={(entity) => update({ entity, entity_id: '' })} options={ENTITY_OPTIONS} />
          <FilterSelect label="Who" value={filters.actor_id === undefined ? '' : String(filters.actor_id)} onChange={(actor) => update({ actor })} options={actorOptions(actors.data, filters.actor_id)} />
          <TextField label="From" name="from" type="date" optional value={filters.from ?? ''} max={filters.to} error={invalid.from} onChange={(from) => (from === '' || isDay(from)) && update({ from })} />
          <TextField label="To" name="to" type="date" optional value={filters.to ?? ''} min={filters.from} error={invalid.to} onChange={(to) => (to === '' || isDay(to)) && update({ to })} />
        </FilterBar>
        <DataTable
          caption="Audit trail"
          columns={COLUMNS}
          rows={refused ? [] : log.data?.data}
          rowKey={(row) => row.id}
          error={refused ? undefined : log.error}
          onRetry={() => log.refetch()}
          emptyState={
            refused ? (
              <EmptyState title="Check the filters">{Object.values(invalid).join(' ')}</EmptyState>
            ) : (
              <EmptyState title={filtered ? 'No changes match' : 'No changes yet'}>
                {filtered ? 'Change or clear the filters to see more.' : 'Changes to people, follow-ups, units, the schedule and imports appear here as they are made.'}
              </EmptyState>
            )
          }
        />
        {log.data && !refused && <Pagination label="Audit trail pages" meta={log.data.meta} onPageChange={(next) => update({ page: next })} />}
      </Card>
    </Page>
  );
}
