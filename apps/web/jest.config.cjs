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
    '\\.(css|less|scss|svg|png|jpg)$': '<rootDir>/test/file-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  testTimeout: 20000,
  clearMocks: true,
  restoreMocks: true,
};
