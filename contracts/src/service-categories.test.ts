import { serviceCategoriesFor } from './service-categories';

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
