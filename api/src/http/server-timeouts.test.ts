import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../test/context';
import { DEFAULT_SERVER_TIMEOUTS } from './server-timeouts';

// A client that sends its request a little at a time is cut off at the server's bounds (short
// ones here): 408, then the connection closed.
const BOUNDS = { headersMs: 300, requestMs: 800, idleMs: 2_000, checkEveryMs: 50 };
const SLACK_MS = 700;
const STALLED_LOGIN = 'POST /api/login HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ serverTimeouts: BOUNDS });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => ctx.close());

interface Trickle {
  /** Sent at once. */
  start: string;
  /** Then one of these every `everyMs`, for as long as the connection lasts. */
  drip: string;
  everyMs: number;
}

/** What the server answered and how long after connecting it closed the connection. */
function trickle({ start, drip, everyMs }: Trickle, to = port): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    let answer = '';
    const socket = net.connect(to, '127.0.0.1', () => socket.write(start));
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip);
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 4 s; answered: ${answer}`));
    }, 4_000);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {}); // a reset is a close too
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - began });
    });
  });
}

describe('slow requests', () => {
  it('cuts off a body that trickles in, at the request bound, with 408', async () => {
    const { answer, closedAfterMs } = await trickle({
      start: 'POST /api/login HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
      drip: 'a',
      everyMs: 100,
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(BOUNDS.requestMs - 100);
    expect(closedAfterMs).toBeLessThan(BOUNDS.requestMs + SLACK_MS);
  });

  it('cuts off headers that trickle in, at the headers bound, with 408', async () => {
    const { answer, closedAfterMs } = await trickle({ start: 'GET /api/health HTTP/1.1\r\nHost: api.test\r\n', drip: 'X-Slow: 1\r\n', everyMs: 50 });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(BOUNDS.headersMs - 100);
    expect(closedAfterMs).toBeLessThan(BOUNDS.headersMs + SLACK_MS);
  });

  it('answers 408 to a body that stalls after a few bytes, within the request bound', async () => {
    const { answer, closedAfterMs } = await trickle({ start: STALLED_LOGIN, drip: '', everyMs: 60_000 });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(BOUNDS.requestMs + SLACK_MS);
  });

  it('closes a connection on which nothing moves at the idle bound, before a longer request bound', async () => {
    const patient = await createTestApp({ serverTimeouts: { ...BOUNDS, requestMs: 5_000, idleMs: 400 } });
    try {
      await patient.app.listen({ port: 0, host: '127.0.0.1' });
      const { closedAfterMs } = await trickle({ start: STALLED_LOGIN, drip: '', everyMs: 60_000 }, (patient.app.server.address() as AddressInfo).port);
      expect(closedAfterMs).toBeGreaterThanOrEqual(400 - 100);
      expect(closedAfterMs).toBeLessThan(400 + SLACK_MS);
    } finally {
      await patient.close();
    }
  }, 30_000);

  it('still answers a request sent at once', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });

  it('gives a 1.5 MB avatar (2 MB of base64) two minutes: 80 s at 200 kbit/s, headers 10 s', () => {
    const base64Bytes = Math.ceil((1.5 * 1024 * 1024) / 3) * 4;
    const secondsAt200kbit = (base64Bytes * 8) / 200_000;
    expect(secondsAt200kbit * 1000 * 1.4).toBeLessThan(DEFAULT_SERVER_TIMEOUTS.requestMs);
    expect(DEFAULT_SERVER_TIMEOUTS.headersMs).toBe(10_000);
    expect(DEFAULT_SERVER_TIMEOUTS.idleMs).toBeLessThan(DEFAULT_SERVER_TIMEOUTS.requestMs);
  });
});
