import { useId } from 'react';
import { absentDefinition } from '@church/contracts/care-messages';
import { ABSENT_MISSES_MAX, type Unit } from '@church/contracts/units';
import { Badge, HowCounted } from 'shared_ui/display';
import { FilterBar, FilterSelect } from 'shared_ui/filters';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { type Absences, useAbsentMembers } from '../api/absent-members';
import { CarePerson, Muted, People, UnitSection } from './people-list';
import { serviceDay } from './dates';
import { useMisses } from '../hooks/useMisses';

const MISSES_OPTIONS = Array.from({ length: ABSENT_MISSES_MAX }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? 'Last service' : `Last ${i + 1} services`,
}));

export interface AbsentMembersProps {
  /** The units whose absent members to list, in this order. */
  units: ReadonlyArray<Pick<Unit, 'id' | 'name'>>;
  /** Several units: each gets a heading with its name (one unit's page names it already). */
  showUnitNames?: boolean;
}

/**
 * Who has been away: the N chooser (kept in the URL as `misses`), what "absent" means, and for each
 * unit the services counted and the roster members who attended none of them, each with one-tap
 * Call, WhatsApp and Email. The leaders' dashboard lists every unit; a unit's page its own.
 */
export function AbsentMembers({ units, showUnitNames = false }: AbsentMembersProps) {
  const titleId = useId();
  const { misses, setMisses } = useMisses();
  const answers = useAbsentMembers(
    units.map((unit) => unit.id),
    misses,
  );

  return (
    <Card aria-labelledby={titleId} data-testid="absent-members">
      <h2 id={titleId}>Absent members</h2>
      <FilterBar label="Absent members">
        <FilterSelect label="Services missed" value={String(misses)} onChange={(value) => setMisses(Number(value))} options={MISSES_OPTIONS} allLabel="" />
      </FilterBar>
      <HowCounted>{absentDefinition(misses)}</HowCounted>
      {units.map((unit, index) => {
        const answer = answers[index];
        return (
          <UnitSection key={unit.id}>
            {showUnitNames && <h3>{unit.name}</h3>}
            <QueryState query={answer} loadingLabel={`Loading the absent members of ${unit.name}`} spinnerSize="sm">
              {(absences) => <UnitAbsences unitName={unit.name} absences={absences} />}
            </QueryState>
          </UnitSection>
        );
      })}
    </Card>
  );
}

function UnitAbsences({ unitName, absences }: { unitName: string; absences: Absences }) {
  const { occurrences, members } = absences;
  if (occurrences.length === 0) return <Muted>No service has been held yet, so nobody is counted as absent.</Muted>;
  return (
    <>
      <Muted>Missed: {occurrences.map((o) => `${serviceDay(o.date)} (${o.service_name})`).join('; ')}</Muted>
      {members.length === 0 ? (
        <Muted>
          Everyone in {unitName} came to {occurrences.length === 1 ? 'that service' : 'at least one of these services'}.
        </Muted>
      ) : (
        <People aria-label={`Absent from ${unitName}`}>
          {members.map((person) => (
            <CarePerson key={person.id} person={person} badge={person.is_leader && <Badge tone="info">Leader</Badge>} />
          ))}
        </People>
      )}
    </>
  );
}
