import { sql } from 'drizzle-orm';
import { serviceCategoryField } from '@church/contracts/attendance';
import { todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { dateField, optionalEmailField, optionalPhoneField, requiredText } from '@church/contracts/fields';
import { normalizePhone } from '@church/contracts/phone';
import { ATTENDED_CATEGORY, SERVICE_CATEGORIES, type ServiceCategory } from '@church/contracts/service-categories';
import { insertMarks, type Mark } from '../../attendance/recording';
import type { Db } from '../../db/client';
import { dateArray, intArray, rawRows } from '../../db/sql-helpers';
import { type BatchOptions, type Cells, cell, cellCheck, choiceOf, type ImportPass, type RowInput, type RowResult, textArray } from './cells';

// Past attendance: a person (their email, else their phone), a day, a service by its name and a
// category (default "Others", a person who simply attended). The service must be one held that
// day (a weekly one on its weekday, a one-off on its date). A record the database or an earlier
// row of the file already has is skipped, not an error, so the same file imported twice, or two
// overlapping files, change nothing the second time.

interface Service {
  id: number;
  name: string;
  is_recurring: boolean;
  day_of_week: string | null;
  service_date: string | null;
}

interface AttendanceRecord extends Mark {
  result: RowResult;
}

export async function attendancePass(db: Db): Promise<ImportPass> {
  // The schemas of the fields, checked once per distinct cell; "today" is the pass's.
  const today = todayInChurch();
  const checks = {
    email: cellCheck(optionalEmailField),
    phone: cellCheck(optionalPhoneField),
    date: cellCheck(dateField('Date', { latest: today, tooLate: 'Date cannot be in the future' })),
    service: cellCheck(requiredText('Service', 200)),
    category: cellCheck(serviceCategoryField),
  };
  const services = await rawRows<Service>(db, sql`select id, name, is_recurring, day_of_week, service_date::text as service_date from services`);
  const servicesByName = new Map<string, Service[]>();
  for (const s of services) servicesByName.set(s.name.toLowerCase(), [...(servicesByName.get(s.name.toLowerCase()) ?? []), s]);
  // A person's id by 'e:<email>' or 'p:<phone>' (null: nobody, or several people with that phone).
  const people = new Map<string, number | null>();
  // The records met so far in the file, by day, then person and service: the row they were on.
  const seen = new Map<string, Map<number, number>>();

  async function lookUp(tx: Db, keys: string[]) {
    const emails = keys.filter((k) => k.startsWith('e:') && !people.has(k)).map((k) => k.slice(2));
    const phones = keys.filter((k) => k.startsWith('p:') && !people.has(k)).map((k) => k.slice(2));
    for (const e of emails) people.set(`e:${e}`, null);
    for (const p of phones) people.set(`p:${p}`, null);
    if (emails.length) {
      for (const r of await rawRows<{ id: number; email: string }>(tx, sql`select id, email from users where email = any(${textArray([...new Set(emails)])})`)) people.set(`e:${r.email}`, r.id);
    }
    if (phones.length) {
      const rows = await rawRows<{ phone: string; ids: number[] }>(tx, sql`select phone, array_agg(id) as ids from users where phone = any(${textArray([...new Set(phones)])}) group by phone`);
      for (const r of rows) people.set(`p:${r.phone}`, r.ids.length === 1 ? r.ids[0] : -1);
    }
  }

  function serviceFor(name: string, date: string): Service | string {
    const named = servicesByName.get(name.toLowerCase());
    if (!named) return `Unknown service "${name}": add it to the schedule or fix the name`;
    const weekday = weekdayOf(date);
    const held = named.find((s) => (s.is_recurring ? s.day_of_week === weekday : s.service_date === date));
    if (held) return held;
    const weekly = named.find((s) => s.is_recurring);
    return weekly ? `${weekly.name} is held on ${weekly.day_of_week}s; ${date} is a ${weekday}` : `${named[0].name} was not held on ${date}`;
  }

  async function process(rows: RowInput[], options: BatchOptions): Promise<RowResult[]> {
    const tx = options.db;
    const checked = rows.map((input) => {
      const cells: Cells = input.cells;
      const email = cell(cells, 'email')?.toLowerCase();
      const phone = cell(cells, 'phone');
      const errors: RowResult['errors'] = [];
      const given = {
        email, phone, date: cell(cells, 'date'), service: cell(cells, 'service'),
        category: choiceOf(cell(cells, 'category'), SERVICE_CATEGORIES) ?? ATTENDED_CATEGORY,
      };
      const checked: Partial<Record<keyof typeof checks, string | null>> = {};
      for (const field of Object.keys(checks) as Array<keyof typeof checks>) {
        const result = checks[field](given[field]);
        if (result.message !== undefined) errors.push({ field, message: result.message });
        else checked[field] = result.value as string | null;
      }
      const value = errors.length ? undefined : { date: checked.date!, service: checked.service!, category: checked.category as ServiceCategory };
      if (!email && !phone) errors.push({ field: 'email', message: 'Email or phone is required to find the person' });
      const key = email ? `e:${email}` : phone ? `p:${normalizePhone(phone)}` : null;
      return { input, value, errors, key };
    });
    await lookUp(tx, checked.flatMap((c) => (c.value && c.key ? [c.key] : [])));

    const results: RowResult[] = [];
    const records: AttendanceRecord[] = [];
    for (const { input, value, errors, key } of checked) {
      const result: RowResult = { row: input.row, errors, record: [input.cells.email ?? input.cells.phone, input.cells.date, input.cells.service].filter(Boolean).join(' ') };
      results.push(result);
      if (!value || !key || errors.length) continue;
      const userId = people.get(key);
      if (userId === -1) errors.push({ field: 'phone', message: 'Several people have this phone: give their email instead' });
      else if (userId == null) errors.push({ field: key.startsWith('e:') ? 'email' : 'phone', message: `Nobody has this ${key.startsWith('e:') ? 'email' : 'phone'}: import them as members first` });
      const service = serviceFor(value.service, value.date);
      if (typeof service === 'string') errors.push({ field: 'service', message: service });
      if (errors.length || typeof service === 'string' || userId == null) continue;
      let day = seen.get(value.date);
      if (!day) seen.set(value.date, (day = new Map()));
      // A number, not a string per record: a quarter's 250,000 keys stay a few megabytes.
      const once = userId * 2_097_152 + service.id;
      const earlier = day.get(once);
      if (earlier !== undefined) {
        Object.assign(result, { outcome: 'skip', why: `the same record as row ${earlier}` });
        continue;
      }
      day.set(once, input.row);
      records.push({ userId, serviceId: service.id, date: value.date, category: value.category, result });
    }
    if (records.length === 0) return results;

    // The records the database has already: in a preview, looked up; in a commit, the ones the
    // insert did not add (the unique index on person, service and day decides).
    const found = options.write
      ? await insertMarks(tx, records, { kind: 'import', personId: options.actorId })
      : await alreadyRecorded(tx, records);
    const keys = new Set(found.map((r) => `${r.userId}:${r.serviceId}:${r.date}`));
    for (const r of records) {
      const inDatabase = keys.has(`${r.userId}:${r.serviceId}:${r.date}`) !== options.write;
      Object.assign(r.result, inDatabase ? { outcome: 'skip', why: 'already recorded' } : { outcome: 'create', why: 'recorded' });
    }
    return results;
  }

  return { process };
}

// Which of these marks the database has already (a preview writes nothing).
async function alreadyRecorded(db: Db, marks: readonly Mark[]): Promise<Pick<Mark, 'userId' | 'serviceId' | 'date'>[]> {
  const rows = await rawRows<{ user_id: number; service_id: number; day: string }>(db, sql`
    select v.user_id, v.service_id, v.day::text as day
    from unnest(${intArray(marks.map((m) => m.userId))}, ${intArray(marks.map((m) => m.serviceId))}, ${dateArray(marks.map((m) => m.date))}) as v(user_id, service_id, day)
    where exists (select 1 from attendance a where a.user_id = v.user_id and a.service_id = v.service_id and a.attended_on = v.day)`);
  return rows.map((r) => ({ userId: Number(r.user_id), serviceId: Number(r.service_id), date: r.day }));
}
