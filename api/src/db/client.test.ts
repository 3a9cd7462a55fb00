import { EventEmitter } from 'node:events';
import { openDatabase } from './client';

// A stand-in for node-postgres' Pool: connects to nothing, but is an EventEmitter like the real
// one, which throws when an 'error' is emitted and nobody listens.
const pools: EventEmitter[] = [];
jest.mock('pg', () => ({
  Pool: class FakePool extends (jest.requireActual('node:events') as typeof import('node:events')).EventEmitter {
    constructor() {
      super();
      pools.push(this);
    }
    end() {
      return Promise.resolve();
    }
  },
}));

it('survives PostgreSQL ending an idle pooled connection (restart, failover, dropped database)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const database = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
  const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  expect(() => pools[0].emit('error', lost)).not.toThrow();
  expect(warn).toHaveBeenCalledWith('[db] idle PostgreSQL connection lost: terminating connection due to administrator command');
  await database.close();
  warn.mockRestore();
});
