import { fieldErrorsFromIssues } from './envelope';
import { firstTimerListQuerySchema, firstTimerRequestSchema, visitRequestSchema } from './first-timers';

function errorsOf(value: unknown) {
  const result = firstTimerRequestSchema.safeParse(value);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

const valid = { first_name: 'Ada', last_name: 'Obi', phone: '0803 123 4567' };

describe('first-timer schema', () => {
  it('requires names and phone', () => {
    expect(errorsOf({ first_name: '', last_name: '', phone: '' })).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      phone: ['Phone is required'],
    });
  });

  it('takes no visit date: the API records today', () => {
    expect(firstTimerRequestSchema.parse({ ...valid, visit_date: '2000-01-01' })).not.toHaveProperty('visit_date');
  });

  it('normalises the phone and nulls empty optional text', () => {
    expect(firstTimerRequestSchema.parse({ ...valid, email: '', address: ' ', prayer_request: '' })).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '+2348031234567',
      email: null,
      address: null,
      prayer_request: null,
      consent_to_contact: false,
    });
  });

  it('checks gender, how they heard and the service against their lists', () => {
    expect(errorsOf({ ...valid, gender: 'x', how_heard: 'Telepathy', service_id: 0 })).toEqual({
      gender: ['Gender must be male or female'],
      how_heard: ['Choose how you heard about us from the list'],
      service_id: ['Service must be chosen from the list'],
    });
    expect(errorsOf({ ...valid, gender: 'female', how_heard: 'Social media', service_id: 2, consent_to_contact: true })).toEqual({});
  });

  it("rejects an impossible date of an admin's visit, and a service id past PostgreSQL's integer", () => {
    const visitErrors = (date: string) => {
      const result = visitRequestSchema.safeParse({ date });
      return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
    };
    expect(visitErrors('2026-02-30')).toEqual({ date: ['Date of visit must be a valid date (YYYY-MM-DD)'] });
    for (const date of ['1900-01-01', '0100-01-01', '1999-12-31']) expect(visitErrors(date)).toEqual({ date: ['Date of visit must be on or after 1 January 2000'] });
    expect(visitErrors('2000-01-01')).toEqual({});
    expect(errorsOf({ ...valid, service_id: 2147483648 })).toEqual({ service_id: ['Service must be chosen from the list'] });
  });

  it('bounds the admin search', () => {
    expect(firstTimerListQuerySchema.parse({ search: ' Ada ' })).toMatchObject({ search: 'Ada', page: 1 });
  });
});
