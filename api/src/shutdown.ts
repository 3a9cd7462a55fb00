import type { FastifyInstance } from 'fastify';

// SIGTERM / SIGINT (main.ts): stop the scheduled jobs (runs in progress finish), stop accepting
// connections, let the requests in flight finish (Fastify's close waits for them, and app.ts ends
// their keep-alive connections), run the onClose hooks (background mail, database), then exit. A
// request that never finishes does not keep the process alive past `timeoutMs`.
export function gracefulShutdown(
  app: FastifyInstance,
  closeDatabase: () => Promise<void>,
  exit: (code: number) => void,
  timeoutMs = 20_000,
): () => Promise<void> {
  let started: Promise<void> | null = null;
  return () =>
    (started ??= (async () => {
      const timer = setTimeout(() => {
        app.log.error(`requests still running ${timeoutMs} ms after the shutdown signal; exiting anyway`);
        exit(1);
      }, timeoutMs);
      timer.unref();
      try {
        await app.close();
        await closeDatabase();
        exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      } finally {
        clearTimeout(timer);
      }
    })());
}
