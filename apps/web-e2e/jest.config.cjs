/**
 * Browser end-to-end suite: the built product (gateway + services + web) started per spec file,
 * driven with playwright-core through Debian's Chromium. Set E2E_BASE_URL to use a running stack.
 */
const swcOptions = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
};

module.exports = {
  displayName: 'web-e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', swcOptions] },
  moduleNameMapper: {
    '^@hirewise/contracts$': '<rootDir>/../../libs/contracts/src/index.ts',
    '^@hirewise/contracts/(.*)$': '<rootDir>/../../libs/contracts/src/$1',
    '^@hirewise/testing$': '<rootDir>/../../libs/testing/src/index.ts',
  },
  testMatch: ['<rootDir>/src/**/*.e2e.spec.ts'],
  testTimeout: 60000,
  // One plain embedded stack shared by the spec files that need no settings of their own (global-setup.cjs).
  globalSetup: '<rootDir>/global-setup.cjs',
  globalTeardown: '<rootDir>/global-teardown.cjs',
  maxWorkers: 1,
  // test-output/web-e2e.json: the counts `npm test` totals (tools/jest/count-reporter.cjs).
  reporters: ['default', [require.resolve('../../tools/jest/count-reporter.cjs'), { name: 'web-e2e' }]],
};
