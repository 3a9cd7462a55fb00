import { fieldErrorsFromIssues } from './envelope';
import { formListQuerySchema, formRequestSchemas, isFormType, prayerRequestSchema, questionRequestSchema, testimonyRequestSchema } from './forms';

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsFromIssues(result.error!.issues);
}

describe('form schemas', () => {
  it('lists every missing field of an empty submit', () => {
    expect(errorsOf(questionRequestSchema, { name: '', email: '', phone: '', message: '' })).toEqual({ name: ['Name is required'], message: ['Question is required'] });
    expect(errorsOf(prayerRequestSchema, { name: '', message: '' })).toEqual({ name: ['Name is required unless you stay anonymous'], message: ['Prayer request is required'] });
    expect(errorsOf(testimonyRequestSchema, {})).toEqual({ name: ['Name is required'], message: ['Testimony is required'] });
  });

  it('normalises the phone, empties optional fields to null and trims text', () => {
    const parsed = questionRequestSchema.parse({ name: ' Ada ', email: '', phone: '0803 123 4567', message: ' Hello ' });
    expect(parsed).toEqual({ name: 'Ada', email: null, phone: '+2348031234567', message: 'Hello' });
  });

  it('rejects a malformed email or phone', () => {
    expect(errorsOf(questionRequestSchema, { name: 'A', message: 'm', email: 'nope', phone: '12' })).toEqual({
      email: ['Enter a valid email address'],
      phone: ['Enter a valid phone number'],
    });
  });

  it('lets an anonymous prayer request go without a name and drops any name given', () => {
    expect(prayerRequestSchema.parse({ message: 'Pray for my exams', is_anonymous: true, name: 'Ada' })).toMatchObject({ name: null, is_anonymous: true });
    expect(prayerRequestSchema.parse({ message: 'Pray', name: 'Ada' })).toMatchObject({ name: 'Ada', is_anonymous: false });
  });

  it('reports a non-object body as a failure instead of throwing', () => {
    for (const input of [undefined, null, 'text', 42, []]) {
      for (const schema of [questionRequestSchema, prayerRequestSchema, testimonyRequestSchema]) {
        expect(schema.safeParse(input).success).toBe(false);
      }
    }
  });

  it('defaults the testimony share consent to false', () => {
    expect(testimonyRequestSchema.parse({ name: 'Ada', message: 'Healed' }).share_consent).toBe(false);
    expect(testimonyRequestSchema.parse({ name: 'Ada', message: 'Healed', share_consent: true }).share_consent).toBe(true);
  });

  it('keeps messages within 5000 characters', () => {
    expect(errorsOf(questionRequestSchema, { name: 'A', message: 'x'.repeat(5001) })).toEqual({ message: ['Question must be at most 5000 characters'] });
  });

  it('maps each form type to its schema and rejects unknown types', () => {
    expect(Object.keys(formRequestSchemas)).toEqual(['question', 'prayer', 'testimony']);
    expect(isFormType('prayer')).toBe(true);
    expect(isFormType('complaint')).toBe(false);
    expect(errorsOf(formListQuerySchema, { type: 'complaint' })).toEqual({ type: ['Form type must be question, prayer or testimony'] });
    expect(formListQuerySchema.parse({ type: 'testimony', page: '2' })).toMatchObject({ type: 'testimony', page: 2 });
  });
});
