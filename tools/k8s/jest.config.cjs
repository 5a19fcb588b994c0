/**
 * The delivery suite: deployment files (k8s overlays, compose, Dockerfiles) render and validate,
 * each image's runtime file set starts on its own, and the built web app stays within its
 * first-load JavaScript budget (tools/web-budget). Needs kubectl (kustomize) on PATH and the
 * apps built. `npx jest -c tools/k8s/jest.config.cjs`
 */
const shared = require('../jest/swc-transform.cjs');

module.exports = {
  rootDir: '../..',
  displayName: 'delivery',
  testEnvironment: 'node',
  ...shared,
  // tools/web-budget: the web app's first-load JavaScript budget (issue 8), read from the build.
  testMatch: ['<rootDir>/tools/k8s/__tests__/**/*.spec.ts', '<rootDir>/tools/web-budget/__tests__/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // test-output/delivery.json: the counts `npm test` totals (tools/jest/count-reporter.cjs).
  reporters: ['default', [require.resolve('../jest/count-reporter.cjs'), { name: 'delivery' }]],
};
