// The rota off the page: the weeks chosen (from today) printed, or downloaded as CSV by the team's
// leaders and admins (the API gives the CSV to them only).
import { useState } from 'react';
import styled from 'styled-components';
import { addDays } from '@church/contracts/church-time';
import type { PlanOccurrence, TeamPosition } from '@church/contracts/teams';
import { useCsvDownload } from '@church/platform/download';
import { Button } from 'shared_ui/Button';
import { SelectField } from 'shared_ui/fields';
import { themeOf } from 'shared_ui/theme';
import { PrintableRota } from './PrintableRota';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  margin: ${(p) => themeOf(p.theme).spacing.md} 0;
`;

/** The grid shows 8 weeks: these are the weeks one can print or download of them. */
const WEEKS = ['1', '2', '4', '8'];

interface RotaExportsProps {
  team: { id: number; name: string; slug: string };
  /** The grid's services, from `from` on. */
  plan: PlanOccurrence[];
  positions: TeamPosition[];
  from: string;
  /** The caller leads the team (or is an admin): the CSV is theirs. */
  leads: boolean;
}

export function RotaExports({ team, plan, positions, from, leads }: RotaExportsProps) {
  const [weeks, setWeeks] = useState('4');
  const to = addDays(from, Number(weeks) * 7 - 1);
  const csv = useCsvDownload(`/teams/${team.id}/plans.csv`);
  return (
    <>
      <Row>
        <SelectField label="Weeks to print or download" name="weeks" value={weeks} onChange={(value) => setWeeks(value || '4')} options={WEEKS.map((w) => ({ value: w, label: w === '1' ? '1 week' : `${w} weeks` }))} />
        <Button variant="outline-primary" onClick={() => window.print()}>
          Print
        </Button>
        {leads && (
          <Button variant="outline-primary" loading={csv.downloading} onClick={() => void csv.download(`rota-${team.slug}-${from}-${to}.csv`, { from, to })}>
            Export CSV
          </Button>
        )}
      </Row>
      <PrintableRota teamName={team.name} plan={plan.filter((o) => o.date <= to)} positions={positions} from={from} to={to} />
    </>
  );
}
