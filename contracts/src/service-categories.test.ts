import { ATTENDED_CATEGORY, ownAttendanceChoices, serviceCategoriesFor } from './service-categories';

describe('serviceCategoriesFor', () => {
  it('gives admins every category', () => {
    expect(serviceCategoriesFor(['admin'])).toEqual(['Pre-Service', 'Post-Service', 'Admin', 'Pastor', 'Unit-Leader', 'Others']);
  });
  it('gives leaders the leader list even when they are also members', () => {
    expect(serviceCategoriesFor(['member', 'leader'])).toEqual(['Pre-Service', 'Post-Service', 'Unit-Leader', 'Others']);
  });
  it('gives members the member list', () => {
    expect(serviceCategoriesFor(['member'])).toEqual(['Pre-Service', 'Post-Service', 'Others']);
  });
  it('gives nothing without roles', () => {
    expect(serviceCategoriesFor([])).toEqual([]);
  });
});

describe('ownAttendanceChoices', () => {
  it('offers "I attended" (Others) first, then the ways of serving the roles allow', () => {
    expect(ATTENDED_CATEGORY).toBe('Others');
    expect(ownAttendanceChoices(['member'])).toEqual([
      { value: 'Others', label: 'I attended' },
      { value: 'Pre-Service', label: 'Pre-Service' },
      { value: 'Post-Service', label: 'Post-Service' },
    ]);
    expect(ownAttendanceChoices(['admin', 'member']).map((c) => c.value)).toEqual(['Others', 'Pre-Service', 'Post-Service', 'Admin', 'Pastor', 'Unit-Leader']);
    expect(ownAttendanceChoices([])).toEqual([]);
  });
});
