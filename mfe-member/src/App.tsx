// The member area's routes, mounted by the shell at /dashboard (relative paths).
import { Route, Routes } from '@church/platform/router';
import { NotFound } from '@church/platform/not-found';
import { MemberDashboard } from './features/dashboard/components/MemberDashboard';

export default function MemberApp() {
  return (
    <Routes>
      <Route index element={<MemberDashboard />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
