import type { Application, HumanInterviewRequest } from '@hirewise/contracts';
import type { HumanInterviewRequestRow } from '../fairness/accountability.table';
import type { ListedRow, OutcomeRow } from './application.queries';

export const toHumanInterviewRequest = (row: HumanInterviewRequestRow): HumanInterviewRequest => ({
  requestedAt: row.requestedAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

/** Who reads the list: a rejection's reason is the applicant's only when the recruiter shared it. */
export type Viewer = 'applicant' | 'recruiter';

/** `cancelledFor` and `rejection` of an application, from its latest cancellation or rejection. */
export function outcomeFields(status: Application['status'], outcome: OutcomeRow | undefined, viewer: Viewer): Pick<Application, 'cancelledFor' | 'rejection'> {
  if (!outcome || outcome.toStatus !== status) return {};
  if (status === 'cancelled' && outcome.causeJobId) return { cancelledFor: { jobId: outcome.causeJobId, title: outcome.causeJobTitle ?? '' } };
  const hasReason = (outcome.reasonCodes?.length ?? 0) > 0 || (outcome.reasonText ?? '') !== '';
  if (status === 'rejected' && hasReason && (viewer === 'recruiter' || outcome.reasonShared)) {
    return { rejection: { reasons: outcome.reasonCodes ?? [], text: outcome.reasonText ?? '', shared: outcome.reasonShared } };
  }
  return {};
}

/** The contracts' Application JSON: `_id`, ISO dates, the job, recruiter and applicant as copied here. */
export function toApplication({ application: a, job, applicant, recruiterName, humanInterview }: ListedRow, outcome?: OutcomeRow, viewer: Viewer = 'applicant'): Application {
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
    ...outcomeFields(a.status, outcome, viewer),
    humanInterviewRequest: humanInterview ? toHumanInterviewRequest(humanInterview) : null,
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
