// The rota on paper: the chosen weeks as one table (a row per service, a column per position; each
// person with their answer in words, and the places still open), black on white on A4. It is put
// at the end of <body>, so the print CSS hides the whole app beside it (sidebar, top bar, buttons,
// toasts) whatever the shell draws; on screen it is not shown.
import { createPortal } from 'react-dom';
import { formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import { PLACE_STATE_WORDS, servingDay, servingWhen } from '@church/contracts/rota-words';
import { openPlaces, type PlanOccurrence, type TeamPosition } from '@church/contracts/teams';

/** Shown on paper only, alone on the page. */
export const PRINT_CSS = `
  .church-rota-print {
    display: none;
  }
  @media print {
    @page {
      size: A4;
      margin: 12mm;
    }
    body {
      background: #fff !important;
    }
    body > :not(.church-rota-print) {
      display: none !important;
    }
    .church-rota-print {
      display: block;
      color: #000;
      font: 10pt/1.35 system-ui, sans-serif;
    }
    .church-rota-print h1 {
      margin: 0 0 2pt;
      font-size: 14pt;
    }
    .church-rota-print table {
      width: 100%;
      margin-top: 6pt;
      border-collapse: collapse;
    }
    .church-rota-print th,
    .church-rota-print td {
      padding: 3pt 4pt;
      border: 1px solid #000;
      text-align: left;
      vertical-align: top;
      overflow-wrap: anywhere;
    }
    /* The positions head every page; a service is never cut in two. */
    .church-rota-print thead {
      display: table-header-group;
    }
    .church-rota-print tr {
      break-inside: avoid;
    }
    .church-rota-print .open {
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
    <section className="church-rota-print" aria-label={`${teamName}: the rota`}>
      <style>{PRINT_CSS}</style>
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
    </section>,
    document.body,
  );
}
