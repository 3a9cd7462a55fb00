import { sql } from 'drizzle-orm';
import { createMemberSchema } from '@church/contracts/members';
import { normalizePhone } from '@church/contracts/phone';
import { ROLE_IDS } from '@church/contracts/roles';
import { slugify } from '@church/contracts/slug';
import { DEACTIVATED_CANNOT_JOIN_MESSAGE, NOT_A_MEMBER_CANNOT_JOIN_MESSAGE } from '@church/contracts/units';
import type { Db } from '../../db/client';
import { intArray, rawRows } from '../../db/sql-helpers';
import { recordRosterChanges } from '../../rosters/roster-changes';
import { activeOf, addressOf, type BatchOptions, type Cells, cell, check, genderOf, type ImportPass, type RowInput, type RowResult, statusMessage, textArray } from './cells';

// Members and their units. A row is the same person as one on record when the email is theirs,
// or else when the phone is theirs AND the first and last names are too (a family sharing one
// phone are different people). A row without email is a person without an account (a child, a
// grandmother): matched by phone and names, or added with no sign-in and no invitation. Such a person is left as they are (skip) or given the file's
// non-empty cells and units (update); a row that would change nothing is skipped as unchanged,
// so the same file imported twice changes nothing. Units named in the file (several separated by
// ';' or ',') are found by their slug, created when missing, and joined (never left). A new
// account has no usable password until the person sets one (invitation or forgot-password).
// A status column makes a new person active or deactivated; it never changes someone already
// here (deactivating ends their sessions: an admin does it on their page).

const rowSchema = createMemberSchema.pick({ first_name: true, last_name: true, email: true, phone: true, gender: true, birthday: true, address: true });

interface Person {
  active: boolean;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  gender: string | null;
  birthday: string | null;
  address: string | null;
}
interface Stored extends Person {
  id: number;
  is_member: boolean;
  unit_ids: number[] | null;
}

const DETAILS = ['first_name', 'last_name', 'phone', 'gender', 'birthday', 'address'] as const;
type Detail = (typeof DETAILS)[number];

function validate(cells: Cells) {
  const input = {
    first_name: cell(cells, 'first_name'), last_name: cell(cells, 'last_name'), email: cell(cells, 'email'),
    phone: cell(cells, 'phone'), gender: genderOf(cell(cells, 'gender')), birthday: cell(cells, 'birthday'), address: addressOf(cells),
  };
  const { value, errors } = check(rowSchema, input);
  const active = activeOf(cell(cells, 'status'));
  if (typeof active === 'string') errors.push({ field: 'status', message: statusMessage(active) });
  const units = (cell(cells, 'unit') ?? '').split(/[;,]/).map((name) => name.trim().replace(/\s+/g, ' ')).filter(Boolean);
  for (const name of units) {
    if (!slugify(name) || name.length > 100) errors.push({ field: 'unit', message: `"${name.slice(0, 100)}" is not a unit name (letters or digits, at most 100 characters)` });
  }
  if (!value) return { errors };
  const person: Person = {
    active: active !== false,
    first_name: value.first_name, last_name: value.last_name, email: value.email?.toLowerCase() ?? null, phone: normalizePhone(value.phone ?? ''),
    gender: value.gender ?? null, birthday: value.birthday ?? null, address: value.address || null,
  };
  return { person, units, errors };
}

/** Who a row is within the file: the email, or else names and phone (without a phone, no two rows are known to be one person). */
function fileKey(person: Person): string | null {
  if (person.email) return person.email;
  return person.phone ? [person.first_name, person.last_name, person.phone].join('\n').toLowerCase() : null;
}

const sameName = (a: Person, b: Person) => a.first_name.toLowerCase() === b.first_name.toLowerCase() && a.last_name.toLowerCase() === b.last_name.toLowerCase();

const storedColumns = sql`u.id, u.first_name, u.last_name, u.email, u.phone, u.gender, u.birthday::text as birthday, u.address,
  u.deactivated_at is null as active,
  exists (select 1 from user_roles r where r.user_id = u.id and r.role_id = ${ROLE_IDS.member}) as is_member,
  (select array_agg(m.unit_id) from unit_members m where m.user_id = u.id) as unit_ids`;

/** The row as the report names it: names and email, or names and phone. */
function recordOf(person: Person): string {
  const name = `${person.first_name} ${person.last_name}`;
  if (person.email) return `${name} <${person.email}>`;
  return person.phone ? `${name} (${person.phone}, no email)` : `${name} (no email)`;
}

export async function membersPass(db: Db, passwordHash: () => Promise<string>): Promise<ImportPass> {
  const unitRows = await rawRows<{ id: number; slug: string }>(db, sql`select id, slug from units`);
  const unitIds = new Map(unitRows.map((u) => [u.slug, u.id]));
  const rowsSeen = new Map<string, number>();
  const createdEmails: string[] = [];

  async function unitIdFor(tx: Db, name: string, write: boolean): Promise<number | null> {
    const slug = slugify(name);
    if (unitIds.has(slug)) return unitIds.get(slug)!;
    if (!write) return null;
    const [row] = await rawRows<{ id: number }>(tx, sql`insert into units (name, slug) values (${name}, ${slug})
      on conflict (slug) do update set slug = excluded.slug returning id`);
    unitIds.set(slug, row.id);
    return row.id;
  }

  async function process(rows: RowInput[], options: BatchOptions, tx: Db): Promise<RowResult[]> {
    const checked = rows.map((input) => ({ input, ...validate(input.cells) }));
    const emails = checked.flatMap((c) => (c.person?.email ? [c.person.email] : []));
    const byEmail = new Map((emails.length ? await rawRows<Stored>(tx, sql`select ${storedColumns} from users u where u.email = any(${textArray(emails)})`) : []).map((s) => [s.email, s]));
    const byOwnEmail = (person: Person) => (person.email ? byEmail.get(person.email) : undefined);
    const phones = checked.flatMap((c) => (c.person?.phone && !byOwnEmail(c.person) ? [c.person.phone] : []));
    const byPhone = new Map<string, Stored[]>();
    if (phones.length) {
      for (const s of await rawRows<Stored>(tx, sql`select ${storedColumns} from users u where u.phone = any(${textArray(phones)})`)) {
        byPhone.set(s.phone!, [...(byPhone.get(s.phone!) ?? []), s]);
      }
    }

    const results: RowResult[] = [];
    const creates: Array<{ person: Person; units: string[]; result: RowResult }> = [];
    const updates: Array<{ id: number; person: Person; joins: string[] }> = [];
    for (const { input, person, units = [], errors } of checked) {
      const result: RowResult = { row: input.row, errors, record: person ? recordOf(person) : (input.cells.email ?? '') };
      results.push(result);
      if (!person) continue;
      const key = fileKey(person);
      const earlier = key === null ? undefined : rowsSeen.get(key);
      if (earlier !== undefined) {
        errors.push(person.email ? { field: 'email', message: `The same email as row ${earlier}: one row per person` } : { field: 'phone', message: `The same names and phone as row ${earlier}: one row per person` });
        continue;
      }
      if (key !== null) rowsSeen.set(key, input.row);
      if (errors.length) continue;
      const stored = byOwnEmail(person) ?? (person.phone ? byPhone.get(person.phone)?.find((s) => sameName(s, person)) : undefined);
      if (!stored) {
        result.outcome = 'create';
        result.why = `new member${person.email ? '' : ' without sign-in (no email)'}${person.active ? '' : ', deactivated'}${units.length ? `, in ${units.join(', ')}` : ''}`;
        creates.push({ person, units, result });
        continue;
      }
      const matched = person.email && stored.email === person.email ? 'same email' : 'same phone and name';
      const kept = person.active === stored.active ? '' : `; left ${stored.active ? 'active' : 'deactivated'}: change that on their page`;
      if (options.existing === 'skip') {
        Object.assign(result, { outcome: 'skip', why: `already here (${matched}); existing people are skipped` });
        continue;
      }
      const merged: Person = { ...stored, email: stored.email };
      const changed: string[] = [];
      for (const key of DETAILS) {
        const next = person[key];
        if (next !== null && next !== stored[key]) {
          merged[key] = next;
          changed.push(key.replace('_', ' '));
        }
      }
      const held = new Set(stored.unit_ids ?? []);
      const joins = units.filter((name) => {
        const id = unitIds.get(slugify(name));
        return id === undefined || !held.has(id);
      });
      if (joins.length && !stored.active) errors.push({ field: 'unit', message: DEACTIVATED_CANNOT_JOIN_MESSAGE });
      else if (joins.length && !stored.is_member) errors.push({ field: 'unit', message: NOT_A_MEMBER_CANNOT_JOIN_MESSAGE });
      if (errors.length) continue;
      if (changed.length === 0 && joins.length === 0) {
        Object.assign(result, { outcome: 'skip', why: `unchanged (${matched}${kept})` });
        continue;
      }
      const what = [...changed, ...(joins.length ? [`joined ${joins.join(', ')}`] : [])].join(', ');
      Object.assign(result, { outcome: 'update', why: `${what} (${matched}${kept})` });
      updates.push({ id: stored.id, person: merged, joins });
    }
    if (options.write) await write(tx, options.actorId, creates, updates);
    return results;
  }

  async function write(tx: Db, actorId: number, creates: Array<{ person: Person; units: string[] }>, updates: Array<{ id: number; person: Person; joins: string[] }>) {
    const joins: Array<{ userId: number; unitId: number }> = [];
    if (creates.length) {
      const column = (key: Detail | 'email') => textArray(creates.map((c) => c.person[key]));
      const hash = await passwordHash();
      // Ids taken first, so each row's id is known whether or not it has an email.
      const ids = (await rawRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id from generate_series(1, ${creates.length})`)).map((r) => r.id);
      // A person without an email has no account: no password hash either.
      await tx.execute(sql`
        insert into users (id, first_name, last_name, email, phone, gender, birthday, address, password_hash, deactivated_at)
        select i, f, l, e, p, g, b::date, a, case when e is not null then ${hash} end, case when d is not null then now() end
        from unnest(${intArray(ids)}, ${column('first_name')}, ${column('last_name')}, ${column('email')}, ${column('phone')}, ${column('gender')}, ${column('birthday')}, ${column('address')},
          ${textArray(creates.map((c) => (c.person.active ? null : 'deactivated')))}) as v(i, f, l, e, p, g, b, a, d)`);
      await tx.execute(sql`insert into user_roles (user_id, role_id) select unnest(${intArray(ids)}), ${ROLE_IDS.member}`);
      for (const [at, c] of creates.entries()) {
        if (c.person.email) createdEmails.push(c.person.email);
        for (const name of c.units) joins.push({ userId: ids[at], unitId: (await unitIdFor(tx, name, true))! });
      }
    }
    if (updates.length) {
      const column = (key: Detail | 'email') => textArray(updates.map((u) => u.person[key]));
      await tx.execute(sql`
        update users u set first_name = v.f, last_name = v.l, phone = v.p, gender = v.g, birthday = v.b::date, address = v.a, updated_at = now()
        from unnest(${intArray(updates.map((u) => u.id))}, ${column('first_name')}, ${column('last_name')}, ${column('phone')}, ${column('gender')}, ${column('birthday')}, ${column('address')}) as v(id, f, l, p, g, b, a)
        where u.id = v.id`);
      for (const u of updates) for (const name of u.joins) joins.push({ userId: u.id, unitId: (await unitIdFor(tx, name, true))! });
    }
    if (joins.length) {
      await tx.execute(sql`insert into unit_members (unit_id, user_id)
        select * from unnest(${intArray(joins.map((j) => j.unitId))}, ${intArray(joins.map((j) => j.userId))}) on conflict do nothing`);
      await recordRosterChanges(tx, joins.map((j) => ({ ...j, actorId, change: 'added' as const })));
    }
  }

  return { process: (rows, options) => process(rows, options, options.db), created: () => createdEmails };
}
