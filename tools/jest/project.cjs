/**
 * The jest config of one server project or library (`<project>/jest.config.cjs`), the target Nx's
 * jest plugin runs as `nx run <project>:test`: the project's unit tests (`__tests__/*.spec.ts`) and
 * integration tests (`*.int.spec.ts`: real PGlite, PostgreSQL server and RabbitMQ) together.
 * Each run writes `test-output/<project>.json` (counts), which `npm test` totals and Nx caches.
 */
const path = require('node:path');
const shared = require('./swc-transform.cjs');

const workspaceRoot = path.join(__dirname, '../..');

module.exports = function projectJestConfig(projectDir, { name, integration = true, ...overrides }) {
  return {
    rootDir: workspaceRoot,
    displayName: name,
    testEnvironment: 'node',
    ...shared,
    roots: [`<rootDir>/${path.relative(workspaceRoot, projectDir)}`],
    testMatch: ['**/__tests__/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', ...(integration ? [] : ['\\.int\\.spec\\.ts$'])],
    // Integration tests start databases and brokers: a minute each, two files at a time.
    testTimeout: 60000,
    maxWorkers: 2,
    reporters: ['default', [path.join(__dirname, 'count-reporter.cjs'), { name }]],
    ...overrides,
  };
};
