import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './client';

// The embedded database in a folder: made on first use, found again with its data on the next.
it('makes a new data folder, keeps its rows and opens it again, with small shared buffers', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'church-embedded-'));
  try {
    const first = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'data') });
    await first.jobsSql('create table kept (word text); insert into kept values ($$amen$$)');
    expect(await first.jobsSql('show shared_buffers')).toEqual({ rows: [{ shared_buffers: PGLITE_SHARED_BUFFERS }] });
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'data') });
    expect(await again.jobsSql('select word from kept')).toEqual({ rows: [{ word: 'amen' }] });
    await again.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
