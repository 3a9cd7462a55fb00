import type { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';

// Loads a package with Node's own require, bypassing jest's module sandbox. Needed for PGlite:
// its wasm loader uses dynamic import(), refused in the sandbox without
// --experimental-vm-modules. Outside jest this is the ordinary require.
// vm.runInThisContext reaches the process's main context, where `process` is the real one.
const realCreateRequire = runInThisContext('process.getBuiltinModule("node:module").createRequire') as typeof createRequire;

export function nodeRequire<T>(id: string): T {
  return realCreateRequire(__filename)(id) as T;
}

/** Where Node's own require finds a package's entry (for a child process to load it). */
export function nodeResolve(id: string): string {
  return realCreateRequire(__filename).resolve(id);
}
