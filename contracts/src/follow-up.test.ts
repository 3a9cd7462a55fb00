import { DEFAULT_FOLLOW_UP_STATUS, FOLLOW_UP_STATUSES, isClosedFollowUpStatus, isFollowUpStatus, visitCountLabel } from './follow-up';

describe('follow-up statuses', () => {
  it('lists the six statuses of the spec', () => {
    expect([...FOLLOW_UP_STATUSES].sort()).toEqual(['Contacted', 'Integrated', 'Invited Again', 'Not Contacted', 'Opt-out', 'Visiting']);
    expect(DEFAULT_FOLLOW_UP_STATUS).toBe('Not Contacted');
  });
  it('recognises statuses exactly', () => {
    expect(isFollowUpStatus('Opt-out')).toBe(true);
    expect(isFollowUpStatus('opt-out')).toBe(false);
    expect(isFollowUpStatus(3)).toBe(false);
  });
  it('treats Integrated and Opt-out as closed', () => {
    expect(isClosedFollowUpStatus('Integrated')).toBe(true);
    expect(isClosedFollowUpStatus('Opt-out')).toBe(true);
    expect(isClosedFollowUpStatus('Visiting')).toBe(false);
  });
  it('labels visit counts', () => {
    expect(visitCountLabel(1)).toBe('First Timer');
    expect(visitCountLabel(2)).toBe('Second Timer');
    expect(visitCountLabel(4)).toBe('Fourth Timer');
    expect(visitCountLabel(7)).toBe('Regular Visitor');
    expect(visitCountLabel(0)).toBeNull();
  });
});
