// Build time only (scripts/prerender.mjs): the shell's HTML of the pages a signed-out visitor
// opens first. Public pages hold an empty slot where mfe-public's own prerendered HTML goes (the
// server fills it per request from the registry); the auth pages are the shell's, whole.
import { Fragment } from 'react';
import { areaPath, SIDEBAR_AREAS, SITE_MAP, staticPagePaths } from '@church/contracts/site-map';
import { prerenderRoutes } from '@church/platform/prerender';
import { AreaSlots } from '@church/platform/remote-area';
import { App } from './app/App';

export const PRERENDERED_URLS = [...staticPagePaths('public'), '/login', '/register', '/forgot-password'];

/** Whole pages (the remotes prerender their areas' HTML for the slots). */
export const kind = 'page';

/** Where each signed-in area is, for the server's hints of its code (scripts/page-composer.mjs). */
export const areas = SIDEBAR_AREAS.map((area) => ({ prefix: areaPath(area), remote: SITE_MAP[area].remote }));

export default function prerender() {
  return prerenderRoutes(PRERENDERED_URLS, (mode) => (
    <AreaSlots.Provider value>
      <App initialMode={mode} Router={Fragment} />
    </AreaSlots.Provider>
  ));
}
