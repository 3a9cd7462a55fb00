// One jest config for every workspace: node tests (contracts, api) and DOM tests (UI packages).
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
};
const common = { transform, testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'] };

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/contracts/src/**/*.test.ts', '<rootDir>/api/src/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
      // *.postgres.test.ts need a PostgreSQL server (several API instances on one database): they
      // run with DATABASE_URL, as the CI's API suite does.
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...(process.env.DATABASE_URL ? [] : ['\\.postgres\\.test\\.ts$'])],
      // scripts/ are ES modules (.mjs); their tests load them through the same swc transform.
      transform: { ...transform, '^.+/scripts/.+\\.mjs$': transform['^.+\\.(t|j)sx?$'] },
      // ESM-only dependencies of fastify's inject (cookie) and of @fastify/static (content-disposition).
      transformIgnorePatterns: ['^(?!.*/node_modules/(cookie|content-disposition)/).*/node_modules/'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{platform,shared-ui,shell,mfe-public,mfe-member,mfe-leader,mfe-admin}/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.dom.ts'],
      moduleNameMapper: {
        // Federated ids resolve to the real source in unit tests: jest cannot load a federated container.
        '^shared_ui/domain/(.*)$': '<rootDir>/shared-ui/src/domain/$1',
        '^shared_ui/(.*)$': '<rootDir>/shared-ui/src/exposed/$1',
        '^@church/platform/(.*)$': '<rootDir>/platform/src/$1',
        '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/jest.asset-stub.js',
      },
    },
  ],
};
