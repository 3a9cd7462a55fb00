// The list pieces: DataTable (normal, loading, empty, error), QueryState (loading, error, empty,
// answered), Pagination, SearchField, SearchableChoice, FilterBar and MonthYearPicker, with sample
// church data.
import { useState } from 'react';
import { type Column, DataTable, type Sort } from '../exposed/DataTable';
import { FilterBar, FilterSelect, MonthYearPicker, SearchableChoice, SearchField } from '../exposed/filters';
import { Pagination } from '../exposed/Pagination';
import { QueryState, type QueryLike } from '../exposed/QueryState';
import { Readout, Row, Specimen, Specimens } from './parts';

interface Visitor {
  id: number;
  name: string;
  status: string;
  visits: number;
}
const VISITORS: Visitor[] = [
  { id: 1, name: 'Chidi Eze', status: 'Contacted', visits: 2 },
  { id: 2, name: 'Ngozi Adebayo', status: 'Not Contacted', visits: 1 },
  { id: 3, name: 'Kofi Mensah', status: 'Integrated', visits: 4 },
];
const COLUMNS: Column<Visitor>[] = [
  { key: 'name', header: 'Name', render: (v) => v.name, sortable: true },
  { key: 'status', header: 'Status', render: (v) => v.status },
  { key: 'visits', header: 'Visits', render: (v) => v.visits, sortable: true, align: 'end' },
];

function TableSpecimen({ prefix }: { prefix: string }) {
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  const rows = [...VISITORS].sort((a, b) => (sort.key === 'name' ? a.name.localeCompare(b.name) : a.visits - b.visits) * (sort.direction === 'asc' ? 1 : -1));
  return (
    <Specimens prefix={prefix} name="DataTable">
      <DataTable caption={`First timers, ${prefix} theme`} columns={COLUMNS} rows={rows} rowKey={(v) => v.id} sort={sort} onSortChange={setSort} rowHref={(v) => `?visitor=${v.id}`} />
      <DataTable caption={`Loading, ${prefix} theme`} columns={COLUMNS} rows={undefined} rowKey={(v) => v.id} skeletonRows={2} />
      <DataTable caption={`Empty, ${prefix} theme`} columns={COLUMNS} rows={[]} rowKey={(v) => v.id} />
      <DataTable caption={`Failed, ${prefix} theme`} columns={COLUMNS} rows={undefined} rowKey={(v) => v.id} error={new Error('down')} onRetry={() => {}} />
    </Specimens>
  );
}

function ListControls({ prefix }: { prefix: string }) {
  const [page, setPage] = useState(3);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [month, setMonth] = useState({ month: 11, year: 2026 });
  const [personSearch, setPersonSearch] = useState('');
  const [person, setPerson] = useState('');
  const people = ['Ruth Bello', 'Samuel Eze', 'Grace Okafor'].filter((name) => name.toLowerCase().includes(personSearch.toLowerCase()));
  return (
    <>
      <Specimens prefix={prefix} name="Pagination">
        <Pagination label={`Pagination, ${prefix} theme`} meta={{ page, per_page: 20, total: 245 }} onPageChange={setPage} />
      </Specimens>
      <Specimens prefix={prefix} name="SearchField">
        <SearchField value={search} onSearch={setSearch} label="Search first timers" />
        <Readout data-testid={`${prefix}-search-result`}>Searched for: {search || 'nothing yet'}</Readout>
      </Specimens>
      <Specimens prefix={prefix} name="FilterBar">
        <FilterBar label={`Filters, ${prefix} theme`}>
          <FilterSelect label="Status" value={status} onChange={setStatus} options={VISITORS.map((v) => ({ value: v.status, label: v.status }))} />
        </FilterBar>
      </Specimens>
      <Specimens prefix={prefix} name="SearchableChoice">
        <SearchableChoice
          searchLabel={`Find a person, ${prefix} theme`}
          search={personSearch}
          onSearch={setPersonSearch}
          options={people.map((name) => ({ value: name, label: name }))}
          extraOptions={[{ value: 'nobody', label: 'Nobody' }]}
          label={`Assign to, ${prefix} theme`}
          name={`${prefix}-assign-to`}
          value={person}
          onChange={setPerson}
        />
      </Specimens>
      <Specimens prefix={prefix} name="MonthYearPicker">
        <MonthYearPicker legend={`Month, ${prefix} theme`} {...month} onChange={setMonth} idPrefix={`${prefix}-month-picker`} />
      </Specimens>
    </>
  );
}

const QUERY_STATES: Array<{ caption: string; query: QueryLike<Visitor[]>; keepPreviousData?: boolean }> = [
  { caption: 'loading', query: { data: undefined, isError: false, refetch: () => undefined } },
  { caption: 'error', query: { data: undefined, isError: true, refetch: () => undefined } },
  { caption: 'empty', query: { data: [], isError: false, refetch: () => undefined } },
  { caption: 'answered', query: { data: VISITORS, isError: false, refetch: () => undefined } },
  { caption: 'refresh failed, answer kept', query: { data: VISITORS, isError: true, refetch: () => undefined }, keepPreviousData: true },
];

function QueryStateSpecimen({ prefix }: { prefix: string }) {
  return (
    <Specimens prefix={prefix} name="QueryState">
      <Row>
        {QUERY_STATES.map(({ caption, query, keepPreviousData }) => (
          <Specimen key={caption} caption={caption}>
            <div data-testid={`${prefix}-query-state-${caption}`}>
              <QueryState query={query} keepPreviousData={keepPreviousData} loadingLabel="Loading the visitors" isEmpty={(rows) => rows.length === 0} empty={<p>No visitors yet.</p>}>
                {(rows) => <p>{rows.map((row) => row.name).join(', ')}</p>}
              </QueryState>
            </div>
          </Specimen>
        ))}
      </Row>
    </Specimens>
  );
}

export function DataSections({ prefix }: { prefix: string }) {
  return (
    <>
      <TableSpecimen prefix={prefix} />
      <QueryStateSpecimen prefix={prefix} />
      <ListControls prefix={prefix} />
    </>
  );
}
