import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { HSTS_VALUE } from '../app';
import { outbox } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed';
import { gracefulShutdown } from '../shutdown';
import { createTestApp, GENEROUS_LIMITS, type TestContext } from '../test/context';

// docs/decisions/0014: TRUST_PROXY, HSTS only over https, API docs only on request, no tokens in
// the log, and a close that answers the requests in flight.

const withApp = async (options: Parameters<typeof createTestApp>[0], run: (ctx: TestContext) => Promise<void>) => {
  const ctx = await createTestApp(options);
  try {
    await run(ctx);
  } finally {
    await ctx.close();
  }
};

describe('TRUST_PROXY', () => {
  // Different unknown emails, so only the per-address limit (20 a minute here) plays a part.
  const limits = { ...GENEROUS_LIMITS, login: { max: 20, timeWindowMs: 60_000 } };
  const attempt = (ctx: TestContext, i: number, forwardedFor: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: `xff-${i}@example.com`, password: 'not-the-password' }, headers: { 'x-forwarded-for': forwardedFor } });

  it('by default ignores X-Forwarded-For: forged addresses stay in the caller\'s own bucket', () =>
    withApp({ rateLimits: limits }, async (ctx) => {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await attempt(ctx, i, `1.2.3.${i + 1}`)).statusCode);
      expect(codes.slice(0, 20).every((code) => code === 401)).toBe(true);
      expect(codes[20]).toBe(429);
    }), 60_000);

  it('honours X-Forwarded-For from a listed proxy (the inject client is 127.0.0.1)', () =>
    withApp({ rateLimits: limits, trustProxy: ['127.0.0.1'] }, async (ctx) => {
      for (let i = 0; i < 21; i++) expect((await attempt(ctx, i, `1.2.3.${i + 1}`)).statusCode).toBe(401);
      // One forwarded client still has its own limit.
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await attempt(ctx, 100 + i, '5.6.7.8')).statusCode);
      expect(codes[19]).toBe(401);
      expect(codes[20]).toBe(429);
    }), 60_000);
});

describe('Strict-Transport-Security', () => {
  const health = (ctx: TestContext, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/health', headers });

  it('is not sent over plain http, nor for an X-Forwarded-Proto nobody vouches for', () =>
    withApp({}, async (ctx) => {
      expect((await health(ctx)).headers['strict-transport-security']).toBeUndefined();
      expect((await health(ctx, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
      expect((await health(ctx)).headers['x-content-type-options']).toBe('nosniff'); // helmet's other headers stay
    }), 60_000);

  it('is sent when the request came over https through a trusted proxy, on errors too', () =>
    withApp({ trustProxy: ['127.0.0.1'] }, async (ctx) => {
      expect((await health(ctx, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(HSTS_VALUE);
      const missing = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-forwarded-proto': 'https' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['strict-transport-security']).toBe(HSTS_VALUE);
      expect((await health(ctx)).headers['strict-transport-security']).toBeUndefined();
    }), 60_000);
});

describe('API docs', () => {
  it('are not served unless asked for', () =>
    withApp({}, async (ctx) => {
      for (const url of ['/api/docs', '/api/docs/json']) expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }), 60_000);

  it('are served with apiDocs (API_DOCS=1)', () =>
    withApp({ apiDocs: true }, async (ctx) => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths).toHaveProperty('/api/login');
    }), 60_000);
});

describe('the log', () => {
  it('never holds a reset token or link, nor a password, through a whole forgot and reset flow', async () => {
    let log = '';
    const ctx = await createTestApp({ logger: { level: 'trace', stream: { write: (line: string) => void (log += line) } } });
    try {
      const email = DEMO_ACCOUNTS.leader;
      await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
      await ctx.app.flushMail();
      const [mail] = await ctx.database.db.select().from(outbox);
      const link = /https?:\/\/\S+/.exec(mail.text)![0];
      const token = new URL(link).searchParams.get('token')!;
      const password = 'amber-meadow-compass-5182';
      const reset = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, email, password, password_confirmation: password } });
      expect(reset.statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, email, password, password_confirmation: password } })).statusCode).toBe(422);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode).toBe(200);
      await ctx.app.flushMail();

      expect(log).toContain(`Mail for ${email} stored in the outbox table: ${mail.subject}`);
      expect(token.length).toBeGreaterThan(20);
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
      expect(log).not.toContain('reset-password?');
      expect(log).not.toContain(password);
    } finally {
      await ctx.close();
    }
  }, 60_000);

  it('logs a failed query without its values', async () => {
    let log = '';
    const ctx = await createTestApp({ logger: { level: 'info', stream: { write: (line: string) => void (log += line) } } });
    try {
      await ctx.app.flushMail();
      await ctx.database.close();
      const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'marker-7731@example.com', password: 'not-the-password' } });
      expect(res.statusCode).toBe(500);
      expect(log).toContain('Failed query');
      expect(log).not.toContain('marker-7731');
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

describe('closing (SIGTERM)', () => {
  it('answers a request in flight, ends its keep-alive connection, then exits 0', async () => {
    const ctx = await createTestApp({ rateLimits: GENEROUS_LIMITS });
    const agent = new http.Agent({ keepAlive: true });
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const request = (method: string, path: string, body?: object) =>
        new Promise<{ status: number; connection?: string }>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
          });
          req.on('error', reject);
          req.end(body ? JSON.stringify(body) : undefined);
        });
      expect((await request('GET', '/api/health')).status).toBe(200); // leaves an idle keep-alive connection
      await ctx.app.flushMail(); // no background work is left
      // The server has the request once its 'request' event fires.
      const reached = new Promise<void>((resolve) => ctx.app.server.once('request', () => resolve()));

      // Hold the database (the rate-limit count and the throttle's table) so the sign-in stays in
      // flight until the test lets it go.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table login_failures in access exclusive mode`);
        locked();
        await held;
      });
      await lockTaken;
      const inFlight = request('POST', '/api/login', { email: 'drain@example.com', password: 'not-the-password' });
      await reached;

      const exits: number[] = [];
      const started = Date.now();
      const shutdown = gracefulShutdown(ctx.app, async () => {}, (code) => exits.push(code));
      const done = shutdown();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(exits).toEqual([]); // still waiting for the request
      release();
      await holder;
      const answer = await inFlight;
      expect(answer).toEqual({ status: 401, connection: 'close' });
      await done;
      expect(exits).toEqual([0]);
      // Without ending the keep-alive connection the close would wait for the client (72 s).
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      agent.destroy();
      await ctx.close();
    }
  }, 60_000);
});
