/** @hirewise/contracts/common: text helpers, pagination, ids, zod error formatting (a subpath entry: import only what a screen needs; libs/contracts/package.json exports). */
export * from './text';
export * from './zod-format';
export * from './pagination';
export * from './ids';
