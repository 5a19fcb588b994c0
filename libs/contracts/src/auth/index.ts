/** @hirewise/contracts/auth: account fields, auth schemas and texts, sessions (a subpath entry: import only what a screen needs; libs/contracts/package.json exports). */
export * from './fields';
export * from './auth.schemas';
export * from './sessions';
