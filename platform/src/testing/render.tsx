// The one test-render helper of every app: the real providers (store, query client, theme with
// shared-ui's real tokens), a memory router, the scripted fake fetch, and optionally a signed-in
// user of a given role. Tests assert what a person sees; this only sets the stage.
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { DefaultTheme } from 'styled-components';
import type { RoleName } from '@church/contracts/roles';
import type { User } from '@church/contracts/user';
import { darkTheme, lightTheme } from 'shared_ui/theme';
import { credentialsReceived, signedOut } from '@church/platform/auth-slice';
import { configureHttp } from '@church/platform/http';
import { PlatformProviders } from '@church/platform/providers';
import { createQueryClient } from '@church/platform/query-client';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@church/platform/router';
import { store } from '@church/platform/store';
import { installFakeFetch, testUser, type Responder } from '@church/platform/testing/fake-fetch';

export const themes = { light: lightTheme, dark: darkTheme };

/** Stand-in tokens for platform tests that only check which theme is active. */
export const testThemes = {
  light: { testName: 'light' } as unknown as DefaultTheme,
  dark: { testName: 'dark' } as unknown as DefaultTheme,
};

/** The roles each demo account holds (admins and leaders are members too). */
const ROLES_OF: Record<RoleName, RoleName[]> = { admin: ['admin', 'member'], leader: ['leader', 'member'], member: ['member'] };

export const TEST_TOKEN = 'test-token';

/** Signs a test user in through the real auth slice; returns that user. */
export function signInAs(role: RoleName, overrides: Partial<User> = {}): User {
  const user = testUser({ roles: ROLES_OF[role], ...overrides });
  store.dispatch(credentialsReceived({ user, token: TEST_TOKEN }));
  return user;
}

export function TestProviders({ children, queryClient, themes: given = themes }: { children: ReactNode; queryClient?: QueryClient; themes?: typeof themes }) {
  return (
    <PlatformProviders themes={given} queryClient={queryClient ?? createQueryClient()}>
      {children}
    </PlatformProviders>
  );
}

/** Wrapper form of TestProviders, for renderHook. */
export function platformWrapper(queryClient: QueryClient = createQueryClient(), given: typeof themes = testThemes) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TestProviders queryClient={queryClient} themes={given}>
        {children}
      </TestProviders>
    );
  };
}

/** Shows the current location, and a Back button that drives the history. */
export function LocationProbe() {
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

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (default: every path). */
  path?: string;
  /** Signs in a user holding this role's roles first (otherwise the auth state is left as it is). */
  signedInAs?: RoleName;
  user?: Partial<User>;
  /** Installs the fake fetch with this responder first (otherwise a test installs its own). */
  api?: Responder;
  queryClient?: QueryClient;
}

export function renderWithPlatform(ui: ReactElement, { route = '/', path = '*', signedInAs, user, api, queryClient }: RenderOptions = {}) {
  const signedIn = signedInAs ? signInAs(signedInAs, user) : null;
  configureHttp({ baseUrl: '/api' });
  const fetch = api ? installFakeFetch(api) : null;
  const result = render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {/* The shell's boundary for lazy pages. */}
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={<p>elsewhere</p>} />}
          </Routes>
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...result, calls: fetch?.calls ?? [], user: signedIn };
}

/** Signs out through the real auth slice (tests share the page-wide store). */
export function signOutForTest(): void {
  store.dispatch(signedOut());
}
