// Each demo role signs in through the form and follows every sidebar link; the guards admit it
// and each area answers with a page heading, no error screen and no bounce. Role guards send the
// others to /dashboard.
import { expect, test } from '@playwright/test';
import { collectPageErrors, type DemoRole, expectAreaAnswered, expectPageShown, FIRST_NAME, sectionLinks, sectionToggle, sidebar, signInThroughForm } from '../support/shell-ui';

// The sidebar's sections and links (Admin for admins, Leaders for leaders and admins, Members
// for everyone), written out independently of the shell's own table.
const SECTIONS = {
  Admin: [
    ['Dashboard', '/dashboard/admin'],
    ['Attendance', '/dashboard/admin/attendance'],
    ['First Timers', '/dashboard/admin/first-timers'],
    ['Members', '/dashboard/admin/members'],
    ['Forms', '/dashboard/admin/forms'],
    ['Follow-Up Feedbacks', '/dashboard/admin/followup-feedbacks'],
    ['Import', '/dashboard/admin/import'],
    ['Audit trail', '/dashboard/admin/audit-log'],
    ['Check-in', '/dashboard/admin/check-in'],
  ],
  Leaders: [
    ['Dashboard', '/dashboard/leaders'],
    ['Units', '/dashboard/leaders/units'],
    ['Teams', '/dashboard/leaders/teams'],
  ],
  Members: [
    ['Dashboard', '/dashboard'],
    ['Attendance', '/dashboard/attendance'],
    ['Events', '/dashboard/events'],
    ['Profile', '/dashboard/profile'],
  ],
} as const;

type SectionTitle = keyof typeof SECTIONS;

const ROLES: { role: DemoRole; sections: SectionTitle[]; dashboard: string; badge: string }[] = [
  { role: 'admin', sections: ['Admin', 'Leaders', 'Members'], dashboard: '/dashboard/admin', badge: 'Admin' },
  { role: 'leader', sections: ['Leaders', 'Members'], dashboard: '/dashboard', badge: 'Leader' },
  { role: 'member', sections: ['Members'], dashboard: '/dashboard', badge: 'Member' },
];

for (const { role, sections, dashboard, badge } of ROLES) {
  test(`${role}: signs in through the form, sees only their sidebar sections and every link answers`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Log in' }).click();
    const entries = await page.evaluate(() => history.length);
    await signInThroughForm(page, role);
    // No redirect asked for: home, replacing /login's history entry (Back does not return to it).
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expectAreaAnswered(page, dashboard);

    // The sections this role may see, and no others.
    for (const title of Object.keys(SECTIONS) as SectionTitle[]) {
      await expect(sectionToggle(page, title)).toHaveCount(sections.includes(title) ? 1 : 0);
    }

    for (const title of sections) {
      const expected = SECTIONS[title];
      const links = await sectionLinks(page, title);
      await expect(links).toHaveText(expected.map(([label]) => label));
      for (const [index, [label, path]] of expected.entries()) {
        const links = await sectionLinks(page, title);
        await links.nth(index).click();
        await expectAreaAnswered(page, path);
        // The followed item is the active one, and its section opened by itself.
        await expect(sidebar(page).getByRole('link', { name: label, exact: true }).and(page.locator('[aria-current="page"]'))).toHaveAttribute(
          'href',
          path,
        );
        await expect(sectionToggle(page, title)).toHaveAttribute('aria-expanded', 'true');
      }
    }

    // The dashboard's account menu names the user and their strongest role.
    await page.getByRole('button', { name: `Account menu for ${FIRST_NAME[role]}` }).click();
    await expect(page.getByTestId('role-badge')).toHaveText(badge);
    await page.getByTestId('dashboard-user-menu').getByRole('link', { name: 'Dashboard' }).click();
    await expectAreaAnswered(page, dashboard);
    expect(errors).toEqual([]);
  });
}

test('a member opening the admin or the leaders area lands on /dashboard', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, 'member');
  for (const area of ['/dashboard/admin', '/dashboard/admin/members', '/dashboard/leaders', '/dashboard/leaders/units']) {
    await page.goto(area);
    await expectAreaAnswered(page, '/dashboard');
    await expectPageShown(page, 'Dashboard');
  }
});

test('a leader opening the admin area lands on /dashboard, and the leaders area admits them', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, 'leader');
  await page.goto('/dashboard/admin/attendance');
  await expectAreaAnswered(page, '/dashboard');
  await page.goto('/dashboard/leaders/units');
  await expectAreaAnswered(page, '/dashboard/leaders/units');
});
