/** Integration tests: real PGlite, PostgreSQL server and RabbitMQ. Files end in .int.spec.ts. */
const shared = require('./swc-transform.cjs');

module.exports = {
  rootDir: '../..',
  displayName: 'integration',
  testEnvironment: 'node',
  ...shared,
  testMatch: ['<rootDir>/libs/**/__tests__/**/*.int.spec.ts', '<rootDir>/apps/**/src/**/__tests__/**/*.int.spec.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
