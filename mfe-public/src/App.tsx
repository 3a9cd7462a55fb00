// The public area, mounted by the shell at /: one page per site-map entry. The home page is in
// the area's first chunk (it is the site's first paint); the form pages load on demand.
import { AreaRoutes, type AreaPages } from '@church/platform/area-routes';
import { lazyPage } from '@church/platform/lazy-page';
import { HomePage } from './features/home/components/HomePage';

export const pages: AreaPages<'public'> = {
  home: HomePage,
  forms: lazyPage(() => import('./features/forms/components/FormsPage'), 'FormsPage'),
  welcome: lazyPage(() => import('./features/welcome/components/WelcomePage'), 'WelcomePage'),
  unsubscribe: lazyPage(() => import('./features/unsubscribe/components/UnsubscribePage'), 'UnsubscribePage'),
  rotaAnswer: lazyPage(() => import('./features/rota-answer/components/RotaAnswerPage'), 'RotaAnswerPage'),
  checkIn: lazyPage(() => import('./features/check-in/components/CheckInPage'), 'CheckInPage'),
  station: lazyPage(() => import('./features/station/components/StationPage'), 'StationPage'),
};

export default function PublicApp() {
  return <AreaRoutes area="public" pages={pages} />;
}
