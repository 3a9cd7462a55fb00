// The signed-in site map as the remotes publish it: each area's remote serves its pages as
// site-map.json beside its manifest (decision 0043). The shell's sidebar, guards and skeleton read
// it through useSiteMap: the shell's own copy at once, each area's published pages once they are in.
// One fetch per file and page load (platform is one instance in the whole site); a remote that is
// down, slow or serving something else leaves the shell's copy of its area in place.
import { useEffect, useSyncExternalStore } from 'react';
import {
  BUILT_IN_SITE_MAP, parsePublishedSection, SITE_MAP, withPublishedPages, type SidebarArea, type SignedInSiteMap, type SitePage,
} from '@church/contracts/site-map';
import { ensureRegistry } from '@church/platform/registry';

/** Past this, the shell's copy of the area stands for this page load. */
export const SECTION_TIMEOUT_MS = 3000;
export const SECTION_FILE = 'site-map.json';

const published: Partial<Record<SidebarArea, Record<string, SitePage>>> = {};
const requested = new Set<string>();
const listeners = new Set<() => void>();
let current: SignedInSiteMap = BUILT_IN_SITE_MAP;

/** Where a remote publishes its section: beside its manifest; null for a manifest URL that is not one. */
export function sectionUrlOf(manifestUrl: string): string | null {
  try {
    return new URL(SECTION_FILE, manifestUrl).href;
  } catch {
    return null;
  }
}

async function fetchSection(url: string, area: SidebarArea): Promise<Record<string, SitePage> | null> {
  try {
    // As the page's preload of it asks (crossorigin="anonymous"), so the preloaded answer is used.
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin', signal: AbortSignal.timeout(SECTION_TIMEOUT_MS) });
    return response.ok ? parsePublishedSection(JSON.parse(await response.text()), area) : null;
  } catch {
    return null;
  }
}

/** Fetches the published sections of these areas (once per file), through the runtime registry. */
export async function loadPublishedSections(areas: readonly SidebarArea[]): Promise<void> {
  const registry = await ensureRegistry().catch(() => null);
  if (!registry) return;
  await Promise.all(
    areas.map(async (area) => {
      const manifest = registry.remotes[SITE_MAP[area].remote];
      const url = manifest ? sectionUrlOf(manifest) : null;
      if (!url || requested.has(url)) return;
      requested.add(url);
      const pages = await fetchSection(url, area);
      // Not in: asked again by the next page that needs it (the remote may be back).
      if (!pages) return void requested.delete(url);
      published[area] = pages;
      current = withPublishedPages(published);
      listeners.forEach((listener) => listener());
    }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The signed-in site map now: the shell's copy, with the published pages of the given areas once in. */
export function useSiteMap(areas: readonly SidebarArea[]): SignedInSiteMap {
  const key = areas.join(' ');
  useEffect(() => {
    void loadPublishedSections(key ? (key.split(' ') as SidebarArea[]) : []);
  }, [key]);
  return useSyncExternalStore(subscribe, () => current, () => BUILT_IN_SITE_MAP);
}

/** For tests: forgets what was fetched. */
export function resetPublishedSections(): void {
  for (const area of Object.keys(published) as SidebarArea[]) delete published[area];
  requested.clear();
  current = BUILT_IN_SITE_MAP;
}
