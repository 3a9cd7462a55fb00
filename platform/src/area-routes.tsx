// A remote's <Routes>, read from the site map: one route per page of its area, each page's
// component given by the remote, and the not-found page for anything else. The record's type
// makes a missing or extra page a compile error; the area's route test checks it at run time.
import type { ComponentType } from 'react';
import { SITE_MAP, type AreaKey, type PageKey, type SitePage } from '@church/contracts/site-map';
import { NotFound } from '@church/platform/not-found';
import { Route, Routes } from '@church/platform/router';

export type AreaPages<A extends AreaKey> = Record<PageKey<A>, ComponentType>;

export function AreaRoutes<A extends AreaKey>({ area, pages }: { area: A; pages: AreaPages<A> }) {
  const entries = Object.entries(SITE_MAP[area].pages as Record<string, SitePage>);
  return (
    <Routes>
      {entries.map(([key, page]) => {
        const Page: ComponentType = pages[key as PageKey<A>];
        return page.path ? <Route key={key} path={page.path} element={<Page />} /> : <Route key={key} index element={<Page />} />;
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
