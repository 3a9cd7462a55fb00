import {
  DEFAULT_FOLLOW_UP_STATUS, FOLLOW_UP_CHANNELS, FOLLOW_UP_STATUSES, isClosedFollowUpStatus, isFollowUpStatus, isOverdue, mayChangeFollowUpStatus, overdueDefinition, visitCountLabel,
} from './follow-up';

describe('follow-up statuses', () => {
  it('lists the six statuses in their fixed order', () => {
    expect(FOLLOW_UP_STATUSES).toEqual(['Invited Again', 'Contacted', 'Not Contacted', 'Integrated', 'Visiting', 'Opt-out']);
    expect(DEFAULT_FOLLOW_UP_STATUS).toBe('Not Contacted');
  });
  it('recognises statuses exactly', () => {
    expect(isFollowUpStatus('Opt-out')).toBe(true);
    expect(isFollowUpStatus('opt-out')).toBe(false);
    expect(isFollowUpStatus(3)).toBe(false);
  });
  it('treats Integrated and Opt-out as closed', () => {
    expect(FOLLOW_UP_STATUSES.filter(isClosedFollowUpStatus)).toEqual(['Integrated', 'Opt-out']);
  });
  it('lets anyone move into Opt-out, and only an admin out of it', () => {
    for (const from of FOLLOW_UP_STATUSES) expect(mayChangeFollowUpStatus(from, 'Opt-out', false)).toBe(true);
    for (const to of FOLLOW_UP_STATUSES) {
      expect({ to, assignee: mayChangeFollowUpStatus('Opt-out', to, false), admin: mayChangeFollowUpStatus('Opt-out', to, true) }).toEqual({ to, assignee: to === 'Opt-out', admin: true });
      expect(mayChangeFollowUpStatus('Contacted', to, false)).toBe(true);
    }
  });
  it('offers the channels of a contact', () => {
    expect(FOLLOW_UP_CHANNELS).toEqual(['call', 'whatsapp', 'sms', 'visit', 'email', 'in_person']);
  });
});

describe('visit-count labels', () => {
  it.each([
    [1, 'First Timer'],
    [2, 'Second Timer'],
    [3, 'Third Timer'],
    [4, 'Fourth Timer'],
    [9, 'Fourth Timer'], // the analytics columns stop at the fourth
  ])('%i visits: %s', (count, label) => expect(visitCountLabel(count)).toBe(label));
  it('has no label for no visit or a fraction', () => {
    expect(visitCountLabel(0)).toBeNull();
    expect(visitCountLabel(1.5)).toBeNull();
  });
});

describe('overdue', () => {
  const today = '2026-03-10';
  const notContacted = (firstVisit: string) => ({ status: 'Not Contacted' as const, first_visit_on: firstVisit, next_contact_on: null });
  it('is Not Contacted more than 3 days after the first visit, not at 3', () => {
    expect(isOverdue(notContacted('2026-03-07'), today)).toBe(false); // 3 days
    expect(isOverdue(notContacted('2026-03-06'), today)).toBe(true); // 4 days
    expect(isOverdue(notContacted('2026-03-10'), today)).toBe(false);
  });
  it('takes the days from the setting', () => {
    expect(isOverdue(notContacted('2026-03-06'), today, 5)).toBe(false);
    expect(isOverdue(notContacted('2026-03-04'), today, 5)).toBe(true);
    expect(overdueDefinition(5)).toMatch(/more than 5 days after the first visit/);
  });
  it('is a next-contact date in the past while open, not today', () => {
    const contacted = (next: string) => ({ status: 'Contacted' as const, first_visit_on: '2026-01-01', next_contact_on: next });
    expect(isOverdue(contacted('2026-03-09'), today)).toBe(true);
    expect(isOverdue(contacted('2026-03-10'), today)).toBe(false);
    expect(isOverdue({ status: 'Contacted', first_visit_on: '2026-01-01', next_contact_on: null }, today)).toBe(false);
  });
  it('is never a closed follow-up', () => {
    expect(isOverdue({ status: 'Opt-out', first_visit_on: '2026-01-01', next_contact_on: '2026-02-01' }, today)).toBe(false);
    expect(isOverdue({ status: 'Integrated', first_visit_on: '2026-01-01', next_contact_on: null }, today)).toBe(false);
  });
});
