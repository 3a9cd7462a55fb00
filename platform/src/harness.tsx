// The standalone harness: QA opens one remote on its own origin and uses its pages at the same
// paths as in the composed site, with the same providers as the shell and a real sign-in against
// the API as one of the seeded demo accounts.
import { Suspense, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useSearchParams } from '@church/platform/router';
import type { DefaultTheme } from 'styled-components';
import { PlatformProviders } from '@church/platform/providers';
import { safeRedirect } from '@church/platform/redirects';
import { setUpPlatform } from '@church/platform/runtime-setup';
import { SessionSync } from '@church/platform/session-sync';
import { useAuth } from '@church/platform/use-auth';
import type { Notifier } from '@church/platform/notifier';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from '@church/contracts/demo-accounts';
import { areaPath, type AreaKey } from '@church/contracts/site-map';


function RolePicker({ appName }: { appName: string }) {
  const { user, login, logout } = useAuth();
  const [role, setRole] = useState<DemoRole>('member');
  return (
    <header
      aria-label="Standalone harness"
      style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap', padding: '0.5rem 1rem', borderBottom: '1px solid #ccc' }}
    >
      <strong>{appName} (standalone)</strong>
      {user ? (
        <>
          <span data-testid="harness-user">Signed in as {user.full_name}</span>
          <button type="button" onClick={() => logout.mutate()}>
            Sign out
          </button>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            login.mutate({ email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD });
          }}
          style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}
        >
          <label htmlFor="harness-role">Demo role</label>
          <select id="harness-role" value={role} onChange={(event) => setRole(event.target.value as DemoRole)}>
            <option value="admin">Admin</option>
            <option value="leader">Leader</option>
            <option value="member">Member</option>
          </select>
          <button type="submit" disabled={login.isPending}>
            Sign in
          </button>
        </form>
      )}
    </header>
  );
}

/** Where a 401 sends the user when no shell is around: sign in above, then go back. */
function HarnessLogin() {
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  if (isAuthenticated) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return (
    <section style={{ padding: '2rem 1rem' }}>
      <h1>Sign in</h1>
      <p>Your session ended. Choose a demo role above and sign in to continue.</p>
    </section>
  );
}

export interface StandaloneOptions {
  appName: string;
  App: ComponentType;
  /** The area the remote serves; its pages sit at the same paths as in the composed site. */
  area: AreaKey;
  themes: { light: DefaultTheme; dark: DefaultTheme };
  notify: Notifier;
  Toasts: ComponentType;
  /** The loader the shell shows while a lazy page loads (shared-ui's FullScreenLoader). */
  Loader: ComponentType;
}

export async function mountStandalone({ appName, App, area, themes, notify, Toasts, Loader }: StandaloneOptions) {
  const basePath = areaPath(area).replace(/\/$/, '');
  await setUpPlatform(notify);
  createRoot(document.getElementById('root')!).render(
    <PlatformProviders themes={themes}>
      <BrowserRouter>
        <SessionSync />
        <RolePicker appName={appName} />
        {/* The landmark and the Suspense boundary the shell gives an area; pages render neither. */}
        <main id="main-content" style={area === 'public' ? undefined : { padding: '24px 16px' }}>
          <Suspense fallback={<Loader />}>
            <Routes>
              <Route path="/login" element={<HarnessLogin />} />
              {basePath && <Route path="/" element={<Navigate to={basePath} replace />} />}
              <Route path={`${basePath}/*`} element={<App />} />
            </Routes>
          </Suspense>
        </main>
        <Toasts />
      </BrowserRouter>
    </PlatformProviders>,
  );
}
