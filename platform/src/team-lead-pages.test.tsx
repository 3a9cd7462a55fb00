import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@church/platform/router';
import type { RoleName } from '@church/contracts/roles';
import { publishedSectionOf, sectionsFor } from '@church/contracts/site-map';
import { credentialsReceived, signedOut } from './auth-slice';
import { RequireAreaPage } from './guards';
import { loadPublishedSections, resetPublishedSections } from './published-site-map';
import { setRegistry } from './registry';
import { store } from './store';
import { installFakeFetch, testUser } from './testing/fake-fetch';
import { platformWrapper } from './testing/render';

// A member who leads a serving team without the leader role opens the Teams page (the API checks
// each team) and nothing else of the leaders area; leading no team opens nothing there.
let served: Record<string, { status: number; body?: unknown }>;

beforeEach(() => {
  resetPublishedSections();
  setRegistry({ apiBaseUrl: '/api', remotes: { mfe_leader: 'http://leader.test/mf-manifest.json' } });
  served = {};
  installFakeFetch(({ url }) => served[url] ?? { status: 404 });
  store.dispatch(signedOut());
});

const signInAs = (leadsTeam: boolean, ...roles: RoleName[]) =>
  act(() => { store.dispatch(credentialsReceived({ user: { ...testUser({ roles }), leads_team: leadsTeam }, token: 't' })); });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (url: string) => {
  const Wrapper = platformWrapper();
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dashboard" element={<Where />} />
          <Route path="/dashboard/leaders/*" element={<RequireAreaPage area="leaders"><h1>leaders page</h1></RequireAreaPage>} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
};

describe('the route guard', () => {
  it('lets a member who leads a team open the Teams page', async () => {
    signInAs(true, 'member');
    renderAt('/dashboard/leaders/teams?team=3');
    expect(await screen.findByRole('heading', { name: 'leaders page' })).toBeVisible();
  });

  it('keeps the rest of the leaders area closed to them', () => {
    signInAs(true, 'member');
    for (const path of ['/dashboard/leaders', '/dashboard/leaders/units', '/dashboard/leaders/units/4/sheet']) {
      renderAt(path);
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
      expect(screen.queryByRole('heading', { name: 'leaders page' })).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('sends a member who leads no team from the Teams page to their dashboard', () => {
    signInAs(false, 'member');
    renderAt('/dashboard/leaders/teams');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('still opens the Teams page once the leaders remote publishes its pages (the shell decides who leads)', async () => {
    const section = publishedSectionOf('leaders');
    served['http://leader.test/site-map.json'] = { status: 200, body: section };
    await loadPublishedSections(['leaders']);
    signInAs(true, 'member');
    renderAt('/dashboard/leaders/teams');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'leaders page' })).toBeVisible());
  });
});

describe('the sidebar', () => {
  const entries = (roles: RoleName[], leadsTeam: boolean) => sectionsFor(roles, undefined, leadsTeam).map((s) => `${s.title}: ${s.items.map((i) => i.label).join(', ')}`);

  it('shows a member who leads a team the Teams entry alone among the leaders’ pages', () => {
    expect(entries(['member'], true)).toEqual(['Leaders: Teams', 'Members: Dashboard, Attendance, Events, Profile']);
    expect(sectionsFor(['member'], undefined, true)[0].items).toEqual([{ label: 'Teams', icon: 'members', to: '/dashboard/leaders/teams' }]);
  });

  it('shows a member who leads no team no leaders section, and a leader the same as before', () => {
    expect(entries(['member'], false)).toEqual(['Members: Dashboard, Attendance, Events, Profile']);
    expect(entries(['leader', 'member'], true)).toEqual(entries(['leader', 'member'], false));
  });
});
