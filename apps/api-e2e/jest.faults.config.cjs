/**
 * The fault suite alone, after the rest of api-e2e (its e2e target runs both): a RabbitMQ node and a
 * service are killed under a timed write load, and what it checks (no request past its timeout,
 * every answer a documented one) should not depend on another suite's stack sharing the two cores.
 */
const main = require('./jest.config.cjs');
const { FAULT_SUITES } = require('./fault-suites.cjs');

module.exports = {
  ...main,
  displayName: 'api-e2e (faults)',
  testMatch: FAULT_SUITES,
  testPathIgnorePatterns: [],
  maxWorkers: 1,
  // test-output/api-e2e.faults.json: `npm test` adds it to api-e2e's counts.
  reporters: ['default', [require.resolve('../../tools/jest/count-reporter.cjs'), { name: 'api-e2e.faults' }]],
};
