/** @hirewise/contracts/saved-searches: saved searches and job alerts (a subpath entry). */
export * from './saved-search.schemas';
export * from './saved-searches.errors';
