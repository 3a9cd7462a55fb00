import { fieldErrorsFromIssues } from './envelope';
import { loginRequestSchema, profileUpdateRequestSchema, registerRequestSchema, resetPasswordRequestSchema } from './auth';

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsFromIssues(result.error!.issues);
}

describe('auth schemas', () => {
  it('reports missing login fields once each', () => {
    expect(errorsOf(loginRequestSchema, {})).toEqual({ email: ['Email is required'], password: ['Password is required'] });
    expect(errorsOf(loginRequestSchema, { email: '', password: '' })).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });
  it('rejects a malformed email', () => {
    expect(errorsOf(loginRequestSchema, { email: 'nope', password: 'x' })).toEqual({ email: ['Enter a valid email address'] });
  });
  it('requires 8 characters on register', () => {
    const errors = errorsOf(registerRequestSchema, { first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'short' });
    expect(errors).toEqual({ password: ['Password must be at least 8 characters'] });
  });
  it('accepts a valid registration and rejects a bad phone', () => {
    expect(errorsOf(registerRequestSchema, { first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'long enough', phone: '0803 123 4567' })).toEqual({});
    expect(errorsOf(registerRequestSchema, { first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'long enough', phone: '12' })).toEqual({ phone: ['Enter a valid phone number'] });
  });
  it('requires matching passwords on reset', () => {
    const errors = errorsOf(resetPasswordRequestSchema, { token: 't', email: 'a@b.co', password: 'long enough', password_confirmation: 'different!' });
    expect(errors).toEqual({ password_confirmation: ['Passwords do not match'] });
  });
  it('checks profile dates and genders', () => {
    expect(errorsOf(profileUpdateRequestSchema, { birthday: '2026-02-30' })).toEqual({ birthday: ['Birthday must be a valid date (YYYY-MM-DD)'] });
    expect(errorsOf(profileUpdateRequestSchema, { gender: 'x' })).toEqual({ gender: ['Gender must be male or female'] });
    expect(errorsOf(profileUpdateRequestSchema, { birthday: '1990-05-01', gender: null })).toEqual({});
  });
  it('names root-level problems with _', () => {
    expect(Object.keys(errorsOf(loginRequestSchema, 'string'))).toEqual(['_']);
  });
});
