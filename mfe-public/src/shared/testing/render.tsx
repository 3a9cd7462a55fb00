import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@church/platform/router';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '@church/platform/query-client';
import { lightTheme } from 'shared_ui/theme';

// Test helper: an mfe-public page as the shell mounts it (router, query client, real theme
// tokens), plus a probe showing the current location and a Back button driving history.

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Test back
      </button>
    </>
  );
}

export function renderPage(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  return render(
    <ThemeProvider theme={lightTheme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
