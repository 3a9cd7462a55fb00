import styled from 'styled-components';
import { pathTo } from '@church/contracts/site-map';
import type { Unit } from '@church/contracts/units';
import { Button } from 'shared_ui/Button';
import { Card, VisuallyHidden } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { AbsentMembers } from './AbsentMembers';
import { membersLabel } from './MyUnits';
import { RosterChanges } from './RosterChanges';
import { RosterTable } from './RosterTable';
import { UNIT_SECTION_IDS, UnitJumps } from './UnitJumps';

const Stack = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.md};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${(p) => themeOf(p.theme).spacing.sm} ${(p) => themeOf(p.theme).spacing.md};
  margin-bottom: ${(p) => themeOf(p.theme).spacing.md};

  h2,
  p {
    margin: 0;
  }
  p {
    color: ${(p) => themeOf(p.theme).colors.textMuted};
  }
`;

// A section the page's links jump to: focusable by them, and clear of the sticky top bar.
const Section = styled.div`
  scroll-margin-top: 80px;
  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
`;

export interface UnitDetailProps {
  unit: Unit;
  isAdmin: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A unit's page: what it is, its roster, its absent members, and its roster's recent changes. */
export function UnitDetail({ unit, isAdmin, onEdit, onDelete }: UnitDetailProps) {
  return (
    <Stack>
      <Card aria-labelledby="unit-title">
        <Header>
          <div>
            <h2 id="unit-title">{unit.name}</h2>
            <p>
              {membersLabel(unit.member_count)}
              {unit.description ? ` · ${unit.description}` : ''}
            </p>
          </div>
          <Actions>
            <Button size="sm" to={pathTo('leaders', 'unitSheet', { id: unit.id })}>
              Attendance sheet<VisuallyHidden> of {unit.name}</VisuallyHidden>
            </Button>
            {isAdmin && (
              <>
                <Button size="sm" variant="outline-primary" onClick={onEdit}>
                  Edit<VisuallyHidden> {unit.name}</VisuallyHidden>
                </Button>
                <Button size="sm" variant="outline-danger" onClick={onDelete}>
                  Delete<VisuallyHidden> {unit.name}</VisuallyHidden>
                </Button>
              </>
            )}
          </Actions>
        </Header>
        <UnitJumps unit={unit} />
        <RosterTable unit={unit} isAdmin={isAdmin} />
      </Card>
      <Section id={UNIT_SECTION_IDS.absent} tabIndex={-1}>
        <AbsentMembers units={[unit]} />
      </Section>
      <Section id={UNIT_SECTION_IDS.changes} tabIndex={-1}>
        <RosterChanges unit={unit} />
      </Section>
    </Stack>
  );
}
