import { useId } from 'react';
import styled from 'styled-components';
import { absentDefinition } from '@church/contracts/care-messages';
import { ABSENT_MISSES_MAX, type Unit } from '@church/contracts/units';
import { DataLoadError } from '@church/platform/data-load-error';
import { renderRouterLink } from '@church/platform/router-link';
import { Badge } from 'shared_ui/display';
import { FilterBar, FilterSelect } from 'shared_ui/filters';
import { Spinner } from 'shared_ui/Loader';
import { Card } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { type Absences, useAbsentMembers } from '../api/absent-members';
import { ContactActions } from './ContactActions';
import { lastCame, serviceDay } from './dates';
import { memberPath } from './paths';
import { useMisses } from './useMisses';

const MISSES_OPTIONS = Array.from({ length: ABSENT_MISSES_MAX }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? 'Last service' : `Last ${i + 1} services`,
}));

const Definition = styled.details`
  margin-bottom: ${(p) => themeOf(p.theme).spacing.md};

  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
    font-weight: 600;
  }
  summary:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
`;

const UnitSection = styled.div`
  & + & {
    margin-top: ${(p) => themeOf(p.theme).spacing.lg};
  }
  h3 {
    margin: 0 0 ${(p) => themeOf(p.theme).spacing.xs};
  }
`;

const Muted = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.sm};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

const People = styled.ul`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Person = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => themeOf(p.theme).spacing.sm} ${(p) => themeOf(p.theme).spacing.md};
  padding: ${(p) => themeOf(p.theme).spacing.sm} 0;
  border-top: 1px solid ${(p) => themeOf(p.theme).colors.border};
`;

const Who = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;

  span:first-child {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => themeOf(p.theme).spacing.sm};
    font-weight: 600;
  }
`;

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
      <Definition>
        <summary>How is this counted?</summary>
        <p>{absentDefinition(misses)}</p>
      </Definition>
      {units.map((unit, index) => {
        const answer = answers[index];
        return (
          <UnitSection key={unit.id}>
            {showUnitNames && <h3>{unit.name}</h3>}
            {answer.isError ? (
              <DataLoadError onRetry={() => answer.refetch()} />
            ) : answer.data ? (
              <UnitAbsences unitName={unit.name} absences={answer.data} />
            ) : (
              <Spinner size="sm" label={`Loading the absent members of ${unit.name}`} />
            )}
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
            <Person key={person.id}>
              <Who>
                <span>
                  {renderRouterLink(memberPath(person.id), person.full_name)}
                  {person.is_leader && <Badge tone="info">Leader</Badge>}
                </span>
                <span>Last came: {lastCame(person.last_attended)}</span>
              </Who>
              <ContactActions person={person} />
            </Person>
          ))}
        </People>
      )}
    </>
  );
}
