export * from './applications/application.table';
export * from './projections/projection.table';
export * from './ratings/rating.table';
export * from './interviews/interview-result.table';
export * from './fairness/self-identification.table';
export * from './fairness/accountability.table';
