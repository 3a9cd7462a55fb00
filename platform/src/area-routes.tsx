// A remote's <Routes>, read from the site map: one route per page of its area, each page's
// component given by the remote, and the not-found page for anything else. The record's type
// makes a missing or extra page a compile error; each area's route test checks it at run time.
import type { ComponentType } from 'react';
import { SITE_MAP, type AreaKey, type PageKey, type SitePage } from '@church/contracts/site-map';
import { NotFound } from '@church/platform/not-found';
import { Route, Routes } from '@church/platform/router';

/** Each page of the area; null for a page not built yet (it says so plainly). */
export type AreaPage = ComponentType | null;
export type AreaPages<A extends AreaKey> = Record<PageKey<A>, AreaPage>;

function PlannedPage({ title }: { title: string }) {
  return (
    <section aria-labelledby="planned-page-title" data-testid="planned-page" style={{ padding: '1.5rem' }}>
      <h1 id="planned-page-title">{title}</h1>
      <p>This page is not available yet. It is on its way; please check back soon.</p>
    </section>
  );
}

export function AreaRoutes<A extends AreaKey>({ area, pages }: { area: A; pages: AreaPages<A> }) {
  const entries = Object.entries(SITE_MAP[area].pages as Record<string, SitePage>);
  return (
    <Routes>
      {entries.map(([key, page]) => {
        const Page: ComponentType | null = pages[key as PageKey<A>];
        const element = Page ? <Page /> : <PlannedPage title={page.title} />;
        return page.path ? <Route key={key} path={page.path} element={element} /> : <Route key={key} index element={element} />;
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
