// The admin area's routes, mounted by the shell at /dashboard/admin (relative paths).
import { Route, Routes } from '@church/platform/router';
import { NotFound } from '@church/platform/not-found';
import { AdminDashboard } from './features/dashboard/components/AdminDashboard';

export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<AdminDashboard />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
