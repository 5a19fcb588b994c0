/** @hirewise/contracts/media: uploads, streams and file rules (a subpath entry: import only what a screen needs; libs/contracts/package.json exports). */
export * from './media.schemas';
export * from './file-housekeeping';
