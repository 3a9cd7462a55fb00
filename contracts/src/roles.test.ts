import { primaryRoleLabel, ROLE_IDS, roleFlags, roleNameFromId } from './roles';

describe('roles', () => {
  it('has the fixed ids', () => {
    expect(ROLE_IDS).toEqual({ admin: 1, leader: 2, member: 3 });
    expect(roleNameFromId(2)).toBe('leader');
    expect(roleNameFromId(9)).toBeNull();
  });
  it('derives flags from the roles list', () => {
    expect(roleFlags(['leader', 'member'])).toEqual({ isAdmin: false, isLeader: true, isMember: true });
    expect(roleFlags(undefined)).toEqual({ isAdmin: false, isLeader: false, isMember: false });
  });
  it('labels with precedence Admin > Leader > Member', () => {
    expect(primaryRoleLabel(['member', 'leader', 'admin'])).toBe('Admin');
    expect(primaryRoleLabel(['member', 'leader'])).toBe('Leader');
    expect(primaryRoleLabel(['member'])).toBe('Member');
    expect(primaryRoleLabel([])).toBeNull();
  });
});
