// Whether the reader collapsed the sidebar at a desktop width, kept in local storage so a reload
// or the next visit finds it as they left it. Storage may be unavailable (private modes): the
// choice then lasts for this page only.
export const SIDEBAR_STORAGE_KEY = 'sidebar';

export function readSidebarCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'collapsed';
  } catch {
    return false;
  }
}

export function rememberSidebarCollapsed(collapsed: boolean): void {
  try {
    if (collapsed) localStorage.setItem(SIDEBAR_STORAGE_KEY, 'collapsed');
    else localStorage.removeItem(SIDEBAR_STORAGE_KEY);
  } catch {
    // Not kept: see above.
  }
}
