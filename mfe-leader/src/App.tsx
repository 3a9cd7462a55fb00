// The leaders area, mounted by the shell at /dashboard/leaders: one lazy page per site-map entry.
import { AreaRoutes, type AreaPages } from '@church/platform/area-routes';
import { lazyPage } from '@church/platform/lazy-page';

export const pages: AreaPages<'leaders'> = {
  dashboard: lazyPage(() => import('./features/dashboard/components/LeadersDashboard'), 'LeadersDashboard'),
  units: null,
};

export default function LeadersApp() {
  return <AreaRoutes area="leaders" pages={pages} />;
}
