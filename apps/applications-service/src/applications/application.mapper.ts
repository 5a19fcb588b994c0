import type { Application } from '@hirewise/contracts';
import type { ListedRow } from './application.queries';

/** The contracts' Application JSON: `_id`, ISO dates, the job, recruiter and applicant as copied here. */
export function toApplication({ application: a, job, applicant, recruiterName }: ListedRow): Application {
  return {
    _id: a.id,
    jobId: a.jobId,
    userId: a.applicantId,
    recruiterId: a.recruiterId,
    status: a.status,
    sop: a.sop,
    dateOfApplication: a.dateOfApplication.toISOString(),
    dateOfJoining: a.dateOfJoining ? a.dateOfJoining.toISOString() : null,
    interviewCompleted: a.interviewCompleted,
    interviewScore: a.interviewScore,
    job: {
      _id: job.jobId,
      title: job.title,
      skillsets: job.skillsets,
      jobType: job.jobType,
      salary: job.salary,
      duration: job.duration,
      deadline: job.deadline.toISOString(),
      dateOfPosting: job.dateOfPosting.toISOString(),
      interviewQuestions: job.interviewQuestions,
      requiresInterview: job.requiresInterview,
    },
    recruiter: { name: recruiterName ?? job.recruiterName },
    jobApplicant: {
      userId: a.applicantId,
      name: applicant?.name ?? '',
      rating: applicant?.rating ?? -1,
      profile: applicant?.profile ?? '',
      resume: applicant?.resume ?? '',
      skills: applicant?.skills ?? [],
      education: applicant?.education ?? [],
    },
  };
}
