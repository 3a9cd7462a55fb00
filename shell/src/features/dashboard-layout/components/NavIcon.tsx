// Small line icons for the sidebar rail (the label stays the accessible name).
import type { NavIconId, NavSection } from '@church/contracts/site-map';

const PATHS: Record<NavIconId, string> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  attendance: 'M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M9 14l2 2 4-4',
  'first-timers': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0M19 4v4M17 6h4',
  members: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20a7 7 0 0 1 14 0M16 4a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 6',
  forms: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  units: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  events: 'M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M9 13h2v2H9z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  import: 'M4 15v5h16v-5M12 3v12M7 10l5 5 5-5',
  history: 'M3 12a9 9 0 1 0 2.6-6.4M3 4v4h4M12 7v5l3 2',
  'qr-code': 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18v2M18 14h2',
};

// The sections' own icons, for the collapsed rail, where a section has no room for its title.
const SECTION_PATHS: Record<NavSection['key'], string> = {
  admin: 'M12 3l8 3v6c0 4.5-3.4 7.7-8 9-4.6-1.3-8-4.5-8-9V6zM9 12l2 2 4-4',
  leaders: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  members: PATHS.members,
};

function LineIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

export function NavIcon({ icon }: { icon: NavIconId }) {
  return <LineIcon d={PATHS[icon]} />;
}

export function SectionIcon({ section }: { section: NavSection['key'] }) {
  return <LineIcon d={SECTION_PATHS[section]} />;
}
