import { createTestApp } from '../test/context';

describe('slow answers', () => {
  it('are logged with their route pattern, status and time, never the raw URL with its query', async () => {
    let log = '';
    const ctx = await createTestApp({ slowRequestMs: 0, logger: { level: 'info', stream: { write: (line: string) => void (log += line) } } });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/members/12345?token=secret-5521' });
      expect(res.statusCode).toBe(401);
      const line = log.split('\n').map((text) => (text ? JSON.parse(text) : null)).find((entry) => entry?.msg === 'slow answer');
      expect(line).toMatchObject({ level: 40, method: 'GET', route: '/api/members/:id', status: 401 });
      expect(typeof line.ms).toBe('number');
      expect(log).not.toContain('secret-5521');
    } finally {
      await ctx.close();
    }
  }, 60_000);

  it('are the only answers logged', async () => {
    let log = '';
    const ctx = await createTestApp({ slowRequestMs: 60_000, logger: { level: 'info', stream: { write: (line: string) => void (log += line) } } });
    try {
      await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(log).not.toContain('slow answer');
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
