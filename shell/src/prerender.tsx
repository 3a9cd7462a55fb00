// Build time only (scripts/prerender.mjs): the shell's HTML of the pages a signed-out visitor
// opens first. Public pages hold an empty slot where mfe-public's own prerendered HTML goes (the
// server fills it per request from the registry); the auth pages are the shell's, whole.
import { Fragment } from 'react';
import { SITE_MAP, pathTo, type PageKey } from '@church/contracts/site-map';
import { prerenderRoutes } from '@church/platform/prerender';
import { AreaSlots } from '@church/platform/remote-area';
import { App } from './app/App';

const publicPages = (Object.keys(SITE_MAP.public.pages) as PageKey<'public'>[]).filter((page) => !SITE_MAP.public.pages[page].path.includes(':'));
export const PRERENDERED_URLS = [...publicPages.map((page) => pathTo('public', page)), '/login', '/register', '/forgot-password'];

/** Whole pages (the remotes prerender their areas' HTML for the slots). */
export const kind = 'page';

export default function prerender() {
  return prerenderRoutes(PRERENDERED_URLS, (mode) => (
    <AreaSlots.Provider value>
      <App initialMode={mode} Router={Fragment} />
    </AreaSlots.Provider>
  ));
}
