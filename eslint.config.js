// Lint for every workspace. Type-aware rules are left to `npm run typecheck` to keep this fast.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

// The router is shared as one tree-shaken file, never as the packages (see platform/src/router.ts).
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Import router APIs from @church/platform/router: one tree-shaken copy for the whole site.',
}));

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'api/drizzle/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: ROUTER_PACKAGES }],
    },
  },
  {
    // Platform files are shared per file. A sibling imported by a relative path would be a second,
    // unshared copy in whichever remote provides the importer (a second store, an unconfigured
    // HTTP client), so siblings go through their shared name.
    files: ['platform/src/*.{ts,tsx}'],
    ignores: ['platform/src/*.test.{ts,tsx}', 'platform/src/mf-runtime-plugin.ts', 'platform/src/mf-runtime-provider.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PACKAGES,
          patterns: [{ group: ['./*', '../*'], message: 'Import platform files as @church/platform/<file>: each is one shared instance.' }],
        },
      ],
    },
  },
  { files: ['platform/src/router.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Of contracts, only church-time is shared (it holds the church's zone): imported by a
    // relative path, it would be a second copy on the default zone in whichever container bundles
    // the importer.
    files: ['contracts/src/*.ts'],
    ignores: ['contracts/src/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PACKAGES,
          patterns: [{ group: ['./church-time'], message: 'Import @church/contracts/church-time: it is one shared instance.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
