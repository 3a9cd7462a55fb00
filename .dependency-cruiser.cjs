// The module boundaries, one rule each below, checked in CI (`npm run check:boundaries`): imports go
// one way, and contracts, platform and shared-ui never import an app.
const REMOTES = ['mfe-public', 'mfe-member', 'mfe-leader', 'mfe-admin'];

module.exports = {
  forbidden: [
    ...REMOTES.map((remote) => ({
      name: `${remote}-stays-apart`,
      comment: 'A remote never imports the shell, another remote or shared-ui source; only federation joins them.',
      severity: 'error',
      from: { path: `^${remote}/` },
      to: { path: `^(shell|shared-ui|${REMOTES.filter((r) => r !== remote).join('|')})/` },
    })),
    {
      name: 'shell-uses-remotes-through-federation',
      comment: 'Except the fallback copy of shared-ui, loaded only when shared-ui cannot be reached (decision 0016).',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: `^(${REMOTES.join('|')}|shared-ui)/`, pathNot: '^shared-ui/src/fallback\\.ts$' },
    },
    {
      name: 'nothing-imports-an-app',
      comment: 'contracts, platform, shared-ui and api never import an app.',
      severity: 'error',
      from: { path: '^(contracts|platform|shared-ui|api)/' },
      to: { path: `^(shell|${REMOTES.join('|')})/` },
    },
    {
      name: 'platform-imports-contracts-only',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: '^(shell|shared-ui|api)/' },
    },
    {
      name: 'shared-ui-imports-contracts-types-only',
      severity: 'error',
      from: { path: '^shared-ui/' },
      // The router file is the site's react-router (see platform/src/router.ts), not platform logic.
      to: { path: '^(platform|api)/', pathNot: '^platform/src/router\\.ts$' },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(platform|shared-ui|shell|api|mfe-)' },
    },
    {
      name: 'api-imports-contracts-only',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(platform|shared-ui|shell|mfe-)' },
    },
    {
      name: 'no-cross-feature-imports',
      comment: 'Feature folders do not import each other (shared -> features -> app).',
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'resources-stay-apart',
      comment: 'An API resource (one URL prefix) never imports another: what several share lives in a domain module, api/src/<domain>/. Only resources/index.ts, which registers them all, imports each.',
      severity: 'error',
      from: { path: '^api/src/resources/([^/]+)/' },
      to: { path: '^api/src/resources/', pathNot: '^api/src/resources/$1/' },
    },
    {
      name: 'domain-never-imports-a-resource',
      comment: 'Domain modules, jobs, http and tests serve the resources, never the other way round; only app.ts mounts them.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/(resources/|app\\.ts$)' },
      to: { path: '^api/src/resources/' },
    },
    {
      name: 'only-federated-ids-are-unresolved',
      comment: 'shared_ui/* is resolved by Module Federation at run time; anything else must resolve.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^shared_ui/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      // A type-only import vanishes at compile time, so it cannot form a runtime cycle.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.boundaries.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
    },
  },
};
