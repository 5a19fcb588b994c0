/**
 * API end-to-end suite: the whole stack as real processes (embedded and server mode), driven over HTTP.
 * Two files at a time: a file mostly waits on its stack (replies, events, polls), so two share the
 * two cores well (api-e2e 408 s -> 314 s here). The fault suite is not one of them: it kills a broker
 * and a service under a timed load and runs alone after these (jest.faults.config.cjs).
 */
const shared = require('../../tools/jest/swc-transform.cjs');

const { FAULT_SUITES } = require('./fault-suites.cjs');

module.exports = {
  rootDir: '../..',
  displayName: 'api-e2e',
  testEnvironment: 'node',
  ...shared,
  testMatch: ['<rootDir>/apps/api-e2e/src/**/*.e2e.spec.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
  // A file named on the command line still runs (`npx jest -c apps/api-e2e/jest.config.cjs reliability`): jest ignores only what it finds itself.
  testPathIgnorePatterns: process.argv.some((arg) => /reliability/.test(arg)) ? [] : FAULT_SUITES,
  // test-output/api-e2e.json: the counts `npm test` totals (tools/jest/count-reporter.cjs).
  reporters: ['default', [require.resolve('../../tools/jest/count-reporter.cjs'), { name: 'api-e2e' }]],
};
