// The links at the top of a unit's page to its sections below the roster: on a phone a long roster
// puts the absent members thousands of pixels down, and they are what a leader comes for.
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { Unit } from '@church/contracts/units';
import { themeOf } from 'shared_ui/theme';
import { useAbsentMembers } from '../api/absent-members';
import { useMisses } from '../hooks/useMisses';

/** The ids of the unit page's sections the links jump to. */
export const UNIT_SECTION_IDS = { absent: 'unit-absent-members', changes: 'unit-roster-changes' } as const;

/** "Absent members (3)" once they are counted, "Absent members" before. */
export function absentLinkLabel(count: number | undefined): string {
  return count === undefined ? 'Absent members' : `Absent members (${count})`;
}

const Jumps = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => themeOf(p.theme).spacing.xs} ${(p) => themeOf(p.theme).spacing.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 8px 0;
    color: ${(p) => themeOf(p.theme).colors.primary};
    font-weight: 600;
  }
`;

/** Moves to the section and to its first focusable place, below the sticky top bar. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ block: 'start' });
  section.focus({ preventScroll: true });
}

export function UnitJumps({ unit }: { unit: Pick<Unit, 'id'> }) {
  const { misses } = useMisses();
  // The same query as the section's own: counted once.
  const [absences] = useAbsentMembers([unit.id], misses);
  return (
    <Jumps aria-label="On this page">
      <ul>
        <li>
          <a href={`#${UNIT_SECTION_IDS.absent}`} onClick={(event) => jumpTo(event, UNIT_SECTION_IDS.absent)}>
            {absentLinkLabel(absences?.data?.members.length)}
          </a>
        </li>
        <li>
          <a href={`#${UNIT_SECTION_IDS.changes}`} onClick={(event) => jumpTo(event, UNIT_SECTION_IDS.changes)}>
            Roster changes
          </a>
        </li>
      </ul>
    </Jumps>
  );
}
