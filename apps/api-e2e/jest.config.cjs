/** API end-to-end suite: the whole stack as real processes (embedded and server mode), driven over HTTP. */
const shared = require('../../tools/jest/swc-transform.cjs');

module.exports = {
  rootDir: '../..',
  displayName: 'api-e2e',
  testEnvironment: 'node',
  ...shared,
  testMatch: ['<rootDir>/apps/api-e2e/src/**/*.e2e.spec.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
  // test-output/api-e2e.json: the counts `npm test` totals (tools/jest/count-reporter.cjs).
  reporters: ['default', [require.resolve('../../tools/jest/count-reporter.cjs'), { name: 'api-e2e' }]],
};
