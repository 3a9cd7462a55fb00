import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Unit } from '@church/contracts/units';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { absentLinkLabel, UNIT_SECTION_IDS } from './UnitJumps';
import { UnitsPage } from './UnitsPage';

const CHOIR: Unit = { id: 1, name: 'Choir', slug: 'choir', description: null, member_count: 1, attendance_percentage: 50 };
const ADA = { id: 11, full_name: 'Ada Obi', email: 'ada@example.org', phone: null, is_leader: false, last_attended: null };

function api(call: FakeCall) {
  if (call.url === '/api/units?include=attendance') return { status: 200, body: { data: [CHOIR] } };
  if (call.url === '/api/units/1/members') return { status: 200, body: { data: [], meta: { year: 2025, month: 11 } } };
  if (call.url.startsWith('/api/units/1/absent-members')) {
    return { status: 200, body: { data: { misses: 2, occurrences: [{ service_id: 1, service_name: 'Sunday Service', date: '2025-11-30' }], members: [ADA] } } };
  }
  if (call.url.startsWith('/api/units/1/roster-changes?')) return { status: 200, body: { data: [], meta: { page: 1, per_page: 5, total: 0 } } };
  return { status: 404, body: { message: 'Not found' } };
}

it('names the absent members with their count once counted', () => {
  expect(absentLinkLabel(undefined)).toBe('Absent members');
  expect(absentLinkLabel(0)).toBe('Absent members (0)');
  expect(absentLinkLabel(3)).toBe('Absent members (3)');
});

it("a unit's page links, above its roster, to its absent members (with their count) and moves there", async () => {
  const user = userEvent.setup();
  renderWithPlatform(<UnitsPage />, { route: '/dashboard/leaders/units?unit=1', signedInAs: 'leader', api });
  const jumps = await screen.findByRole('navigation', { name: 'On this page' });
  const absent = await within(jumps).findByRole('link', { name: 'Absent members (1)' });
  expect(absent).toHaveAttribute('href', `#${UNIT_SECTION_IDS.absent}`);
  // Above the roster in the page's order, so a phone reaches it without scrolling past everyone.
  const roster = await screen.findByRole('searchbox', { name: 'Search the roster' });
  expect(absent.compareDocumentPosition(roster) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  Element.prototype.scrollIntoView = jest.fn();
  await user.click(absent);
  const section = document.getElementById(UNIT_SECTION_IDS.absent)!;
  expect(section).toHaveFocus();
  expect(within(section).getByTestId('absent-members')).toBeInTheDocument();
  expect(section.scrollIntoView).toHaveBeenCalled();
});
