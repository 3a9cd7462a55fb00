import { PgDialect } from 'drizzle-orm/pg-core';
import { users } from './schema';
import { likePattern, paginate, searchPredicate } from './sql-helpers';

describe('likePattern', () => {
  it('matches the text anywhere', () => {
    expect(likePattern('ruth')).toBe('%ruth%');
    expect(likePattern('')).toBe('%%');
  });

  it('escapes %, _ and the escape character itself', () => {
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('first_name')).toBe('%first\\_name%');
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
    expect(likePattern('%_\\')).toBe('%\\%\\_\\\\%');
  });
});

describe('paginate', () => {
  it('turns page and per_page into LIMIT and OFFSET', () => {
    expect(paginate({ page: 1, per_page: 20 })).toMatchObject({ limit: 20, offset: 0 });
    expect(paginate({ page: 3, per_page: 5 })).toMatchObject({ limit: 5, offset: 10 });
  });

  it('builds the list envelope, whatever type the driver gives the count in', () => {
    const page = paginate({ page: 2, per_page: 5 });
    expect(page.envelope(['a'], '6')).toEqual({ data: ['a'], meta: { page: 2, per_page: 5, total: 6 } });
    expect(page.envelope([], 0)).toEqual({ data: [], meta: { page: 2, per_page: 5, total: 0 } });
    expect(page.envelope([], BigInt(7)).meta.total).toBe(7);
  });
});

describe('searchPredicate', () => {
  const dialect = new PgDialect();
  const columns = { text: [users.firstName, users.email], fullName: [users.firstName, users.lastName] as const, phone: users.phone };
  const render = (search: string | undefined) => {
    const predicate = searchPredicate(search, columns);
    return predicate ? dialect.sqlToQuery(predicate) : undefined;
  };

  it('is nothing for a blank search', () => {
    expect(render(undefined)).toBeUndefined();
    expect(render('   ')).toBeUndefined();
  });

  it('matches names, email and the full name, with spaces collapsed', () => {
    const query = render('  Ruth   Bello ')!;
    expect(query.sql).toContain(`("users"."first_name" || ' ' || "users"."last_name") ilike`);
    expect(query.params).toEqual(['%Ruth Bello%', '%Ruth Bello%', '%Ruth Bello%']);
  });

  it('adds the phone digits, without the trunk zero, for a phone-like search', () => {
    for (const typed of ['0803 000 0003', '+2348030000003', '08030000003', '(0803) 000-0003']) {
      const query = render(typed)!;
      expect(query.sql).toContain('"users"."phone" like');
      expect(query.params[query.params.length - 1]).toMatch(/^%(234)?8030000003%$/);
    }
  });

  it('never reads the digits of a name or email as a phone', () => {
    expect(render('Offline123x')!.sql).not.toContain('"users"."phone"');
    expect(render('12')!.sql).not.toContain('"users"."phone"');
  });
});
