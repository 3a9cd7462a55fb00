import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@church/platform/router';
import { darkTheme, lightTheme } from 'shared_ui/theme';
import { PlatformProviders } from '@church/platform/providers';
import { createQueryClient } from '@church/platform/query-client';

// Test helper: the shell's providers with the real theme tokens, inside a memory router.

export const themes = { light: lightTheme, dark: darkTheme };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <PlatformProviders themes={themes} queryClient={createQueryClient()}>
      {children}
    </PlatformProviders>
  );
}

/** Shows the current location (path + query) and how it was reached. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAt(ui: ReactElement, url = '/', path = '*') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}
