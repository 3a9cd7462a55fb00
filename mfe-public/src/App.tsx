// The public area's routes, mounted by the shell at / (relative paths). The form pages load on
// demand so the home page's first paint stays light.
import { Suspense } from 'react';
import { Route, Routes } from '@church/platform/router';
import { lazyPage } from '@church/platform/lazy-page';
import { NotFound } from '@church/platform/not-found';
import { FullScreenLoader } from 'shared_ui/Loader';
import { HomePage } from './features/home/components/HomePage';

const FormsPage = lazyPage(() => import('./features/forms/components/FormsPage'), 'FormsPage');
const WelcomePage = lazyPage(() => import('./features/welcome/components/WelcomePage'), 'WelcomePage');

export const WELCOME_PATH = 'welcome';

export default function PublicApp() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="forms" element={<FormsPage />} />
        <Route path={WELCOME_PATH} element={<WelcomePage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
