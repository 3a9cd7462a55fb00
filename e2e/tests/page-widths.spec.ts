// Every page of the site map, as each role that may open it, fits the window at a phone, a
// tablet, a laptop and a desktop width: the document is never wider than the window (tables,
// filter bars and long names wrap or scroll inside their own box). The demo seed has a member
// and a first-timer with an 80-character name and a long email, so the lists meet them.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/auth';
import { churchNow } from '../support/church-time';
import { adminToken, uniquePhone } from '../support/public-helpers';
import { pairStation } from '../support/station';
import { expectPageShown } from '../support/shell-ui';
import { apiUrl, shellUrl } from '../support/test-env';

// Widest first: a dashboard opened at a desktop width has its sidebar expanded, and narrowing the
// window then lays it out as a fresh load at each width would (expanded, rail, hidden).
const WIDTHS = [1440, 1280, 1024, 768, 360] as const;
const HEIGHT = 800;
/** The seeded member's and first-timer's first name (api/src/db/seed.ts, LONG_NAMED). */
const LONG_NAME = 'Oluwatobiloba';

type Visitor = 'admin' | 'leader' | 'member' | 'visitor';

interface Target {
  path: string;
  /** The page's h1; none for the public home, whose h1 depends on who looks. */
  heading?: string;
}

// The site map's pages without a parameter, by area, with who may open them and each page's h1:
// written out here (contracts is a CommonJS package this ES module suite cannot import) and
// checked against the site map's source by the first test, so a page added there is not missed.
const AREAS: Record<string, { roles: Visitor[]; pages: Array<[path: string, heading: string | undefined]> }> = {
  public: { roles: ['visitor', 'admin', 'leader', 'member'], pages: [['/', undefined], ['/forms', 'Write to us'], ['/welcome', undefined], ['/unsubscribe', 'Unsubscribe'], ['/rota/answer', 'Can you serve?'], ['/check-in', 'Check in'], ['/station', 'Welcome station']] },
  admin: {
    roles: ['admin'],
    pages: [
      ['/dashboard/admin', 'Admin dashboard'],
      ['/dashboard/admin/attendance', 'Attendance'],
      ['/dashboard/admin/attendance/schedule', 'Service schedule'],
      ['/dashboard/admin/first-timers', 'First Timers'],
      ['/dashboard/admin/members', 'Members'],
      ['/dashboard/admin/forms', 'Forms'],
      ['/dashboard/admin/followup-feedbacks', 'Follow-Up Feedbacks'],
      ['/dashboard/admin/import', 'Import'],
      ['/dashboard/admin/audit-log', 'Audit trail'],
      ['/dashboard/admin/check-in', 'Check-in display'],
    ],
  },
  leaders: { roles: ['admin', 'leader'], pages: [['/dashboard/leaders', 'Leaders dashboard'], ['/dashboard/leaders/units', 'Units'], ['/dashboard/leaders/teams', 'Teams']] },
  members: {
    roles: ['admin', 'leader', 'member'],
    pages: [
      ['/dashboard', 'Dashboard'],
      ['/dashboard/attendance', 'My attendance'],
      ['/dashboard/events', 'Events'],
      ['/dashboard/profile', 'Profile'],
    ],
  },
};
/** The site map's pages with a parameter, opened below for the long-named people. */
const DETAIL_PAGES = {
  member: ['members/:id', 'Member details'],
  firstTimer: ['first-timers/:id', 'First-timer details'],
  unitSheet: ['units/:id/sheet', 'Attendance sheet'],
} as const;

/** The shell's own signed-out pages. */
const SIGNED_OUT_PAGES: Target[] = [{ path: '/login', heading: 'Log in' }, { path: '/register' }, { path: '/forgot-password' }];

const staticPagesOf = (role: Visitor): Target[] =>
  Object.values(AREAS)
    .filter((area) => area.roles.includes(role))
    .flatMap((area) => area.pages.map(([path, heading]) => ({ path, heading })));

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The id of the long-named person in a list the API gives this role. */
async function longNamedId(page: Page, token: string, path: string, params: Record<string, string> = {}) {
  const response = await page.request.get(`${apiUrl}${path}`, { headers: bearer(token), params });
  expect(response.status()).toBe(200);
  const rows = (await response.json()).data as Array<{ id: number; first_name: string }>;
  const found = rows.find((row) => row.first_name === LONG_NAME);
  expect(found, `${LONG_NAME} in ${path}`).toBeDefined();
  return found!.id;
}

/** The pages a role opens beyond the static ones: the long-named member and first-timer, the Choir's page, the board. */
async function detailPagesOf(page: Page, role: Exclude<Visitor, 'visitor'>, token: string, ownId: number): Promise<Target[]> {
  const [, member] = DETAIL_PAGES.member;
  const [, firstTimer] = DETAIL_PAGES.firstTimer;
  if (role === 'member') {
    const firstTimerId = await longNamedId(page, token, '/me/assigned-first-timers');
    return [
      { path: `/dashboard/members/${ownId}`, heading: member },
      { path: `/dashboard/first-timers/${firstTimerId}`, heading: firstTimer },
    ];
  }
  const memberId = await longNamedId(page, token, '/members', { search: LONG_NAME });
  const units = (await (await page.request.get(`${apiUrl}/units`, { headers: bearer(token) })).json()).data as Array<{ id: number; name: string }>;
  const choir = units.find((unit) => unit.name === 'Choir')!.id;
  const pages: Target[] = [
    { path: `/dashboard/members/${memberId}`, heading: member },
    { path: `/dashboard/leaders/units?unit=${choir}`, heading: 'Units' },
    // The Choir's sheet at its latest service (the long-named member is on its roster).
    { path: `/dashboard/leaders/units/${choir}/sheet`, heading: DETAIL_PAGES.unitSheet[1] },
  ];
  if (role === 'admin') {
    const firstTimerId = await longNamedId(page, token, '/first-timers', { search: LONG_NAME });
    pages.push(
      { path: `/dashboard/first-timers/${firstTimerId}`, heading: firstTimer },
      { path: '/dashboard/admin/first-timers?view=board', heading: 'First Timers' },
      { path: `/dashboard/admin/members?search=${LONG_NAME}`, heading: 'Members' },
    );
  }
  return pages;
}

/** Waits for the page itself and its data: its h1 (not the skeleton's), no request in flight, nothing busy. */
async function waitForPage(page: Page, target: Target) {
  if (target.heading) await expectPageShown(page, target.heading);
  else {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  }
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const measure = (page: Page) => page.evaluate(() => ({ document: document.documentElement.scrollWidth, window: window.innerWidth }));

/** The element reaching furthest past the window's right edge, to name in a failure. */
const culprit = (page: Page) =>
  page.evaluate(() => {
    let worst: { right: number; what: string } | null = null;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      if (right > window.innerWidth && (!worst || right > worst.right)) {
        const id = element.id ? `#${element.id}` : '';
        const testId = element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : '';
        worst = { right: Math.round(right), what: `<${element.tagName.toLowerCase()}${id}${testId}> "${(element.textContent ?? '').trim().slice(0, 40)}"` };
      }
    }
    return worst;
  });

test('the pages below are every page of the site map', () => {
  const source = readFileSync(new URL('../../contracts/src/site-map.ts', import.meta.url), 'utf8');
  const prefixes = [...source.matchAll(/^ {2}(\w+): \{\n {4}prefix: '([^']*)'/gm)].map(([, area, prefix]) => [area, prefix] as const);
  expect(prefixes.map(([area]) => area).sort()).toEqual(Object.keys(AREAS).sort());
  const mapped = [...source.matchAll(/^ {6}\w+: \{\s*path: '([^']*)'/gm)].map(([, path]) => path);
  const here = [
    ...Object.entries(AREAS).flatMap(([area, { pages }]) => {
      const prefix = prefixes.find(([name]) => name === area)![1].replace(/\/$/, '');
      return pages.map(([path]) => (path === (prefix || '/') ? '' : path.slice(prefix.length + 1)));
    }),
    ...Object.values(DETAIL_PAGES).map(([path]) => path),
  ];
  expect(here.sort()).toEqual(mapped.sort());
});

for (const role of ['admin', 'leader', 'member', 'visitor'] as const) {
  test(`${role}: every page fits the window at ${WIDTHS.join(', ')} px`, async ({ browser }) => {
    test.setTimeout(300_000);
    // One context for the role, signed in once; each page is opened once and the window narrowed.
    const context = await browser.newContext({ baseURL: shellUrl, viewport: { width: WIDTHS[0], height: HEIGHT } });
    const page = await context.newPage();
    let targets = [...staticPagesOf(role), ...SIGNED_OUT_PAGES];
    if (role !== 'visitor') {
      const session = await signInByApi(page, role, shellUrl);
      const own = session.user as unknown as { id: number };
      targets = [...staticPagesOf(role), ...(await detailPagesOf(page, role, session.token, own.id))];
    }

    const tooWide: string[] = [];
    const widest = new Map<number, { px: number; path: string }>();
    for (const target of targets) {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(target.path);
      await waitForPage(page, target);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        // Media queries follow the resize at once, the sidebar and the charts a frame or a
        // transition later: wait until it fits, and keep the last measure if it never does.
        let last = await measure(page);
        await expect
          .poll(async () => {
            last = await measure(page);
            return last.document <= last.window;
          }, { timeout: 3_000 })
          .toBe(true)
          .catch(() => {});
        if ((widest.get(width)?.px ?? 0) < last.document) widest.set(width, { px: last.document, path: target.path });
        if (last.document > last.window) {
          const what = await culprit(page);
          tooWide.push(`${target.path} at ${width} px: ${last.document} px wide${what ? `; furthest out ${what.what} to ${what.right} px` : ''}`);
        }
      }
    }
    // The widest document at each width, for the record.
    console.log(`${role}: ${WIDTHS.map((width) => `${width} px → ${widest.get(width)?.px} (${widest.get(width)?.path})`).join('; ')}`);
    await context.close();
    expect(tooWide, 'pages wider than the window').toEqual([]);
  });
}

// Two pages a phone or a tablet opens at the door in a state the site map's walk above does not
// reach: the scanned code signed out, and a paired station's screen (a service open now).
test('the scanned check-in signed out and a paired station fit the window at 768 and 360 px', async ({ browser, request }) => {
  const admin = await adminToken(request);
  const { date, time } = churchNow();
  const name = `Door Widths Service of the Whole Congregation ${Date.now()}`;
  const made = await request.post(`${apiUrl}/services`, { headers: bearer(admin), data: { name, is_recurring: false, service_date: date, start_time: time } });
  expect(made.status()).toBe(201);

  const context = await browser.newContext({ baseURL: shellUrl, viewport: { width: 768, height: HEIGHT } });
  const page = await context.newPage();
  const tooWide: string[] = [];
  const check = async (what: string) => {
    for (const width of [768, 360]) {
      await page.setViewportSize({ width, height: HEIGHT });
      let last = await measure(page);
      await expect.poll(async () => (last = await measure(page)).document <= last.window, { timeout: 3_000 }).toBe(true).catch(() => {});
      if (last.document > last.window) {
        const out = await culprit(page);
        tooWide.push(`${what} at ${width} px: ${last.document} px wide${out ? `; furthest out ${out.what} to ${out.right} px` : ''}`);
      }
    }
  };

  await page.goto('/check-in?code=ABC234');
  await waitForPage(page, { path: '/check-in?code=ABC234', heading: 'Check in' });
  await expect(page.getByRole('link', { name: 'First time here? Welcome!' })).toBeVisible();
  await check('/check-in?code= signed out');

  await page.setViewportSize({ width: 768, height: HEIGHT });
  await pairStation(page, request, admin, `Main door of the east wing ${Date.now()}`);
  await check('/station paired');
  await context.close();
  expect(tooWide, 'pages wider than the window').toEqual([]);
});

// An admin's laptop sees every column of a list's default view at once: at 1280 px the five
// wide lists, meeting the seeded long names, neither widen the page nor scroll inside their box.
test('at 1280 px the members list, first-timers board, roster, attendance and import preview show every column without scrolling', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: shellUrl, viewport: { width: 1280, height: HEIGHT } });
  const page = await context.newPage();
  const session = await signInByApi(page, 'admin', shellUrl);
  const units = (await (await page.request.get(`${apiUrl}/units`, { headers: bearer(session.token) })).json()).data as Array<{ id: number; name: string }>;
  const choir = units.find((unit) => unit.name === 'Choir')!.id;
  const scrolled: string[] = [];
  /** The page if it is wider than the window, and each box in it that scrolls sideways (a table's, the board's). */
  const check = async (what: string) => {
    const found = await page.evaluate(() => {
      const out: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth) out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
      for (const box of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
        if (box.scrollWidth > box.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) {
          const named = box.querySelector('caption')?.textContent ?? box.querySelector('h2, h3')?.textContent ?? box.tagName;
          out.push(`"${named}" scrolls: ${box.scrollWidth} px in ${box.clientWidth} px`);
        }
      }
      return out;
    });
    scrolled.push(...found.map((line) => `${what}: ${line}`));
  };

  for (const [path, heading] of [
    ['/dashboard/admin/members', 'Members'],
    [`/dashboard/admin/members?search=${LONG_NAME}`, 'Members'],
    ['/dashboard/admin/first-timers', 'First Timers'],
    [`/dashboard/admin/first-timers?search=${LONG_NAME}`, 'First Timers'],
    ['/dashboard/admin/first-timers?view=board', 'First Timers'],
    [`/dashboard/leaders/units?unit=${choir}`, 'Units'],
    ['/dashboard/admin/attendance', 'Attendance'],
  ] as const) {
    await page.goto(path);
    await waitForPage(page, { path, heading });
    await check(path);
  }

  // The import preview of a file whose people have the long names.
  await page.goto('/dashboard/admin/import');
  await waitForPage(page, { path: '/dashboard/admin/import', heading: 'Import' });
  const csv = ['First name,Last name,Email,Phone,Unit', `${LONG_NAME},Oluwadamilareadeyemiokonkwobabatundeolamidefunmilayoasantemensahhh,${LONG_NAME.toLowerCase()}.oluwadamilareadeyemi@community-church-members.example.com,08091234567,Choir`].join('\r\n');
  await page.getByLabel('The file (CSV or Excel .xlsx)').setInputFiles({ name: 'long-names.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('table', { name: "The file's first rows, as they would be imported" })).toBeVisible();
  await check('/dashboard/admin/import preview');
  await context.close();
  expect(scrolled, 'lists that scroll sideways at 1280 px').toEqual([]);
});

// Two visitors of one name, first seen the same day: on a phone the First Timers page still fits,
// and each record is a choice told apart by its phone.
test('possible duplicates of one name fit a phone, each record kept by its own button', async ({ browser, request }) => {
  const lastName = `Adeleke${Date.now().toString(36)}`;
  const phones = [uniquePhone(), uniquePhone().replace(/^0803/, '0805')];
  for (const phone of phones) {
    const registered = await request.post(`${apiUrl}/first-timers`, { data: { first_name: 'Bukola', last_name: lastName, phone, consent_to_contact: true } });
    expect(registered.status()).toBe(201);
  }
  const context = await browser.newContext({ baseURL: shellUrl, viewport: { width: 360, height: HEIGHT } });
  const page = await context.newPage();
  await signInByApi(page, 'admin', shellUrl);
  await page.goto('/dashboard/admin/first-timers');
  await waitForPage(page, { path: '/dashboard/admin/first-timers', heading: 'First Timers' });
  const pair = page.getByRole('listitem', { name: `Bukola ${lastName} and Bukola ${lastName}` });
  for (const phone of phones) await expect(pair.getByRole('button', { name: new RegExp(`^Keep this record: Bukola ${lastName}, \\+234${phone.slice(1)},`) })).toBeVisible();
  const { document: width, window: room } = await measure(page);
  expect(width, 'the First Timers page with a duplicate pair at 360 px').toBeLessThanOrEqual(room);
  await context.close();
});
