import styled from 'styled-components';
import type { HouseholdPerson } from '@church/contracts/households';
import { Badge } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useMyHouseholds } from '../api/households';

const People = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.spacing.md};
  padding: 0;

  li {
    padding: ${(p) => p.theme.spacing.xs} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Care = styled.p`
  margin: ${(p) => p.theme.spacing.xs} 0 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** A child's allergies and care notes, as the household's adults see them. */
function CareLines({ person }: { person: HouseholdPerson }) {
  if (!person.care) return null;
  return (
    <>
      <Care>Allergies: {person.care.allergies ?? 'None recorded'}</Care>
      {person.care.care_notes && <Care>Care notes: {person.care.care_notes}</Care>}
    </>
  );
}

/** The households the person is an adult of: who is in each, and their children's care details. */
export function HouseholdCard() {
  const households = useMyHouseholds();
  return (
    <Card aria-labelledby="profile-household-title">
      <h2 id="profile-household-title">My household</h2>
      <QueryState query={households} loadingLabel="Loading your household">
        {(list) =>
          list.length === 0 ? (
            <p>You are not an adult of any household yet. The church office can add your family.</p>
          ) : (
            list.map((household) => (
              <section key={household.id} aria-label={household.name}>
                <h3>{household.name}</h3>
                {household.address && <p>{household.address}</p>}
                <People aria-label={`People of ${household.name}`}>
                  {household.people.map((person) => (
                    <li key={person.id}>
                      {person.full_name} <Badge tone="neutral">{person.role === 'adult' ? 'Adult' : 'Child'}</Badge>
                      <CareLines person={person} />
                    </li>
                  ))}
                </People>
              </section>
            ))
          )
        }
      </QueryState>
    </Card>
  );
}
