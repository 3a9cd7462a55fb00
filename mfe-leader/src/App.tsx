// The leaders area, mounted by the shell at /dashboard/leaders: one lazy page per site-map entry.
// A unit's own page is the units page with ?unit=<id> (the site map has no units/:id page).
import { AreaRoutes, type AreaPages } from '@church/platform/area-routes';
import { lazyPage } from '@church/platform/lazy-page';

export const pages: AreaPages<'leaders'> = {
  dashboard: lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage'),
  units: lazyPage(() => import('./features/units/components/UnitsPage'), 'UnitsPage'),
  unitSheet: lazyPage(() => import('./features/unit-sheet/components/UnitSheetPage'), 'UnitSheetPage'),
  teams: lazyPage(() => import('./features/teams/components/TeamsPage'), 'TeamsPage'),
};

export default function LeadersApp() {
  return <AreaRoutes area="leaders" pages={pages} />;
}
