// Build time only (scripts/first-paint/prerender.mjs): the shell's HTML of the pages a signed-out
// visitor opens first. Public pages hold an empty slot where mfe-public's own prerendered HTML goes
// (the server fills it per request from the registry); the auth pages are the shell's, whole. And
// the skeleton of each signed-in page, sent before any script and replaced by the app (decision 0017).
import { Fragment } from 'react';
import { areaPath, SIDEBAR_AREAS, SITE_MAP, staticPagePaths, staticSignedInPageAt } from '@church/contracts/site-map';
import { PlatformProviders } from '@church/platform/providers';
import { prerenderRoutes } from '@church/platform/first-paint/prerender';
import { App, themes } from './app/App';
import { DashboardSkeleton } from './features/dashboard-layout/components/DashboardSkeleton';

export const PRERENDERED_URLS = [...staticPagePaths('public'), '/login', '/register', '/forgot-password'];

/** Whole pages (the remotes prerender their areas' HTML for the slots). */
export const kind = 'page';

/** Where each signed-in area is, for the server's hints of its code (scripts/first-paint/page-composer.mjs). */
export const areas = SIDEBAR_AREAS.map((area) => ({ prefix: areaPath(area), remote: SITE_MAP[area].remote }));

export default function prerender() {
  // Each area renders as a slot here (the prerender's federation runtime, scripts/first-paint).
  return prerenderRoutes(PRERENDERED_URLS, (mode) => <App initialMode={mode} Router={Fragment} />);
}

/**
 * The signed-in pages whose header has an intro: a title and a paragraph, as large as a page's
 * text gets before its data (on the admin's dashboard, its largest paint). A page with a title
 * alone paints its data largest (the member's dashboard): its skeleton would only move its first
 * paint earlier, and with it the start's script work into the time counted as blocking the
 * visitor (measured in decision 0017).
 */
export const SKELETON_URLS = [...new Set(SIDEBAR_AREAS.flatMap((area) => staticPagePaths(area)))].filter((url) => staticSignedInPageAt(url)?.intro);

export function skeletons() {
  return prerenderRoutes(SKELETON_URLS, (mode) => (
    <PlatformProviders themes={themes} initialMode={mode}>
      <DashboardSkeleton />
    </PlatformProviders>
  ));
}
