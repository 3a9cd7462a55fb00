import type { MemberFilter, MemberSort } from '@church/contracts/members';
import { useUnits } from '@church/platform/endpoints/units';
import type { ListParamChanges } from '@church/platform/use-list-params';
import { FilterBar, FilterSelect, SearchField } from 'shared_ui/filters';
import { ADMIN_UNITS_KEY } from '../../../shared/keys';
import { ROLE_OPTIONS } from './roles';
import { DEFAULT_SORT, type MemberParam, type MemberStatus } from '../hooks/useMemberFilters';

// '' (the select's first option) is the default: active people only.
const STATUS_OPTIONS = [
  { value: 'deactivated', label: 'Deactivated' },
  { value: 'all', label: 'All' },
];

const SORT_OPTIONS: Array<{ value: MemberSort; label: string }> = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-name', label: 'Name (Z–A)' },
  { value: 'email', label: 'Email (A–Z)' },
  { value: '-email', label: 'Email (Z–A)' },
  { value: '-joined', label: 'Newest first' },
  { value: 'joined', label: 'Oldest first' },
];

export interface MemberFilterBarProps {
  filters: MemberFilter;
  status: MemberStatus;
  sort: MemberSort;
  update: (changes: ListParamChanges<MemberParam>) => void;
}

/** Search, filters and sort of the directory; each change goes to the URL. */
export function MemberFilterBar({ filters, status, sort, update }: MemberFilterBarProps) {
  const units = useUnits(ADMIN_UNITS_KEY);
  const chosen = filters.unit_id;
  const unitOptions = [
    ...(units.data ?? []).map((unit) => ({ value: String(unit.id), label: unit.name })),
    // A shared link may name a unit that is gone (or the units are still loading).
    ...(chosen !== undefined && !units.data?.some((unit) => unit.id === chosen) ? [{ value: String(chosen), label: `Unit #${chosen}` }] : []),
  ];

  return (
    <FilterBar>
      <SearchField label="Search members" value={filters.search ?? ''} onSearch={(search) => update({ search })} placeholder="Name, email or phone" />
      <FilterSelect label="Role" value={filters.role ?? ''} allLabel="All roles" onChange={(role) => update({ role })} options={ROLE_OPTIONS} />
      <FilterSelect label="Unit" value={chosen === undefined ? '' : String(chosen)} allLabel="All units" onChange={(unit) => update({ unit })} options={unitOptions} />
      <FilterSelect label="Status" value={status === 'active' ? '' : status} allLabel="Active" onChange={(next) => update({ status: next })} options={STATUS_OPTIONS} />
      <FilterSelect label="Sort by" value={sort} allLabel="" onChange={(next) => update({ sort: next === DEFAULT_SORT ? null : next })} options={SORT_OPTIONS} />
    </FilterBar>
  );
}
