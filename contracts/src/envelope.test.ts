import { z } from 'zod';
import { DEFAULT_PER_PAGE, errorEnvelopeSchema, fieldErrorsFromIssues, listEnvelope, MAX_PER_PAGE, paginationQuerySchema } from './envelope';

describe('paginationQuerySchema', () => {
  it('defaults to page 1 and the default page size', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, per_page: DEFAULT_PER_PAGE });
  });
  it('coerces query-string numbers', () => {
    expect(paginationQuerySchema.parse({ page: '3', per_page: '50' })).toEqual({ page: 3, per_page: 50 });
  });
  it('rejects non-numbers, fractions, zero and oversize pages with readable messages', () => {
    const result = paginationQuerySchema.safeParse({ page: 'abc', per_page: String(MAX_PER_PAGE + 1) });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({ page: ['Page must be a number'], per_page: [`Per page must be at most ${MAX_PER_PAGE}`] });
    expect(paginationQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('envelopes', () => {
  it('groups messages by field path', () => {
    expect(fieldErrorsFromIssues([
      { path: ['email'], message: 'a' },
      { path: ['email'], message: 'b' },
      { path: ['address', 'line1'], message: 'c' },
      { path: [], message: 'd' },
    ])).toEqual({ email: ['a', 'b'], 'address.line1': ['c'], _: ['d'] });
  });
  it('describes the error and list shapes', () => {
    expect(errorEnvelopeSchema.safeParse({ message: 'x', errors: { a: ['b'] } }).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ errors: {} }).success).toBe(false);
    const list = listEnvelope(z.number());
    expect(list.safeParse({ data: [1], meta: { page: 1, per_page: 20, total: 1 } }).success).toBe(true);
    expect(list.safeParse({ data: [1] }).success).toBe(false);
  });
});
