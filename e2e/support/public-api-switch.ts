// A switchable stand-in for the API's address: while up it forwards every TCP connection to the
// suite's API; while down nothing listens there, exactly as when the API process is stopped.
import net from 'node:net';
import { TEST_ENV } from './test-env';

export interface ApiSwitch {
  target: string;
  down: () => Promise<void>;
  up: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startApiSwitch(port: number): Promise<ApiSwitch> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: net.Server | null = null;

  const up = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const next = net.createServer((client) => {
        const upstream = net.connect(Number(TEST_ENV.API_PORT), '127.0.0.1');
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });

  const down = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await up();
  return { target: `http://127.0.0.1:${port}`, up, down, close: down };
}
