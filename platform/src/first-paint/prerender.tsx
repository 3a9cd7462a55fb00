// Build time only (scripts/first-paint/prerender.mjs runs it in Node, never in a page): each app
// renders the HTML and styles of its routes, in both modes, for the shell's server to send before
// any script (docs/decisions/0017-prerendered-pages.md). The page then hydrates that HTML.
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// Build time only: StaticRouter never reaches a page, so it stays out of the site's router file.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import type { ThemeMode } from '@church/platform/theme-mode';

export interface PrerenderedHtml {
  /** The markup inside the page's root (or inside an area's slot). */
  html: string;
  /** styled-components' rules for that markup, as <style> elements. */
  css: string;
}

export type PrerenderedRoutes = Record<string, Record<ThemeMode, PrerenderedHtml>>;

const MODES: ThemeMode[] = ['light', 'dark'];

async function renderToHtml(element: ReactElement): Promise<PrerenderedHtml> {
  const sheet = new ServerStyleSheet();
  try {
    // Waits for every lazy page, so the HTML holds the whole route, not its loader.
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(element));
    let html = '';
    for await (const chunk of prelude) html += chunk;
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** Each URL (path and query, as the server will match it) in each mode, inside a router at that URL. */
export async function prerenderRoutes(urls: readonly string[], render: (mode: ThemeMode) => ReactElement): Promise<PrerenderedRoutes> {
  const routes: PrerenderedRoutes = {};
  for (const url of urls) {
    const [light, dark] = await Promise.all(MODES.map((mode) => renderToHtml(<StaticRouter location={url}>{render(mode)}</StaticRouter>)));
    routes[url] = { light, dark };
  }
  return routes;
}
