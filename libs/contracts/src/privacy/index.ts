/** @hirewise/contracts/privacy: account deletion and data export (a subpath entry: import only what a screen needs; libs/contracts/package.json exports). */
export * from './privacy.schemas';
