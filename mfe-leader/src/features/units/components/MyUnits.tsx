import type { Unit } from '@church/contracts/units';
import { renderRouterLink } from '@church/platform/router-link';
import { HowCounted, StatCard, StatGrid } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { UNIT_RATE_DEFINITION } from './definitions';
import { unitPath } from './paths';

export const membersLabel = (count: number) => (count === 1 ? '1 member' : `${count} members`);

/** This month's rate, or why there is none. */
function rateOf(unit: Unit): string {
  if (unit.attendance_percentage !== null && unit.attendance_percentage !== undefined) return `${unit.attendance_percentage}%`;
  return unit.member_count === 0 ? 'No members yet' : 'No service yet this month';
}

/** Each unit as a tile linking to its page: this month's attendance rate and its member count. */
export function MyUnits({ units, title }: { units: Unit[]; title: string }) {
  return (
    <Card aria-labelledby="my-units-title">
      <h2 id="my-units-title">{title}</h2>
      <StatGrid aria-label={title}>
        {units.map((unit) => (
          <li key={unit.id} data-testid={`unit-tile-${unit.id}`}>
            <StatCard label={unit.name} value={rateOf(unit)} hint={`${membersLabel(unit.member_count)} · attendance this month`} href={unitPath(unit.id)} renderLink={renderRouterLink} />
          </li>
        ))}
      </StatGrid>
      <HowCounted>{UNIT_RATE_DEFINITION}</HowCounted>
    </Card>
  );
}
