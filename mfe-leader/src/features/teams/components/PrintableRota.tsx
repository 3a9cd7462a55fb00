// The rota on paper: the chosen weeks as one table (a row per service, a column per position; each
// person with their answer in words, and the places still open), black on white on A4. It is put
// at the end of <body>, so the print CSS hides the whole app beside it (sidebar, top bar, buttons,
// toasts) whatever the shell draws; on screen it is not shown.
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import { PLACE_STATE_WORDS, servingDay, servingWhen } from '@church/contracts/rota-words';
import { openPlaces, type PlanOccurrence, type TeamPosition } from '@church/contracts/teams';

// Through styled-components, whose <style> carries the page's CSP nonce (a plain one is refused).
const Printed = styled.section`
  display: none;

  @media print {
    display: block;
    color: #000;
    font: 10pt/1.35 system-ui, sans-serif;

    /* Alone on paper: everything else at the top of <body> (the app's root, toasts) is left out. */
    body > :not(&) {
      display: none !important;
    }
    @page {
      size: A4;
      margin: 12mm;
    }
    h1 {
      margin: 0 0 2pt;
      font-size: 14pt;
    }
    table {
      width: 100%;
      margin-top: 6pt;
      border-collapse: collapse;
    }
    th,
    td {
      padding: 3pt 4pt;
      border: 1px solid #000;
      text-align: left;
      vertical-align: top;
      overflow-wrap: anywhere;
    }
    /* The positions head every page; a service is never cut in two. */
    thead {
      display: table-header-group;
    }
    tr {
      break-inside: avoid;
    }
    .open {
      font-style: italic;
    }
  }
`;

interface PrintableRotaProps {
  teamName: string;
  /** The services of the chosen weeks. */
  plan: PlanOccurrence[];
  positions: TeamPosition[];
  from: string;
  to: string;
}

export function PrintableRota({ teamName, plan, positions, from, to }: PrintableRotaProps) {
  return createPortal(
    <Printed aria-label={`${teamName}: the rota`}>
      <h1>{teamName}: the rota</h1>
      <p>
        {servingDay(from)} to {servingDay(to)}. Printed {formatChurchDate(todayInChurch())}.
      </p>
      {plan.length === 0 ? (
        <p>No services in these weeks.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Service</th>
              {positions.map((position) => (
                <th scope="col" key={position.id}>{position.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.map((occurrence) => (
              <tr key={`${occurrence.service_id}/${occurrence.date}`}>
                <th scope="row">
                  {servingWhen(occurrence)}
                  <br />
                  {occurrence.service_name}
                </th>
                {positions.map((position) => {
                  const open = openPlaces(occurrence, position);
                  return (
                    <td key={position.id}>
                      {occurrence.places.filter((p) => p.position_id === position.id).map((place) => (
                        <div key={place.person_id}>{place.full_name} ({PLACE_STATE_WORDS[place.state]})</div>
                      ))}
                      {open > 0 && <div className="open">{open === 1 ? '1 place open' : `${open} places open`}</div>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Printed>,
    document.body,
  );
}
