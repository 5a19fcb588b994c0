/** Unit tests of the web app: jsdom + React Testing Library, TypeScript through SWC. */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions],
  },
  moduleNameMapper: {
    '^@hirewise/contracts$': '<rootDir>/../../libs/contracts/src/index.ts',
    // Subpath entries (@hirewise/contracts/jobs, ...): a folder's index.ts or a top-level file.
    '^@hirewise/contracts/(.*)$': '<rootDir>/../../libs/contracts/src/$1',
    // The app's own sources: '@/modules/ui/components/Screen' is src/modules/ui/components/Screen.
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|less|scss|svg|png|jpg)$': '<rootDir>/test/file-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  testTimeout: 20000,
  // Two files at a time (jest's default on two cores is one worker, which left a core idle: 388 s for 84 files).
  maxWorkers: 2,
  clearMocks: true,
  restoreMocks: true,
  // test-output/web.json: the counts `npm test` totals (tools/jest/count-reporter.cjs).
  reporters: ['default', [require.resolve('../../tools/jest/count-reporter.cjs'), { name: 'web' }]],
};
