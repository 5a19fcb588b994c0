export * from './jobs/job.table';
export * from './jobs/search/search.tables';
export * from './recruiters/recruiter.table';
