import {
  activeItem, areaPath, dashboardHome, DEFAULT_NAV_ICON, isBarePage, pageAt, pageBreadcrumbs, pageIntro, pageRoles, parsePublishedSection, pathTo, pageTitle, publishedSectionOf, returnPathOf,
  SITE_MAP, sectionsFor, signedInAreaOf, staticPagePaths, staticSignedInPageAt, withPublishedPages, withReturnPath,
  type SitePage,
} from './site-map';

const titles = (roles: string[]) => sectionsFor(roles).map((s) => `${s.title}: ${s.items.map((i) => i.label).join(', ')}`);

it('shows each role its sections', () => {
  expect(titles(['admin'])).toEqual([
    'Admin: Dashboard, Attendance, First Timers, Members, Forms, Follow-Up Feedbacks, Import, Audit trail, Check-in',
    'Leaders: Dashboard, Units, Teams',
    'Members: Dashboard, Attendance, Events, Profile',
  ]);
  expect(titles(['leader', 'member'])).toEqual(['Leaders: Dashboard, Units, Teams', 'Members: Dashboard, Attendance, Events, Profile']);
  expect(titles(['member'])).toEqual(['Members: Dashboard, Attendance, Events, Profile']);
});

it('links every item to its route', () => {
  expect(sectionsFor(['admin']).flatMap((s) => s.items.map((i) => i.to))).toEqual([
    '/dashboard/admin',
    '/dashboard/admin/attendance',
    '/dashboard/admin/first-timers',
    '/dashboard/admin/members',
    '/dashboard/admin/forms',
    '/dashboard/admin/followup-feedbacks',
    '/dashboard/admin/import',
    '/dashboard/admin/audit-log',
    '/dashboard/admin/check-in',
    '/dashboard/leaders',
    '/dashboard/leaders/units',
    '/dashboard/leaders/teams',
    '/dashboard',
    '/dashboard/attendance',
    '/dashboard/events',
    '/dashboard/profile',
  ]);
});

it('finds the item holding the path by the longest match', () => {
  const all = sectionsFor(['admin']);
  const at = (path: string) => {
    const found = activeItem(path, all);
    return found && `${found.section.key}/${found.item.label}`;
  };
  expect(at('/dashboard/admin')).toBe('admin/Dashboard');
  expect(at('/dashboard/admin/members/')).toBe('admin/Members');
  expect(at('/dashboard/admin/first-timers/12')).toBe('admin/First Timers');
  expect(at('/dashboard/leaders/units')).toBe('leaders/Units');
  expect(at('/dashboard/attendance')).toBe('members/Attendance');
  expect(at('/dashboard/members/7')).toBe('members/Dashboard');
  expect(at('/forms')).toBeNull();
});

it('gives every page an absolute path under its area', () => {
  expect(areaPath('public')).toBe('/');
  expect(pathTo('public', 'welcome')).toBe('/welcome');
  expect(pathTo('public', 'home')).toBe('/');
  expect(pathTo('members', 'dashboard')).toBe('/dashboard');
  expect(pathTo('members', 'firstTimer', { id: 12 })).toBe('/dashboard/first-timers/12');
  expect(pathTo('admin', 'followUpFeedbacks')).toBe('/dashboard/admin/followup-feedbacks');
  expect(() => pathTo('members', 'member')).toThrow('needs the parameter id');
  expect(pageTitle('members', 'attendance')).toBe('My attendance');
});

it('sends admins to the admin dashboard and everyone else to /dashboard', () => {
  expect(dashboardHome(['member', 'admin'])).toBe('/dashboard/admin');
  expect(dashboardHome(['leader', 'member'])).toBe('/dashboard');
  expect(dashboardHome(null)).toBe('/dashboard');
});

it('keeps page paths unique within an area and titles non-empty', () => {
  for (const area of Object.values(SITE_MAP)) {
    const paths = Object.values(area.pages).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of Object.values(area.pages)) expect(page.title.trim()).not.toBe('');
  }
});

it('finds the signed-in area a path is in by the longest prefix', () => {
  expect(signedInAreaOf('/dashboard/admin/members')).toBe('admin');
  expect(signedInAreaOf('/dashboard/leaders')).toBe('leaders');
  expect(signedInAreaOf('/dashboard/profile')).toBe('members');
  expect(signedInAreaOf('/dashboard/administrators')).toBe('members');
  expect(signedInAreaOf('/forms')).toBeNull();
});

describe('staticPagePaths', () => {
  it("lists an area's pages without a parameter, as absolute paths", () => {
    expect(staticPagePaths('public')).toEqual(['/', '/forms', '/welcome', '/unsubscribe', '/rota/answer', '/check-in', '/station']);
    expect(staticPagePaths('members')).not.toContainEqual(expect.stringContaining(':'));
    expect(staticPagePaths('members')).toContain('/dashboard');
  });
});

it('names the station as the one public page without the top bar', () => {
  expect(isBarePage('/station')).toBe(true);
  expect(isBarePage('/station/')).toBe(true);
  for (const path of ['/', '/forms', '/check-in', '/stations', '/dashboard/admin/check-in']) expect(isBarePage(path)).toBe(false);
});

describe('staticSignedInPageAt', () => {
  it("gives a signed-in page's title and intro, the area's own prefix winning, a trailing slash ignored", () => {
    expect(staticSignedInPageAt('/dashboard/admin')).toEqual({ title: 'Admin dashboard', intro: pageIntro('admin', 'dashboard') });
    expect(staticSignedInPageAt('/dashboard/admin/attendance/schedule/')).toEqual({
      title: 'Service schedule',
      intro: pageIntro('admin', 'schedule'),
      breadcrumbs: [{ label: 'Attendance', href: '/dashboard/admin/attendance' }, { label: 'Service schedule' }],
    });
    expect(staticSignedInPageAt('/dashboard')).toEqual({ title: 'Dashboard' });
    expect(staticSignedInPageAt('/dashboard/events')?.intro).toMatch(/coming up/);
  });

  it('is null for a page with a parameter, an unknown path and a public page', () => {
    expect(staticSignedInPageAt('/dashboard/members/12')).toBeNull();
    expect(staticSignedInPageAt('/dashboard/admin/nowhere')).toBeNull();
    expect(staticSignedInPageAt('/forms')).toBeNull();
    expect(staticSignedInPageAt('/')).toBeNull();
  });
});

describe('pageBreadcrumbs', () => {
  it("gives a page under another its parent's link, then itself; none for a top page", () => {
    expect(pageBreadcrumbs('admin', 'schedule')).toEqual([{ label: 'Attendance', href: '/dashboard/admin/attendance' }, { label: 'Service schedule' }]);
    expect(pageBreadcrumbs('admin', 'attendance')).toBeUndefined();
  });

  it("names only a page of the same area as a parent", () => {
    for (const area of Object.keys(SITE_MAP) as (keyof typeof SITE_MAP)[]) {
      const pages = SITE_MAP[area].pages as Record<string, SitePage>;
      for (const page of Object.values(pages)) if (page.parent) expect(Object.keys(pages)).toContain(page.parent);
    }
  });
});

describe('returnPathOf', () => {
  it('keeps a signed-in list with its filters, named by its page', () => {
    expect(returnPathOf('/dashboard/admin/first-timers?status=Contacted&page=2')).toEqual({
      href: '/dashboard/admin/first-timers?status=Contacted&page=2', pathname: '/dashboard/admin/first-timers', title: 'First Timers',
    });
    expect(returnPathOf('/dashboard/leaders/units?unit=choir')).toMatchObject({ pathname: '/dashboard/leaders/units', title: 'Units' });
    expect(returnPathOf('/dashboard')).toMatchObject({ href: '/dashboard', title: 'Dashboard' });
  });

  it.each([
    null, undefined, '', 'dashboard/admin', 'https://evil.example/dashboard/admin', '//evil.example/dashboard/admin', '/\\evil.example/dashboard',
    '/welcome', '/login', '/dashboard/first-timers/7', '/dashboard/admin/nowhere', 'javascript:alert(1)',
  ])('refuses %p', (from) => {
    expect(returnPathOf(from)).toBeNull();
  });

  it('round-trips through the parameter withReturnPath writes', () => {
    const link = withReturnPath('/dashboard/members/7', '/dashboard/admin/members?search=ada&role=leader');
    expect(link).toBe('/dashboard/members/7?back=%2Fdashboard%2Fadmin%2Fmembers%3Fsearch%3Dada%26role%3Dleader');
    expect(returnPathOf(new URL(link, 'http://x.invalid').searchParams.get('back'))?.href).toBe('/dashboard/admin/members?search=ada&role=leader');
  });
});

describe('a section published by a remote', () => {
  const rotas = { path: 'rotas', title: 'Rotas', nav: { label: 'Rotas', icon: 'events' } };
  const published = (pages: Record<string, unknown>) => parsePublishedSection({ area: 'admin', pages }, 'admin');

  it('round-trips what a remote publishes', () => {
    const section = JSON.parse(JSON.stringify(publishedSectionOf('admin')));
    expect(parsePublishedSection(section, 'admin')).toEqual(SITE_MAP.admin.pages);
  });

  it('puts a new page in the sidebar and its skeleton, the rest of the area as the shell has it', () => {
    const siteMap = withPublishedPages({ admin: { ...SITE_MAP.admin.pages, ...published({ rotas }) } });
    expect(titles(['admin'])[0]).not.toMatch(/Rotas/);
    expect(sectionsFor(['admin'], siteMap)[0].items.at(-1)).toEqual({ label: 'Rotas', icon: 'events', to: '/dashboard/admin/rotas' });
    expect(staticSignedInPageAt('/dashboard/admin/rotas', siteMap)).toEqual({ title: 'Rotas' });
    expect(staticSignedInPageAt('/dashboard/admin/rotas')).toBeNull();
    expect(siteMap.admin.roles).toEqual(['admin']);
    expect(siteMap.leaders).toBe(SITE_MAP.leaders);
  });

  it('gives an icon the shell does not know the default one', () => {
    expect(published({ rotas: { ...rotas, nav: { label: 'Rotas', icon: 'rocket' } } })?.rotas.nav).toEqual({ label: 'Rotas', icon: DEFAULT_NAV_ICON });
  });

  it('leaves out a page without a title or with a path leaving its area, and refuses another area\'s section', () => {
    expect(published({ rotas, untitled: { path: 'x' }, away: { path: '../../login', title: 'Away' }, abs: { path: '/login', title: 'Abs' } })).toEqual({ rotas });
    expect(published({ away: { path: '//evil.example', title: 'Away' } })).toBeNull();
    expect(parsePublishedSection({ area: 'leaders', pages: { rotas } }, 'admin')).toBeNull();
    for (const junk of [null, 'pages', [], { area: 'admin' }, { area: 'admin', pages: 'rotas' }]) expect(parsePublishedSection(junk, 'admin')).toBeNull();
  });

  it('lets a page narrow its area\'s roles but never widen them', () => {
    const siteMap = withPublishedPages({
      leaders: published({ units: { path: 'units', title: 'Units', nav: { label: 'Units', icon: 'units' }, roles: ['admin'] } }) ?? {},
      admin: published({ open: { path: 'open', title: 'Open', nav: { label: 'Open', icon: 'forms' }, roles: ['member', 'admin', 'owner'] } }) ?? {},
    });
    expect(pageRoles(siteMap.leaders, pageAt(siteMap.leaders, '/dashboard/leaders/units'))).toEqual(['admin']);
    expect(pageRoles(siteMap.admin, pageAt(siteMap.admin, '/dashboard/admin/open'))).toEqual(['admin']);
    expect(sectionsFor(['member'], siteMap).map((s) => s.key)).toEqual(['members']);
    expect(sectionsFor(['leader'], siteMap).map((s) => `${s.key}: ${s.items.length}`)).toEqual(['leaders: 0', 'members: 4']);
  });

  it('finds the page a path opens, a parameter segment matching any one segment', () => {
    expect(pageAt(SITE_MAP.members, '/dashboard/members/12/')?.title).toBe('Member details');
    expect(pageAt(SITE_MAP.members, '/dashboard/members')).toBeUndefined();
    expect(pageAt(SITE_MAP.leaders, '/dashboard/leaders/units/3/sheet')?.title).toBe('Attendance sheet');
    expect(pageAt(SITE_MAP.leaders, '/dashboard/leaders/units')?.title).toBe('Units');
  });
});
