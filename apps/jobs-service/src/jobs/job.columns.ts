import { getTableColumns } from 'drizzle-orm';
import { jobs } from './job.table';
import type { JobView } from './job.mapper';

/** What reads select for the API: not the search columns or the event bookkeeping. */
export const viewColumns = {
  id: jobs.id,
  recruiterId: jobs.recruiterId,
  recruiterName: jobs.recruiterName,
  title: jobs.title,
  jobType: jobs.jobType,
  salary: jobs.salary,
  duration: jobs.duration,
  skillsets: jobs.skillsets,
  dateOfPosting: jobs.dateOfPosting,
  deadline: jobs.deadline,
  rating: jobs.rating,
  requiresInterview: jobs.requiresInterview,
  maxApplicants: jobs.maxApplicants,
  maxPositions: jobs.maxPositions,
  acceptedCandidates: jobs.acceptedCandidates,
  activeApplications: jobs.activeApplications,
  interviewQuestions: jobs.interviewQuestions,
  description: jobs.description,
  locationCity: jobs.locationCity,
  locationCountry: jobs.locationCountry,
  remote: jobs.remote,
  companyName: jobs.companyName,
} satisfies Record<keyof JobView, unknown>;

/** The public list's columns: a tile shows no description (and it is stored out of line, migration 0006). */
export const listedColumns = (() => {
  const { description: _description, ...rest } = viewColumns;
  return rest;
})();

/** The whole row but its generated search columns (a tsvector is kilobytes nobody reads back). */
export const recordColumns = (() => {
  const { searchText: _text, searchVector: _vector, ...rest } = getTableColumns(jobs);
  return rest;
})();
