import { occurrencesQuerySchema, markAttendanceSchema, serviceCreateSchema } from './attendance';
import { stationCreateSchema } from './stations';
import { createUnitSchema } from './units';
import { profileUpdateRequestSchema, registerRequestSchema } from './auth';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { fieldErrorsFromIssues, paginationQuerySchema } from './envelope';
import { createEventSchema } from './events';
import { feedbackRequestSchema, feedbackFilterSchema, firstTimerRequestSchema, visitRequestSchema } from './first-timers';
import { prayerRequestSchema, questionRequestSchema } from './forms';
import { createMemberSchema, updateMemberSchema } from './members';
import { z } from 'zod';
import { idField } from './fields';

// The shared fields (fields.ts) as the forms and the API read them, through the schemas that use them.
type Parseable = { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } };
function errorsOf(schema: Parseable, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsFromIssues(result.error!.issues);
}

const person = { first_name: 'Ada', last_name: 'Obi', email: 'ada.obi@example.org', password: 'a long enough secret' };

describe('dates', () => {
  // Past 9999 a day has five digits (or a sign); arithmetic on such days was a 500.
  const outside = ['9999-12-25', '9999-12-31', '2201-01-01', '1899-12-31', '0100-01-01'];
  const malformed = ['10000-01-01', '+010000-01-01', '-000001-01-01', '0000-01-01', '0000-12-31'];

  it('refuses a day outside 1900 to 2200 in every day field, with the field named', () => {
    for (const day of outside) {
      expect(errorsOf(occurrencesQuerySchema, { from: day, to: day })).toEqual({ from: ['From must be between 1900 and 2200'], to: ['To must be between 1900 and 2200'] });
      expect(errorsOf(markAttendanceSchema, { service_id: 1, date: day, category: 'Others' })).toEqual({ date: ['Date must be between 1900 and 2200'] });
      expect(errorsOf(feedbackFilterSchema, { to: day })).toEqual({ to: ['To must be between 1900 and 2200'] });
    }
  });

  it('refuses five-digit, signed and zero years as not a date', () => {
    for (const day of malformed) expect(errorsOf(markAttendanceSchema, { service_id: 1, date: day, category: 'Others' })).toEqual({ date: ['Date must be a valid date (YYYY-MM-DD)'] });
  });

  it('accepts the first and last day of the range', () => {
    expect(errorsOf(occurrencesQuerySchema, { from: '1900-01-01', to: '1900-01-31' })).toEqual({});
    expect(errorsOf(occurrencesQuerySchema, { from: '2200-12-01', to: '2200-12-31' })).toEqual({});
  });

  it('keeps a field its own narrower bound and message (a visit from 2000)', () => {
    expect(errorsOf(visitRequestSchema, { date: '1950-01-01' })).toEqual({ date: ['Date of visit must be on or after 1 January 2000'] });
  });

  it('refuses an instant outside 1900 to 2200, or in year 0, in the feedback time', () => {
    const feedback = { channel: 'call', outcome: 'reached' };
    for (const contacted_at of ['9999-12-31T23:59:59-12:00', '9999-12-31T12:00:00Z', '0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '2200-12-31T23:30:00-05:00']) {
      expect(errorsOf(feedbackRequestSchema, { ...feedback, contacted_at })).toEqual({ contacted_at: ['When must be between 1900 and 2200'] });
    }
    expect(errorsOf(feedbackRequestSchema, { ...feedback, contacted_at: '+010000-01-01T00:00:00Z' })).toEqual({ contacted_at: ['When must be a date and time'] });
    expect(errorsOf(feedbackRequestSchema, { ...feedback, contacted_at: '2026-11-22T17:30:00+01:00' })).toEqual({});
  });

  it('keeps the events their own years', () => {
    expect(errorsOf(createEventSchema, { title: 'Carols', starts_at: '9999-12-31T18:00:00+01:00' })).toEqual({ starts_at: ['Start must be between 2000 and 2100'] });
  });
});

describe('birthday', () => {
  it('refuses a birthday after today in the church, in the profile and the members forms', () => {
    const tomorrow = addDays(todayInChurch(), 1);
    const future = { birthday: ['Birthday cannot be in the future'] };
    expect(errorsOf(profileUpdateRequestSchema, { birthday: tomorrow })).toEqual(future);
    expect(errorsOf(updateMemberSchema, { birthday: tomorrow })).toEqual(future);
    expect(errorsOf(createMemberSchema, { first_name: 'A', last_name: 'B', email: 'a@b.co', birthday: '2150-06-01' })).toEqual(future);
  });

  it('accepts today and a past day, and refuses one before 1900', () => {
    expect(errorsOf(profileUpdateRequestSchema, { birthday: todayInChurch() })).toEqual({});
    expect(errorsOf(updateMemberSchema, { birthday: '1950-03-14' })).toEqual({});
    expect(errorsOf(profileUpdateRequestSchema, { birthday: '1899-12-31' })).toEqual({ birthday: ['Birthday must be between 1900 and 2200'] });
  });
});

describe('email', () => {
  const refused = { email: ['Email can only contain plain letters (a-z), digits and symbols, with no hidden characters'] };
  // Zero-width characters, bidirectional controls, and Cyrillic letters that look Latin.
  const spoofed = [
    'ad\u200Ba@example.org', 'ad\u200Ca@example.org', 'ad\u200Da@example.org', 'ad\u2060a@example.org', 'ad\uFEFFa@example.org',
    'ada@exa\u202Emple.org', 'ada@example\u202A.org', 'ada@example\u202B.org', 'ada@example\u202C.org', 'ada@example\u202D.org',
    '\u2066ada@example.org', 'ada\u2067@example.org', 'ada@\u2068example.org', 'ada@example.org\u2069x', 'ad\u200Ea@example.org', 'ad\u200Fa@example.org',
    'ad\u0430@example.org', 'ada@ex\u0430mple.org', 'ada@p\u0430ypal.com', 'adé@example.org',
  ];

  it('refuses hidden characters and look-alike letters in the one email field (register, profile, members)', () => {
    for (const email of spoofed) {
      expect(errorsOf(registerRequestSchema, { ...person, email })).toEqual(refused);
      expect(errorsOf(profileUpdateRequestSchema, { email })).toEqual(refused);
      expect(errorsOf(updateMemberSchema, { email })).toEqual(refused);
    }
  });

  it('refuses them in the optional email of first-timers and the public forms', () => {
    for (const email of spoofed) {
      expect(errorsOf(firstTimerRequestSchema, { first_name: 'A', last_name: 'B', phone: '0803 123 4567', visit_date: todayInChurch(), email })).toEqual(refused);
      expect(errorsOf(questionRequestSchema, { name: 'Ada', message: 'Hello', email })).toEqual(refused);
    }
  });

  it('accepts a plain address, and still says when one is malformed', () => {
    expect(errorsOf(registerRequestSchema, { ...person, email: 'Ada.Obi+church@mail.example.org' })).toEqual({});
    expect(errorsOf(questionRequestSchema, { name: 'Ada', message: 'Hello', email: '' })).toEqual({});
    expect(errorsOf(registerRequestSchema, { ...person, email: 'ada@example' })).toEqual({ email: ['Enter a valid email address'] });
  });
});

describe('names', () => {
  const breakers = ['Ada\nBcc: x@example.org', 'Ada\rObi', 'Ada\tObi', 'Ada\u0085Obi', 'Ada\u2028Obi', 'Ada\u2029Obi', 'Ada\u0007', 'Ada\u202EibO', 'Ada\u2066Obi', 'Ada\u200FObi'];

  it('refuses line breaks and control characters in first and last names', () => {
    for (const name of breakers) {
      expect(errorsOf(registerRequestSchema, { ...person, first_name: name })).toEqual({ first_name: ['First name cannot contain line breaks or control characters'] });
      expect(errorsOf(profileUpdateRequestSchema, { last_name: name })).toEqual({ last_name: ['Last name cannot contain line breaks or control characters'] });
      expect(errorsOf(updateMemberSchema, { first_name: name })).toEqual({ first_name: ['First name cannot contain line breaks or control characters'] });
      expect(errorsOf(firstTimerRequestSchema, { first_name: 'A', last_name: name, phone: '0803 123 4567', visit_date: todayInChurch() })).toEqual({ last_name: ['Last name cannot contain line breaks or control characters'] });
    }
  });

  it('refuses them in the name a public form asks for, required or optional', () => {
    for (const name of breakers) {
      expect(errorsOf(questionRequestSchema, { name, message: 'Hello' })).toEqual({ name: ['Name cannot contain line breaks or control characters'] });
      expect(errorsOf(prayerRequestSchema, { name, message: 'Pray for us' })).toEqual({ name: ['Name cannot contain line breaks or control characters'] });
    }
  });

  it('refuses them in the names of units, services, stations and events (they reach mail and sheets too)', () => {
    for (const name of breakers) {
      const said = (schema: Parameters<typeof errorsOf>[0], body: object, field: string, label = 'Name') =>
        expect(errorsOf(schema, body)).toEqual({ [field]: [`${label} cannot contain line breaks or control characters`] });
      said(createUnitSchema, { name }, 'name');
      said(stationCreateSchema, { name }, 'name');
      said(serviceCreateSchema, { name, is_recurring: true, day_of_week: 'Sunday', start_time: '09:00' }, 'name');
      said(createEventSchema, { title: name, starts_at: '2026-12-06T09:00:00Z' }, 'title', 'Title');
    }
    expect(errorsOf(createUnitSchema, { name: 'Youth Band — Lagos' })).toEqual({});
  });

  it('accepts names with accents, apostrophes, hyphens and spaces', () => {
    expect(errorsOf(registerRequestSchema, { ...person, first_name: 'Adéwálé', last_name: "O'Brien-Okonkwo Jr." })).toEqual({});
    expect(errorsOf(prayerRequestSchema, { name: 'Chiamaka Nwosu', message: 'Pray for us' })).toEqual({});
  });
});

describe('numbers from text', () => {
  it('reads decimal text as its number, and never a boolean, hex, an exponent or empty text', () => {
    const id = z.object({ id: idField('Service') });
    expect(id.parse({ id: '42' })).toEqual({ id: 42 });
    expect(id.parse({ id: 42 })).toEqual({ id: 42 });
    for (const sent of [true, '0x10', '1e3', '', ' ', null, [7]]) {
      expect(errorsOf(id, { id: sent })).toEqual({ id: ['Service must be a number'] });
    }
    expect(errorsOf(id, { id: '1.5' })).toEqual({ id: ['Service must be a whole number'] });
    expect(errorsOf(id, { id: '0' })).toEqual({ id: ['Service must be a positive number'] });
    expect(paginationQuerySchema.safeParse({ page: '0x10' }).success).toBe(false);
    expect(paginationQuerySchema.parse({ page: '3' })).toMatchObject({ page: 3 });
  });
});
