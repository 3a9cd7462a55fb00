import styled from 'styled-components';
import { overdueDefinition, VISIT_COUNT_LABELS } from '@church/contracts/follow-up';
import { MONTH_NAMES, selectableYears } from '@church/contracts/months';
import type { ListParamChanges } from '@church/platform/use-list-params';
import { FilterBar, FilterSelect, SearchField } from 'shared_ui/filters';
import { themeOf } from 'shared_ui/theme';
import { STATUS_OPTIONS } from '../../../shared/follow-up';
import type { FirstTimerFilter } from '@church/contracts/first-timers';
import { useAssignees } from '../api/people';
import { type FirstTimerParam, thisSelectableYear } from '../hooks/useFirstTimerFilters';

const Hint = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

const VISIT_OPTIONS = VISIT_COUNT_LABELS.map((label, index) => ({ value: String(index + 1), label }));
const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));
const YEAR_OPTIONS = selectableYears().map((y) => ({ value: String(y), label: String(y) }));
const OVERDUE_OPTIONS = [
  { value: 'true', label: 'Overdue only' },
  { value: 'false', label: 'Not overdue' },
];

export interface FirstTimerFilterBarProps {
  filters: FirstTimerFilter;
  update: (changes: ListParamChanges<FirstTimerParam>) => void;
}

/** Search and filters of the list and the board; each change goes to the URL. */
export function FirstTimerFilterBar({ filters, update }: FirstTimerFilterBarProps) {
  const assignees = useAssignees();
  const known = assignees.data ?? [];
  const chosen = filters.assignee;
  const assigneeOptions = [
    { value: 'none', label: 'Unassigned' },
    ...known.map((a) => ({ value: String(a.id), label: `${a.full_name} (${a.count})` })),
    // A shared link may name someone who holds no follow-up now (or the names are still loading).
    ...(typeof chosen === 'number' && !known.some((a) => a.id === chosen)
      ? [{ value: String(chosen), label: assignees.data ? `Person #${chosen} (no follow-ups)` : `Person #${chosen}` }]
      : []),
  ];

  return (
    <>
      <FilterBar>
        <SearchField label="Search first-timers" value={filters.search ?? ''} onSearch={(search) => update({ search })} placeholder="Name, phone or email" />
        <FilterSelect label="Status" value={filters.status ?? ''} onChange={(status) => update({ status })} options={STATUS_OPTIONS} />
        <FilterSelect label="Assignee" value={filters.assignee === undefined ? '' : String(filters.assignee)} onChange={(assignee) => update({ assignee })} options={assigneeOptions} />
        <FilterSelect label="Visits" value={filters.visits ? String(filters.visits) : ''} onChange={(visits) => update({ visits })} options={VISIT_OPTIONS} />
        <FilterSelect
          label="First visit month"
          value={filters.month ? String(filters.month) : ''}
          allLabel="Any month"
          // A month needs its year: this year unless one is chosen.
          onChange={(month) => update({ month, year: month && !filters.year ? (thisSelectableYear() ?? null) : (filters.year ?? null) })}
          options={MONTH_OPTIONS}
        />
        <FilterSelect label="First visit year" value={filters.year ? String(filters.year) : ''} allLabel="Any year" onChange={(year) => update({ year, ...(year ? {} : { month: null }) })} options={YEAR_OPTIONS} />
        <FilterSelect label="Overdue" value={filters.overdue === undefined ? '' : String(filters.overdue)} onChange={(overdue) => update({ overdue })} options={OVERDUE_OPTIONS} />
      </FilterBar>
      <Hint>{overdueDefinition()}</Hint>
    </>
  );
}
