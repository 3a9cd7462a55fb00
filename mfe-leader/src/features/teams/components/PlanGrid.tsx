// A team's rota at a glance: one card per service (its day and start), each position with the
// people placed and their answer in words, and how many places are still open. The cards flow in
// columns on a laptop and stack one per row on a phone, so the page never scrolls sideways.
import styled from 'styled-components';
import { PLACE_STATE_WORDS, servingWhen } from '@church/contracts/rota-words';
import { openPlaces, type PlanOccurrence, type TeamPosition } from '@church/contracts/teams';
import { themeOf } from 'shared_ui/theme';
import { StandIns } from './StandIns';

const Dates = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${(p) => themeOf(p.theme).spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DateCard = styled.li`
  padding: ${(p) => themeOf(p.theme).spacing.md};
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  border-radius: 8px;
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: 1rem;
  }
  dl {
    margin: ${(p) => themeOf(p.theme).spacing.sm} 0 0;
  }
  dt {
    font-weight: 600;
    margin-top: ${(p) => themeOf(p.theme).spacing.sm};
  }
  dd {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  .muted {
    color: ${(p) => themeOf(p.theme).colors.textMuted};
  }
`;

/** `leadsTeamId`: the team, when the caller leads it (or is an admin): a place open after a decline then offers its stand-ins. */
export function PlanGrid({ plan, positions, leadsTeamId }: { plan: PlanOccurrence[]; positions: TeamPosition[]; leadsTeamId?: number }) {
  return (
    <Dates aria-label="The team’s services">
      {plan.map((occurrence) => (
        <DateCard key={`${occurrence.service_id}/${occurrence.date}`} aria-labelledby={`plan-${occurrence.service_id}-${occurrence.date}`}>
          <h3 id={`plan-${occurrence.service_id}-${occurrence.date}`}>{servingWhen(occurrence)}</h3>
          <span className="muted">{occurrence.service_name}</span>
          <dl>
            {positions.map((position) => {
              const places = occurrence.places.filter((p) => p.position_id === position.id);
              const open = openPlaces(occurrence, position);
              return (
                <div key={position.id}>
                  <dt>{position.name}</dt>
                  <dd>
                    {places.length > 0 && (
                      <ul>
                        {places.map((place) => (
                          <li key={place.person_id}>
                            {place.full_name}: {PLACE_STATE_WORDS[place.state]}
                          </li>
                        ))}
                      </ul>
                    )}
                    {open > 0 && <span className="muted">{open === 1 ? '1 place open' : `${open} places open`}</span>}
                    {open > 0 && leadsTeamId !== undefined && places.some((p) => p.state === 'declined') && (
                      <StandIns spot={{ teamId: leadsTeamId, serviceId: occurrence.service_id, date: occurrence.date, positionId: position.id }} />
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </DateCard>
      ))}
    </Dates>
  );
}
