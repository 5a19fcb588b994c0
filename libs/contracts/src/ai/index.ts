/** @hirewise/contracts/ai: the AI operations' request and response schemas (a subpath entry: import only what a screen needs; libs/contracts/package.json exports). */
export * from './ai.schemas';
