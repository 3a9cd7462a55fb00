import { eq } from 'drizzle-orm';
import { formDetailsSchema, formListResponseSchema, NO_EMAIL_TO_REPLY_MESSAGE } from '@church/contracts/forms';
import { formMessages, outbox, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// The admins' inbox: filters, unread counts, reading, archiving, replying by email
// (docs/decisions/0010-events-and-forms-inbox.md).
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, 'admin');
}, 60_000);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, token = admin) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const submit = async (type: string, payload: object, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/forms/${type}`, payload, headers });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
};
const idsOf = (res: { json: () => { data: Array<{ id: number }> } }) => res.json().data.map((m) => m.id);

describe('GET /api/forms (the inbox)', () => {
  it('counts unread messages per kind and narrows by status and consent', async () => {
    const before = (await call('GET', '/api/forms')).json().unread;
    const question = await submit('question', { name: 'Ada', email: 'ada@example.com', message: 'When is choir practice?' });
    const shared = await submit('testimony', { name: 'Ngozi', message: 'Healed!', share_consent: true });
    const private_ = await submit('testimony', { name: 'Tunde', message: 'A new job', share_consent: false });
    const list = await call('GET', '/api/forms?per_page=100');
    expect(formListResponseSchema.parse(list.json()).unread).toEqual({ ...before, question: before.question + 1, testimony: before.testimony + 2 });

    expect((await call('PATCH', `/api/forms/${question}`, { read: true })).json().data.read_at).toEqual(expect.any(String));
    expect(idsOf(await call('GET', '/api/forms?type=question&status=read&per_page=100'))).toContain(question);
    expect(idsOf(await call('GET', '/api/forms?type=question&status=unread&per_page=100'))).not.toContain(question);
    expect((await call('GET', '/api/forms')).json().unread.question).toBe(before.question);

    const consented = idsOf(await call('GET', '/api/forms?type=testimony&consent=true&per_page=100'));
    expect(consented).toContain(shared);
    expect(consented).not.toContain(private_);
    expect((await call('GET', '/api/forms?status=opened')).statusCode).toBe(422);
  });

  it('archives out of the inbox and restores into it; reading keeps the first time', async () => {
    const id = await submit('question', { name: 'Bola', message: 'Is there parking?' });
    const first = (await call('PATCH', `/api/forms/${id}`, { read: true })).json().data.read_at;
    expect((await call('PATCH', `/api/forms/${id}`, { read: true })).json().data.read_at).toBe(first);
    const archived = await call('PATCH', `/api/forms/${id}`, { archived: true });
    expect(archived.json()).toMatchObject({ data: { archived_at: expect.any(String) }, message: 'The message has been archived.' });
    expect(idsOf(await call('GET', '/api/forms?type=question&per_page=100'))).not.toContain(id);
    expect(idsOf(await call('GET', '/api/forms?type=question&status=archived&per_page=100'))).toContain(id);
    await call('PATCH', `/api/forms/${id}`, { archived: false, read: false });
    const back = await call('GET', `/api/forms/${id}`);
    expect(back.json().data).toMatchObject({ archived_at: null, read_at: null });
    expect((await call('PATCH', `/api/forms/${id}`, {})).statusCode).toBe(422);
    expect((await call('PATCH', '/api/forms/999999', { read: true })).statusCode).toBe(404);
  });
});

describe('POST /api/forms/:id/replies', () => {
  it('mails the reply to the sender, quoting them, and keeps it with the message', async () => {
    const id = await submit('prayer', { name: 'Kemi', email: 'Kemi@Example.com', message: 'Pray for my exams\nnext week' });
    const res = await call('POST', `/api/forms/${id}/replies`, { message: 'We are praying with you, Kemi.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { message: 'We are praying with you, Kemi.', sent_to: 'kemi@example.com', author_name: 'Esther Okafor' }, message: 'Your reply has been sent to kemi@example.com.' });
    await ctx.app.flushMail();
    const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'kemi@example.com'));
    expect(mail.subject).toBe('Re: your prayer request to Community Church');
    expect(mail.text).toContain('Hello Kemi,\n\nWe are praying with you, Kemi.\n\nEsther Okafor, Community Church');
    expect(mail.text).toContain('> Pray for my exams\n> next week');
    const details = formDetailsSchema.parse((await call('GET', `/api/forms/${id}`)).json().data);
    expect(details.replies).toHaveLength(1);
    expect(details.replied_at).toEqual(details.replies[0].created_at);
    expect(details.read_at).not.toBeNull(); // answering is reading
    expect(idsOf(await call('GET', '/api/forms?type=prayer&status=answered&per_page=100'))).toContain(id);
  });

  it('refuses a sender without an email, and an empty reply, on their fields', async () => {
    const id = await submit('question', { name: 'No Mail', message: 'Hello?' });
    const noEmail = await call('POST', `/api/forms/${id}/replies`, { message: 'Hi' });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors).toEqual({ message: [NO_EMAIL_TO_REPLY_MESSAGE] });
    const empty = await call('POST', `/api/forms/${id}/replies`, { message: '  ' });
    expect(empty.json().errors).toEqual({ message: ['Reply is required'] });
    expect((await call('POST', '/api/forms/999999/replies', { message: 'Hi' })).statusCode).toBe(404);
  });
});

describe('anonymous prayer requests', () => {
  it('store no user id even when a signed-in member sends one; a named one is linked to its sender', async () => {
    const member = await loginAs(ctx.app, 'member');
    const anonymous = await submit('prayer', { message: 'Pray for me', is_anonymous: true }, auth(member));
    const named = await submit('prayer', { name: 'Ruth', message: 'Pray for my mother' }, auth(member));
    const [ruth] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    const [a] = await ctx.database.db.select().from(formMessages).where(eq(formMessages.id, anonymous));
    const [n] = await ctx.database.db.select().from(formMessages).where(eq(formMessages.id, named));
    expect(a).toMatchObject({ userId: null, name: null, isAnonymous: true });
    expect(n.userId).toBe(ruth.id);
  });
});
