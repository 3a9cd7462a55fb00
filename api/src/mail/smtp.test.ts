import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, loginAs, type TestContext } from '../test/context';
import { decodeQuotedPrintable } from '../test/quoted-printable';

// A real SMTP server on loopback: the reset email must arrive and its link must work once.
interface Received {
  to: string[];
  raw: string;
}

let server: SMTPServer;
let ctx: TestContext;
const inbox: Received[] = [];
let waiters: Array<() => void> = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        waiters.forEach((w) => w());
        waiters = [];
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: 'Church <no-reply@church.test>' });
}, 60_000);

afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function nextMail(count: number): Promise<Received> {
  const deadline = Date.now() + 10_000;
  while (inbox.length < count) {
    if (Date.now() > deadline) throw new Error('no mail arrived');
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 200);
    });
  }
  return inbox[count - 1];
}

it('delivers the reset link over SMTP and the link resets the password exactly once', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'member@example.com' } });
  expect(res.statusCode).toBe(200);
  const mail = await nextMail(1);
  expect(mail.to).toEqual(['member@example.com']);
  const text = decodeQuotedPrintable(mail.raw);
  expect(text).toMatch(/^From: Church <no-reply@church\.test>/m);
  expect(text).toMatch(/^Subject: Reset your password/m);
  const link = new URL(/http:\/\/site\.test\/reset-password\?\S+/.exec(text)![0]);
  expect(link.searchParams.get('email')).toBe('member@example.com');

  const body = { token: link.searchParams.get('token'), email: link.searchParams.get('email'), password: 'fresh-password-9', password_confirmation: 'fresh-password-9' };
  const first = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: body });
  expect(first.statusCode).toBe(200);
  await expect(loginAs(ctx.app, 'member', 'fresh-password-9')).resolves.toEqual(expect.any(String));
  await expect(loginAs(ctx.app, 'member')).rejects.toThrow(/failed: 401/);

  const second = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { ...body, password: 'other-password-9', password_confirmation: 'other-password-9' } });
  expect(second.statusCode).toBe(422);
  await expect(loginAs(ctx.app, 'member', 'fresh-password-9')).resolves.toEqual(expect.any(String));
});

it('sends nothing for an unknown email but answers the same', async () => {
  const before = inbox.length;
  const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'stranger@example.com' } });
  expect(res.statusCode).toBe(200);
  await ctx.app.flushMail();
  await new Promise((r) => setTimeout(r, 300));
  expect(inbox.length).toBe(before);
});
