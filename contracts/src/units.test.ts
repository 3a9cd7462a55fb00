import { absentMembersQuerySchema, createUnitSchema, updateUnitSchema } from './units';

describe('unit schemas', () => {
  it('trims the name and refuses one with nothing to slug', () => {
    expect(createUnitSchema.parse({ name: '  Youth Band ' })).toEqual({ name: 'Youth Band' });
    expect(createUnitSchema.safeParse({ name: '¡¡!!' }).error?.issues[0].message).toBe('Name must contain a letter or a digit');
  });

  it('needs something to change', () => {
    expect(updateUnitSchema.safeParse({}).success).toBe(false);
    expect(updateUnitSchema.parse({ description: null })).toEqual({ description: null });
  });

  it('takes misses from 1 to 8, 2 by default', () => {
    expect(absentMembersQuerySchema.parse({})).toEqual({ misses: 2 });
    expect(absentMembersQuerySchema.parse({ misses: '8' })).toEqual({ misses: 8 });
    for (const misses of ['0', '9', 'x']) expect(absentMembersQuerySchema.safeParse({ misses }).success).toBe(false);
  });
});
