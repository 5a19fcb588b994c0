/**
 * The delivery suite: deployment files (k8s overlays, compose, Dockerfiles) render and validate,
 * and each image's runtime file set starts on its own. Needs kubectl (kustomize) on PATH and the
 * apps built. `npx jest -c tools/k8s/jest.config.cjs`
 */
const shared = require('../jest/swc-transform.cjs');

module.exports = {
  rootDir: '../..',
  displayName: 'delivery',
  testEnvironment: 'node',
  ...shared,
  testMatch: ['<rootDir>/tools/k8s/__tests__/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
