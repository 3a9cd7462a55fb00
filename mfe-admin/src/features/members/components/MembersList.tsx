import styled from 'styled-components';
import type { MemberFilter, MemberSort } from '@church/contracts/members';
import { pathTo } from '@church/contracts/site-map';
import { emailOrNoSignIn, type User } from '@church/contracts/user';
import { renderLinkFromHere } from '@church/platform/return-path';
import { type Column, DataTable, type Sort } from 'shared_ui/DataTable';
import { Badge, EmptyState } from 'shared_ui/display';
import { roleTone } from 'shared_ui/domain/badges';
import { Pagination } from 'shared_ui/Pagination';
import { themeOf } from 'shared_ui/theme';
import { firstFieldErrors } from '../../../shared/lists';
import { useMembers } from '../api/members';
import { MemberRowActions } from './MemberRowActions';
import { ROLE_LABELS } from './roles';

export const MEMBERS_PER_PAGE = 20;

const Pills = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.xs};
`;

// The columns the table sorts by; 'joined' has no column and is chosen in the "Sort by" filter.
const SORTABLE = ['name', 'email'] as const;

/** The API's sort ('-email') as the table's, when the table shows that column. */
function tableSort(sort: MemberSort): Sort | undefined {
  const key = sort.replace(/^-/, '');
  return (SORTABLE as readonly string[]).includes(key) ? { key, direction: sort.startsWith('-') ? 'desc' : 'asc' } : undefined;
}

const apiSort = (sort: Sort) => `${sort.direction === 'desc' ? '-' : ''}${sort.key}` as MemberSort;

const unitsOf = (member: User) => (member.units.length ? member.units.map((unit) => (unit.is_leader ? `${unit.name} (leader)` : unit.name)).join(', ') : '—');

export interface MembersListProps {
  filters: MemberFilter;
  sort: MemberSort;
  page: number;
  /** Whether a filter other than the default (active people) narrows the list, for the empty state's words. */
  filtered: boolean;
  onSortChange: (sort: MemberSort) => void;
  onPageChange: (page: number) => void;
  onEdit: (member: User) => void;
  onToggleActive: (member: User) => void;
}

/** The directory, a page at a time: each person with their contacts, roles, units and status. */
export function MembersList({ filters, sort, page, filtered, onSortChange, onPageChange, onEdit, onToggleActive }: MembersListProps) {
  const list = useMembers({ ...filters, sort, page, per_page: MEMBERS_PER_PAGE });
  // A 422 on the filters (e.g. a search over 100 characters) says what to change, not "try again".
  const refusal = Object.values(firstFieldErrors(list.error));

  const columns: Column<User>[] = [
    { key: 'name', header: 'Name', sortable: true, breakAnywhere: true, render: (m) => renderLinkFromHere(pathTo('members', 'member', { id: m.id }), m.full_name) },
    { key: 'email', header: 'Email', sortable: true, breakAnywhere: true, phone: 'inline-plain', render: (m) => emailOrNoSignIn(m.email) },
    // A phone number and a unit's name may be one long word: they break rather than widen the table.
    { key: 'phone', header: 'Phone', breakAnywhere: true, phone: 'inline-plain', render: (m) => m.phone ?? '—' },
    {
      key: 'roles',
      header: 'Roles',
      phone: 'inline-plain',
      render: (m) => (
        <Pills>
          {m.roles.map((role) => (
            <Badge key={role} tone={roleTone(role)}>
              {ROLE_LABELS[role]}
            </Badge>
          ))}
        </Pills>
      ),
    },
    { key: 'units', header: 'Units', breakAnywhere: true, phone: 'inline', render: unitsOf },
    { key: 'status', header: 'Status', phone: 'inline-plain', render: (m) => (m.active ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Deactivated</Badge>) },
    { key: 'actions', header: 'Actions', phone: 'plain', render: (m) => <MemberRowActions member={m} onEdit={onEdit} onToggleActive={onToggleActive} /> },
  ];

  return (
    <>
      <DataTable
        caption="Members"
        columns={columns}
        rows={refusal.length ? [] : list.data?.data}
        rowKey={(m) => m.id}
        sort={tableSort(sort)}
        onSortChange={(next) => onSortChange(apiSort(next))}
        error={refusal.length ? undefined : list.error}
        onRetry={() => list.refetch()}
        emptyState={
          refusal.length ? (
            <EmptyState title="Check the filters">{refusal.join(' ')}</EmptyState>
          ) : (
            <EmptyState title={filtered ? 'No members match' : 'No active members'}>
              {filtered ? 'Change or clear the filters to see more.' : 'Add a member, or choose "All" under Status to see deactivated people.'}
            </EmptyState>
          )
        }
      />
      {list.data && !refusal.length && <Pagination label="Member pages" meta={list.data.meta} onPageChange={onPageChange} />}
    </>
  );
}
