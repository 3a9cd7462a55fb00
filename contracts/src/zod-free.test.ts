import fs from 'node:fs';
import path from 'node:path';

// The contracts the pages import for their words and rules reach no zod at run time: zod (about
// 26 KB gzipped) stays with the API and the forms' rules (docs/decisions/0017-prerendered-pages.md).
const PAGE_CONTRACTS = [
  'absences', 'analytics', 'attendance-rules', 'church-time', 'first-timer-choices', 'follow-up', 'form-types', 'headcounts', 'months',
  'notifications', 'password-messages', 'progress', 'roles', 'service-days', 'site-map', 'weekdays',
];

// Run-time imports and re-exports only: `import type` and `export type` leave nothing in a bundle.
const RUNTIME_IMPORT = /^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'/gm;

function runtimeImportsOf(name: string): string[] {
  const source = fs.readFileSync(path.join(__dirname, `${name}.ts`), 'utf8');
  return [...source.matchAll(RUNTIME_IMPORT)].map((match) => match[1]);
}

/** The chain of modules from `name` to zod, or null when there is none. */
function pathToZod(name: string, seen = new Set<string>()): string[] | null {
  if (seen.has(name)) return null;
  seen.add(name);
  for (const target of runtimeImportsOf(name)) {
    if (target === 'zod' || target.startsWith('zod/')) return [name, 'zod'];
    const local = target.match(/^(?:\.\/|@church\/contracts\/)([\w-]+)$/)?.[1];
    const rest = local ? pathToZod(local, seen) : null;
    if (rest) return [name, ...rest];
  }
  return null;
}

test.each(PAGE_CONTRACTS)('contracts/%s loads no zod', (name) => {
  expect(pathToZod(name)).toBeNull();
});

test('the check finds zod through a chain of imports', () => {
  expect(pathToZod('analytics-schemas')).toEqual(['analytics-schemas', 'zod']);
  expect(pathToZod('units')).not.toBeNull();
});
