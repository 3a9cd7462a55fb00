// The leaders area's routes, mounted by the shell at /dashboard/leaders (relative paths).
import { Route, Routes } from '@church/platform/router';
import { NotFound } from '@church/platform/not-found';
import { LeadersDashboard } from './features/dashboard/components/LeadersDashboard';

export default function LeaderApp() {
  return (
    <Routes>
      <Route index element={<LeadersDashboard />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
