/** Unit tests of libs and server apps: no database server, no broker. */
const shared = require('./swc-transform.cjs');

module.exports = {
  rootDir: '../..',
  displayName: 'unit',
  testEnvironment: 'node',
  ...shared,
  testMatch: ['<rootDir>/libs/**/__tests__/**/*.spec.ts', '<rootDir>/apps/!(web|web-e2e|api-e2e)/src/**/__tests__/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.int\\.spec\\.ts$'],
};
