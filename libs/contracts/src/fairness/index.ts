/** @hirewise/contracts/fairness: voluntary self-identification and the adverse-impact report (issue 21; a subpath entry: libs/contracts/package.json exports). */
export * from './self-identification.schemas';
export * from './adverse-impact.schemas';
export * from './recording-access.schemas';
export * from './accountability.schemas';
