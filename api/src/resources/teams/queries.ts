import { PLACE_STATE_WORDS } from '@church/contracts/rota-words';
import { openPlaces, type PlanOccurrence, type TeamPosition } from '@church/contracts/teams';
import type { CsvColumn } from '../../http/csv';

// The rota as CSV: a row per place, service by service and position by position as the grid
// shows them, and a row with no person for each place still open, so a printed list misses none.

export interface RotaCsvRow {
  date: string;
  service: string;
  /** HH:MM on the church's clock. */
  start: string;
  position: string;
  person: string;
  answer: string;
}

/** What the answer column says of a place nobody fills yet. */
export const OPEN_PLACE_ANSWER = 'Open';

export function rotaCsvRows(plan: readonly PlanOccurrence[], positions: readonly TeamPosition[]): RotaCsvRow[] {
  return plan.flatMap((occurrence) => positions.flatMap((position) => {
    // starts_at carries the church's offset, so its clock time is the church's.
    const at = { date: occurrence.date, service: occurrence.service_name, start: occurrence.starts_at.slice(11, 16), position: position.name };
    const placed = occurrence.places.filter((p) => p.position_id === position.id).map((p) => ({ ...at, person: p.full_name, answer: PLACE_STATE_WORDS[p.state] }));
    const open = Array.from({ length: openPlaces(occurrence, position) }, () => ({ ...at, person: '', answer: OPEN_PLACE_ANSWER }));
    return [...placed, ...open];
  }));
}

export const ROTA_CSV_COLUMNS: readonly CsvColumn<RotaCsvRow>[] = [
  { header: 'Date', value: (r) => r.date },
  { header: 'Service', value: (r) => r.service },
  { header: 'Start', value: (r) => r.start },
  { header: 'Position', value: (r) => r.position },
  { header: 'Person', value: (r) => r.person },
  { header: 'Answer', value: (r) => r.answer },
];
