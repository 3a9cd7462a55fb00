import styled from 'styled-components';
import type { Unit } from '@church/contracts/units';
import { renderRouterLink } from '@church/platform/router-link';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { EmptyState } from 'shared_ui/display';
import { VisuallyHidden } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { unitPath } from './paths';

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.xs};
`;

export interface UnitsTableProps {
  units: Unit[] | undefined;
  error: unknown;
  onRetry: () => void;
  isAdmin: boolean;
  onCreate: () => void;
  onEdit: (unit: Unit) => void;
  onDelete: (unit: Unit) => void;
}

/** The units with their member counts; each name opens the unit's page. Admins edit and delete. */
export function UnitsTable({ units, error, onRetry, isAdmin, onCreate, onEdit, onDelete }: UnitsTableProps) {
  const columns: Column<Unit>[] = [
    { key: 'name', header: 'Name', render: (u) => renderRouterLink(unitPath(u.id), u.name) },
    { key: 'description', header: 'Description', render: (u) => u.description ?? '—' },
    { key: 'members', header: 'Members', align: 'end', render: (u) => u.member_count },
    ...(isAdmin
      ? [
          {
            key: 'actions',
            header: 'Actions',
            render: (u: Unit) => (
              <RowActions>
                <Button size="sm" variant="outline-primary" onClick={() => onEdit(u)}>
                  Edit<VisuallyHidden> {u.name}</VisuallyHidden>
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => onDelete(u)}>
                  Delete<VisuallyHidden> {u.name}</VisuallyHidden>
                </Button>
              </RowActions>
            ),
          },
        ]
      : []),
  ];

  return (
    <DataTable
      caption="Units"
      columns={columns}
      rows={units}
      rowKey={(u) => u.id}
      error={error}
      onRetry={onRetry}
      emptyState={
        isAdmin ? (
          <EmptyState title="No units yet" action={<Button onClick={onCreate}>Create unit</Button>}>
            Create the church&apos;s units (choir, ushering, media…), then add their members and leaders.
          </EmptyState>
        ) : (
          <EmptyState title="You do not lead a unit yet">When an admin makes you a leader of a unit, it shows here.</EmptyState>
        )
      }
    />
  );
}
