/** @hirewise/contracts/applications: applications, ratings and interviews: schemas, texts, message patterns (a subpath entry: import only what a screen needs; libs/contracts/package.json exports). */
export * from './application.schemas';
export * from './application.texts';
export * from './application.messages';
export * from './interview.schemas';
export * from './interview.texts';
export * from './interview-session.schemas';
