import type { CandidateSuggestionInput } from '@hirewise/contracts/ai';
import type { Application } from '@hirewise/contracts/applications';
import type { UserProfile } from '@hirewise/contracts/auth';
import { formatDuration, formatSalary } from '@/modules/jobs/utils/job-format';

export const NO_COMPANY_DESCRIPTION = 'The recruiter has not described the company yet.';

/** The company side: the recruiter's bio (GET /api/user). */
export function companyDescriptionOf(recruiter: UserProfile): string {
  const bio = recruiter.type === 'recruiter' ? recruiter.bio.trim() : '';
  return bio || NO_COMPANY_DESCRIPTION;
}

/**
 * The candidate as the agent reads them: skills, education and statement of purpose. The name (and
 * with it any hint of gender), the photo and the rating are left out on purpose.
 */
export function candidateInfoOf(application: Pick<Application, 'jobApplicant' | 'sop'>): string {
  const { skills, education } = application.jobApplicant;
  const schooling = education.map((row) => `${row.institutionName} (${row.startYear} - ${row.endYear ?? 'Ongoing'})`);
  const sop = application.sop.trim();
  return [
    `Skills: ${skills.length > 0 ? skills.join(', ') : 'none listed'}`,
    `Education: ${schooling.length > 0 ? schooling.join('; ') : 'none listed'}`,
    `Statement of purpose: ${sop || 'Not Submitted'}`,
  ].join('\n');
}

/** The job: title, type, skills, duration and salary. */
export function jobDescriptionOf(job: Application['job']): string {
  return [
    `Title: ${job.title}`,
    `Job type: ${job.jobType}`,
    `Required skills: ${job.skillsets.length > 0 ? job.skillsets.join(', ') : 'none listed'}`,
    `Duration: ${formatDuration(job.duration)}`,
    `Salary: ${formatSalary(job.salary)}`,
  ].join('\n');
}

/** The suggest-candidate request for one application (spec section 3, Candidate suggestion request). */
export function buildSuggestionRequest(recruiter: UserProfile, application: Application): CandidateSuggestionInput {
  return {
    companyDescription: companyDescriptionOf(recruiter),
    candidateInfo: candidateInfoOf(application),
    jobDescription: jobDescriptionOf(application.job),
  };
}
