/** @hirewise/contracts/jobs: job schemas, texts and message patterns (a subpath entry: import only what a screen needs; libs/contracts/package.json exports). */
export * from './job.schemas';
export * from './job.messages';
