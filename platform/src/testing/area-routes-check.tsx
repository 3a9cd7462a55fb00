// The site-map check every area runs: the remote serves exactly the site map's pages, and each
// page's path shows that page (its h1 is the site map's title), not the not-found page.
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { RoleName } from '@church/contracts/roles';
import { SITE_MAP, pathTo, type AreaKey, type PageKey, type SitePage } from '@church/contracts/site-map';
import type { Responder } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';

export function describeAreaRoutes<A extends AreaKey>(
  area: A,
  App: ComponentType,
  pages: Record<string, unknown>,
  { signedInAs, api }: { signedInAs?: RoleName; api?: Responder } = {},
) {
  const siteMapPages = Object.entries(SITE_MAP[area].pages as Record<string, SitePage>);
  const mountPath = `${SITE_MAP[area].prefix.replace(/\/$/, '')}/*`;

  describe(`the ${area} area's routes`, () => {
    it('serves exactly the pages of the site map', () => {
      expect(Object.keys(pages).sort()).toEqual(siteMapPages.map(([key]) => key).sort());
    });

    it.each(siteMapPages)('%s shows its page at its path', async (key, page) => {
      const route = pathTo(area, key as PageKey<A>, { id: 1 });
      renderWithPlatform(<App />, { route, path: mountPath, signedInAs, api: api ?? (() => ({ status: 404, body: { message: 'Not found' } })) });
      expect(await screen.findByRole('heading', { level: 1, name: page.title }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByTestId('not-found')).toBeNull();
    });

    it('shows the not-found page for a path outside the site map', async () => {
      renderWithPlatform(<App />, { route: `${mountPath.slice(0, -2)}/no-such-page`, path: mountPath, signedInAs, api });
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    });
  });
}
