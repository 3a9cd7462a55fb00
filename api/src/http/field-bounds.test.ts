import { addDays, todayInChurch } from '@church/contracts/church-time';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';
import { feedbackForExport } from '../follow-ups/follow-ups';

// The bounds contracts' shared fields put on dates, emails and names, as a client sees them:
// 422 with the message on the field, never a 500 nor a download cut short.
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, 'admin');
}, 60_000);
afterAll(() => ctx.close());

const send = (method: string, url: string, payload?: object, token: string | null = admin) =>
  ctx.app.inject({ method: method as 'GET', url, headers: token ? auth(token) : {}, payload });

async function aServiceId(): Promise<number> {
  return (await send('GET', '/api/services')).json().data[0].id;
}

async function aFirstTimerId(): Promise<number> {
  return (await send('GET', '/api/first-timers')).json().data[0].id;
}

describe('far dates', () => {
  const between = (label: string) => [`${label} must be between 1900 and 2200`];

  it('answers the occurrences of days in year 9999 with 422 on the field', async () => {
    const res = await send('GET', '/api/services/occurrences?from=9999-12-25&to=9999-12-31');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ from: between('From'), to: between('To') });
  });

  it('answers a mark, a cancellation or a one-off service on 31 December 9999 with 422 on the date', async () => {
    const serviceId = await aServiceId();
    const mark = await send('POST', '/api/attendance', { service_id: serviceId, date: '9999-12-31', category: 'Others' });
    expect(mark.statusCode).toBe(422);
    expect(mark.json().errors).toEqual({ date: between('Date') });
    const cancel = await send('POST', `/api/services/${serviceId}/cancellations`, { date: '9999-12-31', reason: 'The end of time' });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errors).toEqual({ date: between('Date') });
    const oneOff = await send('POST', '/api/services', { name: 'Far vigil', is_recurring: false, service_date: '9999-12-31', start_time: '22:00' });
    expect(oneOff.statusCode).toBe(422);
    expect(oneOff.json().errors).toEqual({ service_date: between('Date') });
  });

  it('answers the feedback list and its CSV with 422 before any byte of the file', async () => {
    for (const url of ['/api/follow-up-feedback?to=9999-12-31', '/api/follow-up-feedback/export.csv?to=9999-12-31']) {
      const res = await send('GET', url);
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status: 422, type: expect.stringContaining('application/json') });
      expect(res.json().errors).toEqual({ to: between('To') });
    }
  });

  it('reads the CSV filter before the download starts: a day the calendar cannot hold throws at the call', () => {
    // A filter that bypassed the schema: the route would answer an error, not send a cut file.
    expect(() => feedbackForExport(ctx.app.db, { to: '9999-12-31' })).toThrow(RangeError);
  });

  it('answers feedback dated in year 0 or 9999 with 422 on the time', async () => {
    const id = await aFirstTimerId();
    for (const contacted_at of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-12:00']) {
      const res = await send('POST', `/api/first-timers/${id}/feedback`, { contacted_at, channel: 'call', outcome: 'reached' });
      expect({ contacted_at, status: res.statusCode, errors: res.json().errors }).toEqual({ contacted_at, status: 422, errors: { contacted_at: between('When') } });
    }
  });
});

describe('birthday', () => {
  it('refuses a birthday in the future on the profile and on a member, with 422 on birthday', async () => {
    const tomorrow = addDays(todayInChurch(), 1);
    const own = await send('PATCH', '/api/me', { birthday: tomorrow }, await loginAs(ctx.app, 'member'));
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({ birthday: ['Birthday cannot be in the future'] });
    const member = (await send('GET', '/api/members')).json().data.at(-1);
    const edited = await send('PATCH', `/api/members/${member.id}`, { birthday: tomorrow });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ birthday: ['Birthday cannot be in the future'] });
    expect((await send('PATCH', `/api/members/${member.id}`, { birthday: todayInChurch() })).statusCode).toBe(200);
  });
});

describe('emails and names', () => {
  it('refuses an email with a hidden character or a look-alike letter at registration, and creates no account', async () => {
    for (const email of ['new\u200Bcomer@example.org', 'newcomer@exa\u202Emple.org', 'newc\u043Emer@example.org']) {
      const res = await send('POST', '/api/register', { first_name: 'New', last_name: 'Comer', email, password: 'a long enough secret' }, null);
      expect({ email, status: res.statusCode, errors: res.json().errors }).toEqual({
        email, status: 422, errors: { email: ['Email can only contain plain letters (a-z), digits and symbols, with no hidden characters'] },
      });
    }
    expect((await send('GET', '/api/members?search=comer')).json().data).toEqual([]);
  });

  it('refuses a name holding a line break on a public form and on a first-timer', async () => {
    const question = await send('POST', '/api/forms/question', { name: 'Ada\r\nBcc: everyone@example.org', message: 'When is choir practice?' }, null);
    expect(question.statusCode).toBe(422);
    expect(question.json().errors).toEqual({ name: ['Name cannot contain line breaks or control characters'] });
    const visitor = await send('POST', '/api/first-timers', { first_name: 'Ada', last_name: 'Obi\nSubject: hi', phone: '0809 555 0142', visit_date: todayInChurch() }, null);
    expect(visitor.statusCode).toBe(422);
    expect(visitor.json().errors).toEqual({ last_name: ['Last name cannot contain line breaks or control characters'] });
  });
});
