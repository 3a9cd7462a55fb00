// Build time only (scripts/first-paint/prerender.mjs): the public area's HTML for each of its
// pages (and each tab of the forms page), which the shell's server puts in its page's slot.
import { FORM_TYPES } from '@church/contracts/form-types';
import { pathTo, staticPagePaths } from '@church/contracts/site-map';
import { prerenderRoutes } from '@church/platform/first-paint/prerender';
import { PlatformProviders } from '@church/platform/providers';
import { darkTheme, lightTheme } from 'shared_ui/theme';
import App from './App';

const themes = { light: lightTheme, dark: darkTheme };
const formTabs = FORM_TYPES.map((type) => `${pathTo('public', 'forms')}?tab=${type}`);
export const PRERENDERED_URLS = [...staticPagePaths('public'), ...formTabs];

export default function prerender() {
  return prerenderRoutes(PRERENDERED_URLS, (mode) => (
    <PlatformProviders themes={themes} initialMode={mode}>
      <App />
    </PlatformProviders>
  ));
}
