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
  it('requires 10 characters on register', () => {
    const errors = errorsOf(registerRequestSchema, { first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'short' });
    expect(errors).toEqual({ password: ['Use at least 10 characters'] });
  });
  it('refuses a password holding the email or the names typed beside it (register, reset)', () => {
    const person = { first_name: 'Ngozi', last_name: 'Eze', email: 'ngozi.e@example.org' };
    expect(errorsOf(registerRequestSchema, { ...person, password: 'ngozi.e is singing' })).toEqual({ password: ['Your password must not contain your email address'] });
    expect(errorsOf(registerRequestSchema, { ...person, password: 'NGOZI sings loud' })).toEqual({ password: ['Your password must not contain your name'] });
    expect(errorsOf(resetPasswordRequestSchema, { token: 't', email: 'ngozi.e@example.org', password: 'ngozi.e-kettle', password_confirmation: 'ngozi.e-kettle' })).toEqual({ password: ['Your password must not contain your email address'] });
  });
  it('does not check new-password rules at sign-in', () => {
    expect(errorsOf(loginRequestSchema, { email: 'a@b.co', password: 'short' })).toEqual({});
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
