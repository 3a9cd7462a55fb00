import type { User } from '@church/contracts/user';

/**
 * What a leader sees of a person they reach is the business of the units they lead
 * (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md): of the person's units only
 * those, and of their roles what those rosters show (member, and leader when they lead one of
 * them). The rest of the account (other units, whether they are an admin) is not theirs.
 */
export function asSeenByLeader<T extends Pick<User, 'units' | 'roles'>>(person: T, ledUnitIds: readonly number[]): T {
  const units = person.units.filter((unit) => ledUnitIds.includes(unit.id));
  return { ...person, units, roles: units.some((unit) => unit.is_leader) ? ['leader', 'member'] : ['member'] };
}
