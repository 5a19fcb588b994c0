export * from './jobs/job.table';
export * from './recruiters/recruiter.table';
