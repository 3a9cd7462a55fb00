// The public area's routes, mounted by the shell at / (relative paths).
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@church/platform/not-found';
import { HomePage } from './features/home/components/HomePage';

export default function PublicApp() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
