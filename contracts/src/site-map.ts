// The site map: every area's prefix, remote and roles, and every page of every area with its
// title, and the sidebar's entries. The shell's sidebar, its guards and each
// remote's <Routes> read it; no other file spells an area prefix or a page path.
// Each container compiles its own copy. A signed-in area's remote publishes its pages beside its
// manifest (site-map.json, decision 0043): the shell reads them at run time, so a page a remote
// adds is in the sidebar without a shell release; the shell's copy is the fallback.
import { ROLE_NAMES, type RoleName } from './roles';

export const NAV_ICONS = ['dashboard', 'attendance', 'first-timers', 'members', 'forms', 'feedback', 'units', 'events', 'profile', 'import', 'history', 'qr-code'] as const;
export type NavIconId = (typeof NAV_ICONS)[number];
/** The icon of a published entry naming one the shell does not know. */
export const DEFAULT_NAV_ICON: NavIconId = 'forms';

export interface SitePage {
  /** Relative to the area's prefix ('' is the area's index); `:id` marks a parameter. */
  path: string;
  /** The page's h1 and document title. */
  title: string;
  /**
   * The line under the h1, when it is the same for everyone: the page shows it, and so does the
   * page's skeleton, which the server sends before any script (decision 0017).
   */
  intro?: string;
  /** Present when the page is a sidebar entry. */
  nav?: { label: string; icon: NavIconId };
  /** The page (of the same area) it sits under, shown as its breadcrumb. */
  parent?: string;
  /**
   * A screen for a device rather than a visitor (the welcome team's tablet at a door): shown
   * without the site's top bar, so nobody taps away from it to sign in or browse.
   */
  bare?: true;
  /** Who may open it, when fewer than its area admits; a role its area does not admit is ignored. */
  roles?: readonly RoleName[];
}

/** A page's breadcrumb: shared-ui's Page takes these. */
export interface PageCrumb {
  label: string;
  href?: string;
}

export interface SiteArea {
  prefix: string;
  /** The federated container that serves the area (its key in the runtime registry). */
  remote: 'mfe_public' | 'mfe_member' | 'mfe_leader' | 'mfe_admin';
  /** What the shell's guard and the area's error screen call it. */
  title: string;
  /** Who may enter; null for the public area (no sign-in). */
  roles: readonly RoleName[] | null;
  /** The sidebar section's title; null when the area is not in the sidebar. */
  section: string | null;
  pages: Record<string, SitePage>;
  /**
   * Paths of its pages that also open to a member who leads a serving team without the area's
   * roles (the API checks each team). The shell's copy decides: a remote's pages cannot widen it.
   */
  teamLeadPages?: readonly string[];
}

const ALL_SIGNED_IN: readonly RoleName[] = ['admin', 'leader', 'member'];

export const SITE_MAP = {
  public: {
    prefix: '/',
    remote: 'mfe_public',
    title: 'The public area',
    roles: null,
    section: null,
    pages: {
      home: { path: '', title: 'Welcome home' },
      forms: { path: 'forms', title: 'Write to us' },
      welcome: { path: 'welcome', title: 'Welcome, we are glad you came!' },
      // A mail's unsubscribe link opens it: no sign-in needed.
      unsubscribe: { path: 'unsubscribe', title: 'Unsubscribe' },
      // A rota mail's Accept / Decline link opens it: no sign-in needed.
      rotaAnswer: { path: 'rota/answer', title: 'Can you serve?' },
      // What the door's QR code opens: a visitor without an account lands here too.
      checkIn: { path: 'check-in', title: 'Check in' },
      // A paired tablet at a door: it holds a station's credential, not anyone's session.
      station: { path: 'station', title: 'Welcome station', bare: true },
    },
  },
  admin: {
    prefix: '/dashboard/admin',
    remote: 'mfe_admin',
    title: 'The admin area',
    roles: ['admin'],
    section: 'Admin',
    pages: {
      dashboard: {
        path: '',
        title: 'Admin dashboard',
        intro: 'How many came, who is new, who slipped away, and whether every visitor is followed up.',
        nav: { label: 'Dashboard', icon: 'dashboard' },
      },
      attendance: { path: 'attendance', title: 'Attendance', nav: { label: 'Attendance', icon: 'attendance' } },
      schedule: {
        path: 'attendance/schedule',
        title: 'Service schedule',
        parent: 'attendance',
        intro: 'A weekly service is held every week on its day; a one-off service on its date. Deactivating a service stops it after today and keeps its past services and their attendance.',
      },
      firstTimers: {
        path: 'first-timers',
        title: 'First Timers',
        intro: 'Who visited, who follows each of them up, and where each follow-up stands.',
        nav: { label: 'First Timers', icon: 'first-timers' },
      },
      members: {
        path: 'members',
        title: 'Members',
        intro: 'Everyone with an account: their contacts, roles and units. A deactivated person cannot sign in; what they recorded is kept.',
        nav: { label: 'Members', icon: 'members' },
      },
      forms: { path: 'forms', title: 'Forms', nav: { label: 'Forms', icon: 'forms' } },
      followUpFeedbacks: {
        path: 'followup-feedbacks',
        title: 'Follow-Up Feedbacks',
        intro: 'What the follow-up team reported after each contact with a first-timer, newest first.',
        nav: { label: 'Follow-Up Feedbacks', icon: 'feedback' },
      },
      import: {
        path: 'import',
        title: 'Import',
        intro: 'Members, past attendance or first-timers from a spreadsheet: choose the columns, check the preview, then import every row or none.',
        nav: { label: 'Import', icon: 'import' },
      },
      auditLog: {
        path: 'audit-log',
        title: 'Audit trail',
        intro: "Who changed a person's roles, units, activity or email, a follow-up's status or assignee, a unit's roster or leaders, the schedule, or imported a file: when, and each changed field before and after. Nobody can edit it.",
        nav: { label: 'Audit trail', icon: 'history' },
      },
      checkIn: {
        path: 'check-in',
        title: 'Check-in display',
        intro: 'Show this screen at the door: members scan the code or type it to check in. The code changes by itself while the page is open; the one just replaced is still accepted for a moment.',
        nav: { label: 'Check-in', icon: 'qr-code' },
      },
    },
  },
  leaders: {
    prefix: '/dashboard/leaders',
    remote: 'mfe_leader',
    title: 'The leaders area',
    roles: ['admin', 'leader'],
    section: 'Leaders',
    // A member who leads a serving team fills its weeks without being a leader of units.
    teamLeadPages: ['teams'],
    pages: {
      dashboard: { path: '', title: 'Leaders dashboard', nav: { label: 'Dashboard', icon: 'dashboard' } },
      units: { path: 'units', title: 'Units', nav: { label: 'Units', icon: 'units' } },
      teams: {
        path: 'teams',
        title: 'Teams',
        intro: 'Your serving teams’ next 8 weeks: who serves where, and their answer.',
        nav: { label: 'Teams', icon: 'members' },
      },
      // A unit's attendance at one service, ticked by its leader (the unit's page links to it).
      unitSheet: {
        path: 'units/:id/sheet',
        title: 'Attendance sheet',
        parent: 'units',
        intro: 'Tick who of the unit is present at the service. Each tick is a record of theirs, recorded by you; Undo takes back the last change.',
      },
    },
  },
  members: {
    prefix: '/dashboard',
    remote: 'mfe_member',
    title: 'The member area',
    roles: ALL_SIGNED_IN,
    section: 'Members',
    pages: {
      dashboard: { path: '', title: 'Dashboard', nav: { label: 'Dashboard', icon: 'dashboard' } },
      attendance: { path: 'attendance', title: 'My attendance', nav: { label: 'Attendance', icon: 'attendance' } },
      events: { path: 'events', title: 'Events', intro: "What is coming up at church. Times are the church's.", nav: { label: 'Events', icon: 'events' } },
      profile: { path: 'profile', title: 'Profile', nav: { label: 'Profile', icon: 'profile' } },
      firstTimer: { path: 'first-timers/:id', title: 'First-timer details' },
      member: { path: 'members/:id', title: 'Member details' },
    },
  },
} as const satisfies Record<string, SiteArea>;

export type AreaKey = keyof typeof SITE_MAP;
export type PageKey<A extends AreaKey> = keyof (typeof SITE_MAP)[A]['pages'] & string;

/** The sidebar's sections, top to bottom: Admin, Leaders, Members. */
export const SIDEBAR_AREAS = ['admin', 'leaders', 'members'] as const satisfies readonly AreaKey[];
export type SidebarArea = (typeof SIDEBAR_AREAS)[number];

/** The signed-in areas as the shell reads them at run time: its own copy, with published pages. */
export type SignedInSiteMap = Readonly<Record<SidebarArea, SiteArea>>;
export const BUILT_IN_SITE_MAP: SignedInSiteMap = { admin: SITE_MAP.admin, leaders: SITE_MAP.leaders, members: SITE_MAP.members };

function pageOf<A extends AreaKey>(area: A, page: PageKey<A>): SitePage {
  return (SITE_MAP[area].pages as Record<string, SitePage>)[page];
}

/** The absolute path of an area (its prefix). */
export function areaPath(area: AreaKey): string {
  return SITE_MAP[area].prefix;
}

/** The signed-in area a path is in (the longest prefix that holds it), or null for a public page. */
export function signedInAreaOf(pathname: string): (typeof SIDEBAR_AREAS)[number] | null {
  const holding = SIDEBAR_AREAS.filter((area) => pathname === areaPath(area) || pathname.startsWith(`${areaPath(area)}/`));
  return holding.sort((a, b) => areaPath(b).length - areaPath(a).length)[0] ?? null;
}

function absolutePath(area: SiteArea, relative: string): string {
  const prefix = area.prefix.replace(/\/$/, '');
  return relative ? `${prefix}/${relative}` : prefix || '/';
}

/** The absolute path of a page, with `:id`-style parameters filled in. */
export function pathTo<A extends AreaKey>(area: A, page: PageKey<A>, params: Record<string, string | number> = {}): string {
  const relative = pageOf(area, page).path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`pathTo(${area}, ${page}) needs the parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return absolutePath(SITE_MAP[area], relative);
}

/** The absolute paths of an area's pages that take no parameter (the ones a build can prerender). */
export function staticPagePaths<A extends AreaKey>(area: A): string[] {
  return (Object.keys(SITE_MAP[area].pages) as PageKey<A>[]).filter((page) => !pageOf(area, page).path.includes(':')).map((page) => pathTo(area, page));
}

/** The page's title, for shared-ui's Page. */
export function pageTitle<A extends AreaKey>(area: A, page: PageKey<A>): string {
  return pageOf(area, page).title;
}

/** The page's intro (the line under its h1), for shared-ui's Page. */
export function pageIntro<A extends AreaKey>(area: A, page: PageKey<A>): string | undefined {
  return pageOf(area, page).intro;
}

function crumbsOf(area: SiteArea, { parent, title }: SitePage): PageCrumb[] | undefined {
  const above = parent ? area.pages[parent] : undefined;
  if (!above) return undefined;
  return [{ label: above.title, href: absolutePath(area, above.path) }, { label: title }];
}

/** The breadcrumbs of a page under another (its parent's link, then itself); undefined for a top page. */
export function pageBreadcrumbs<A extends AreaKey>(area: A, page: PageKey<A>): PageCrumb[] | undefined {
  return crumbsOf(SITE_MAP[area], pageOf(area, page));
}

/** Who may open a page: its own roles that its area admits (never more than the area's), else the area's. */
export function pageRoles(area: SiteArea, page: SitePage | undefined): readonly RoleName[] {
  const areaRoles = area.roles ?? ALL_SIGNED_IN;
  return page?.roles ? areaRoles.filter((role) => page.roles?.includes(role)) : areaRoles;
}

/** Whether a member who leads a serving team opens this page of the area, whatever their roles. */
export function opensToTeamLeads(area: SiteArea, page: SitePage | undefined): boolean {
  return page !== undefined && (area.teamLeadPages?.includes(page.path) ?? false);
}

const trimmed = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The page of an area a path opens: the page of that very path, else one whose `:id` segment the path fills; undefined if none. */
export function pageAt(area: SiteArea, pathname: string): SitePage | undefined {
  const path = trimmed(pathname);
  const segments = path.split('/');
  const fills = (page: SitePage) => {
    const pattern = absolutePath(area, page.path).split('/');
    return pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
  };
  const pages = Object.values(area.pages);
  return pages.find((page) => absolutePath(area, page.path) === path) ?? pages.find(fills);
}

/**
 * The signed-in page a path opens when that page takes no parameter, with its header (title,
 * intro, breadcrumbs: what its skeleton shows before the page's code is in); null for any other path.
 */
export function staticSignedInPageAt(pathname: string, siteMap: SignedInSiteMap = BUILT_IN_SITE_MAP): { title: string; intro?: string; breadcrumbs?: PageCrumb[] } | null {
  const key = signedInAreaOf(pathname);
  if (!key) return null;
  const area = siteMap[key];
  const page = pageAt(area, pathname);
  if (!page || page.path.includes(':')) return null;
  const { title, intro } = page;
  const breadcrumbs = crumbsOf(area, page);
  return { title, ...(intro && { intro }), ...(breadcrumbs && { breadcrumbs }) };
}

/** Whether a path opens a public page shown without the site's top bar. */
export function isBarePage(pathname: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return Object.entries(SITE_MAP.public.pages as Record<string, SitePage>).some(([page, entry]) => entry.bare && pathTo('public', page as PageKey<'public'>) === path);
}

/** The query parameter a detail page reads the list it was opened from in (`from` is a list's date filter). */
export const RETURN_PARAM = 'back';

/** The list a detail page links back to: its URL (query kept), its pathname and its page's title. */
export interface ReturnPath {
  href: string;
  pathname: string;
  title: string;
}

// Any origin will do: only a path that stays on it is kept.
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * The way back named by a `back` parameter: a signed-in page of the site map that takes no
 * parameter, with its query (a list's filters); null for anything else (another site, a
 * detail page, a public page), so a crafted link cannot send anyone elsewhere.
 */
export function returnPathOf(from: string | null | undefined): ReturnPath | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(from, SAME_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN) return null;
  const page = staticSignedInPageAt(url.pathname);
  return page ? { href: `${url.pathname}${url.search}`, pathname: url.pathname, title: page.title } : null;
}

/** `path` with `from` (the page it is opened from, query included) as its `back` parameter. */
export function withReturnPath(path: string, from: string): string {
  return `${path}?${new URLSearchParams({ [RETURN_PARAM]: from })}`;
}

/** Where "Dashboard" links point: admins to the admin dashboard, everyone else to the member one. */
export function dashboardHome(roles: readonly string[] | null | undefined): string {
  return roles?.includes('admin') ? areaPath('admin') : areaPath('members');
}

export interface NavItem {
  label: string;
  icon: NavIconId;
  to: string;
}

export interface NavSection {
  key: SidebarArea;
  title: string;
  roles: readonly RoleName[];
  items: NavItem[];
}

const admits = (allowed: readonly RoleName[], roles: readonly string[]) => allowed.some((role) => roles.includes(role));

/**
 * The sidebar's sections a user with these roles sees, with the entries they may open, in order;
 * `leadsTeam` (they lead a serving team) adds the areas' team-lead pages.
 */
export function sectionsFor(roles: readonly string[], siteMap: SignedInSiteMap = BUILT_IN_SITE_MAP, leadsTeam = false): NavSection[] {
  const opens = (area: SiteArea, page: SitePage | undefined) => admits(pageRoles(area, page), roles) || (leadsTeam && opensToTeamLeads(area, page));
  const entered = (area: SiteArea) => opens(area, undefined) || Object.values(area.pages).some((page) => opens(area, page));
  return SIDEBAR_AREAS.filter((key) => entered(siteMap[key])).map((key) => {
    const area = siteMap[key];
    const items = Object.values(area.pages).flatMap((page) =>
      page.nav && opens(area, page) ? [{ label: page.nav.label, icon: page.nav.icon, to: absolutePath(area, page.path) }] : [],
    );
    return { key, title: area.section ?? key, roles: pageRoles(area, undefined), items };
  });
}

/** What a signed-in area's remote publishes beside its manifest: the area's pages. */
export interface PublishedSection {
  area: SidebarArea;
  pages: Record<string, SitePage>;
}

/** The section of the site map a remote publishes (its build writes it as site-map.json). */
export function publishedSectionOf(area: SidebarArea): PublishedSection {
  return { area, pages: SITE_MAP[area].pages };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** One published page, checked; null when it cannot be shown (no title, or a path that leaves its area). */
function publishedPage(value: unknown): SitePage | null {
  const entry = value as Partial<Record<keyof SitePage, unknown>> | null;
  if (!entry || typeof entry !== 'object' || typeof entry.path !== 'string' || !isText(entry.title)) return null;
  if (!/^([\w-]+|:\w+)(\/([\w-]+|:\w+))*$|^$/.test(entry.path)) return null;
  const nav = entry.nav as { label?: unknown; icon?: unknown } | undefined;
  const roles = Array.isArray(entry.roles) ? ROLE_NAMES.filter((role) => (entry.roles as unknown[]).includes(role)) : undefined;
  return {
    path: entry.path,
    title: entry.title,
    ...(isText(entry.intro) && { intro: entry.intro }),
    ...(isText(entry.parent) && { parent: entry.parent }),
    ...(nav && isText(nav.label) && { nav: { label: nav.label, icon: NAV_ICONS.find((icon) => icon === nav.icon) ?? DEFAULT_NAV_ICON } }),
    ...(roles && { roles }),
  };
}

/**
 * A remote's published section, checked: its pages, each with a title and a path inside the area,
 * an icon the shell knows (else the default) and only known roles; null when it is not the
 * area's section at all (the shell's copy then stands).
 */
export function parsePublishedSection(json: unknown, area: SidebarArea): Record<string, SitePage> | null {
  const section = json as Partial<PublishedSection> | null;
  if (!section || typeof section !== 'object' || section.area !== area || !section.pages || typeof section.pages !== 'object') return null;
  const pages = Object.entries(section.pages).flatMap(([key, value]) => {
    const page = publishedPage(value);
    return page ? [[key, page] as const] : [];
  });
  return pages.length > 0 ? Object.fromEntries(pages) : null;
}

/** The signed-in site map with the published pages of some areas in place of the shell's copy; the rest of each area stays the shell's. */
export function withPublishedPages(sections: Partial<Record<SidebarArea, Record<string, SitePage>>>): SignedInSiteMap {
  const merged: Record<SidebarArea, SiteArea> = { ...BUILT_IN_SITE_MAP };
  for (const key of SIDEBAR_AREAS) {
    const pages = sections[key];
    if (pages) merged[key] = { ...BUILT_IN_SITE_MAP[key], pages };
  }
  return merged;
}

/** The item the path belongs to: the longest item path that is the path or a parent of it. */
export function activeItem(pathname: string, sections: NavSection[]): { section: NavSection; item: NavItem } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: { section: NavSection; item: NavItem } | null = null;
  for (const section of sections) {
    for (const item of section.items) {
      const matches = path === item.to || path.startsWith(`${item.to}/`);
      if (matches && (!best || item.to.length > best.item.to.length)) best = { section, item };
    }
  }
  return best;
}
