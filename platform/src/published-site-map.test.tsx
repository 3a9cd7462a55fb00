import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@church/platform/router';
import { BUILT_IN_SITE_MAP, publishedSectionOf, sectionsFor, SITE_MAP } from '@church/contracts/site-map';
import { credentialsReceived, signedOut } from './auth-slice';
import { RequireAreaPage } from './guards';
import { loadPublishedSections, resetPublishedSections, sectionUrlOf, useSiteMap } from './published-site-map';
import { setRegistry } from './registry';
import { store } from './store';
import { installFakeFetch, testUser } from './testing/fake-fetch';
import { platformWrapper } from './testing/render';

const ADMIN_MANIFEST = 'http://admin.test/v2/mf-manifest.json';
const withRotas = (roles?: string[]) => {
  const section = publishedSectionOf('admin');
  return { ...section, pages: { ...section.pages, rotas: { path: 'rotas', title: 'Rotas', nav: { label: 'Rotas', icon: 'events' }, ...(roles && { roles }) } } };
};

type Reply = { status: number; body?: unknown } | Error;
let served: Record<string, Reply>;
let fetchMock: jest.Mock;

beforeEach(() => {
  resetPublishedSections();
  setRegistry({ apiBaseUrl: '/api', remotes: { mfe_admin: ADMIN_MANIFEST, mfe_leader: 'http://leader.test/mf-manifest.json' } });
  served = {};
  fetchMock = installFakeFetch(({ url }) => served[url] ?? { status: 404 }).fake;
  store.dispatch(signedOut());
});

const json = (body: unknown) => ({ status: 200, body });

function SidebarLabels() {
  const siteMap = useSiteMap(['admin']);
  return <p data-testid="labels">{sectionsFor(['admin'], siteMap)[0].items.map((item) => item.label).join(', ')}</p>;
}

it('reads a section beside its manifest', () => {
  expect(sectionUrlOf(ADMIN_MANIFEST)).toBe('http://admin.test/v2/site-map.json');
  expect(sectionUrlOf('not a url')).toBeNull();
});

it("shows the shell's copy at once, then the pages the remote publishes, fetching each file once", async () => {
  served['http://admin.test/v2/site-map.json'] = json(withRotas());
  render(<SidebarLabels />);
  expect(screen.getByTestId('labels')).not.toHaveTextContent('Rotas');
  await waitFor(() => expect(screen.getByTestId('labels')).toHaveTextContent(/Check-in, Rotas$/));
  await act(() => loadPublishedSections(['admin']));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("keeps the shell's copy while a remote is down or publishes something else, and asks again later", async () => {
  served['http://admin.test/v2/site-map.json'] = new TypeError('Failed to fetch');
  served['http://leader.test/site-map.json'] = json({ area: 'admin', pages: {} });
  await loadPublishedSections(['admin', 'leaders']);
  render(<SidebarLabels />);
  expect(screen.getByTestId('labels').textContent).toBe(sectionsFor(['admin'])[0].items.map((item) => item.label).join(', '));

  served['http://admin.test/v2/site-map.json'] = json(withRotas());
  await act(() => loadPublishedSections(['admin']));
  expect(screen.getByTestId('labels')).toHaveTextContent(/Rotas$/);
  expect(BUILT_IN_SITE_MAP.admin.pages).toBe(SITE_MAP.admin.pages);
});

describe('RequireAreaPage', () => {
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
            <Route path="/dashboard/admin/*" element={<RequireAreaPage area="admin"><h1>admin page</h1></RequireAreaPage>} />
          </Routes>
        </MemoryRouter>
      </Wrapper>,
    );
  };
  const signInAs = (...roles: ('admin' | 'leader' | 'member')[]) => act(() => { store.dispatch(credentialsReceived({ user: testUser({ roles }), token: 't' })); });

  it("refuses a page to a role its published roles leave out", async () => {
    const section = publishedSectionOf('leaders');
    served['http://leader.test/site-map.json'] = json({ ...section, pages: { ...section.pages, rotas: { path: 'rotas', title: 'Rotas', roles: ['admin'] } } });
    signInAs('leader', 'member');
    renderAt('/dashboard/leaders/rotas');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
  });

  it("never lets a published page open an area to a role the area does not admit", async () => {
    served['http://admin.test/v2/site-map.json'] = json(withRotas(['member', 'admin']));
    await loadPublishedSections(['admin']);
    signInAs('member');
    renderAt('/dashboard/admin/rotas');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
    expect(screen.queryByRole('heading', { name: 'admin page' })).toBeNull();
  });

  it('lets an admin open it', async () => {
    served['http://admin.test/v2/site-map.json'] = json(withRotas(['admin']));
    signInAs('admin');
    renderAt('/dashboard/admin/rotas');
    expect(await screen.findByRole('heading', { name: 'admin page' })).toBeVisible();
  });
});
