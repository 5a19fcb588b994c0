/** One SWC transform for every jest project: TypeScript with Nest's decorator metadata, and TSX. */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
  moduleNameMapper: {
    '^@hirewise/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@hirewise/contracts/(.*)$': '<rootDir>/libs/contracts/src/$1',
    '^@hirewise/server-kit$': '<rootDir>/libs/server-kit/src/index.ts',
    '^@hirewise/ai-engine$': '<rootDir>/libs/ai-engine/src/index.ts',
    '^@hirewise/testing$': '<rootDir>/libs/testing/src/index.ts',
  },
};
