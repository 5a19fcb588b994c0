export * from './jobs/job.table';
export * from './recruiters/recruiter.table';
export { outbox } from '@hirewise/server-kit';
