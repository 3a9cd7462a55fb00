import fs from 'node:fs';
import path from 'node:path';
import { installSharedUiFallback, loadFallback } from './fallback';

// The exposes of shared-ui's build (shared-ui/exposes.js), read as text.
const config = fs.readFileSync(path.join(__dirname, '../exposes.js'), 'utf8');
const exposes = [...config.matchAll(/'(\.\/[\w/-]+)':\s*'\.\/src\/((?:exposed|domain)\/[\w-]+)\.tsx?'/g)].map(([, name, file]) => ({ name, file }));

describe("the shell's fallback copy of shared-ui", () => {
  it('reads the exposes of the build', () => {
    expect(exposes.length).toBeGreaterThanOrEqual(12);
    expect(exposes.map((e) => e.name)).toEqual(expect.arrayContaining(['./Dialog', './domain/checkInCode']));
  });

  it.each(exposes)('serves $name with the same exports as shared-ui exposes', async ({ name, file }) => {
    const loaded = (await loadFallback(name)) as Record<string, unknown>;
    const direct = (await import(`./${file}`)) as Record<string, unknown>;
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(direct).sort());
    for (const key of Object.keys(direct)) expect(loaded[key]).toBe(direct[key]);
  });

  it('rejects a module shared-ui does not expose', async () => {
    await expect(loadFallback('./Nope')).rejects.toThrow('shared-ui exposes no ./Nope');
    await expect(loadFallback('./toString')).rejects.toThrow();
  });

  it('installs its loader where the runtime plugin of every container finds it', () => {
    delete globalThis.__churchSharedUiFallback;
    installSharedUiFallback();
    expect(globalThis.__churchSharedUiFallback).toBe(loadFallback);
    delete globalThis.__churchSharedUiFallback;
  });
});
