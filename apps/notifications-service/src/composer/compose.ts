import {
  REJECTION_REASON_LABELS,
  type ApplicationStatusChangedEvent,
  type InterviewCompletedEvent,
  type NotificationType,
} from '@hirewise/contracts';

/** A notification before it is stored: who gets it and what it says. */
export interface NotificationDraft {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
}

/** What the composer needs to know of a job. */
export interface JobFacts {
  jobId: string;
  title: string;
  recruiterId: string;
  requiresInterview: boolean;
}

/** Links inside the web app (apps/web/src/app/routes.tsx). */
export const Links = {
  applications: '/applications',
  jobApplications: (jobId: string) => `/job/applications/${encodeURIComponent(jobId)}`,
  employees: '/employees',
  interview: (jobId: string, applicationId: string) => `/interview/${encodeURIComponent(jobId)}/${encodeURIComponent(applicationId)}`,
} as const;

const quoted = (title: string) => `“${title}”`;
/** Ends with a full stop unless it already ends a sentence. */
const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/**
 * The notifications one status change causes. Pure: the consumer looks the job (and, for a
 * recruiter's notification, the applicant's name; for a cancellation, the accepted job) up first.
 */
export function composeStatusChange(
  event: ApplicationStatusChangedEvent,
  job: JobFacts,
  context: { applicantName?: string; causeJob?: JobFacts | null } = {},
): NotificationDraft[] {
  const applicant = event.applicantId;
  const title = quoted(job.title);
  switch (event.to) {
    case 'applied':
      if (event.from !== null) return [];
      return [
        {
          userId: applicant,
          type: 'application.received',
          title: `Application sent: ${job.title}`,
          body: `Your application for ${title} was received. We will tell you when the recruiter decides.`,
          link: Links.applications,
        },
        {
          userId: event.recruiterId ?? job.recruiterId,
          type: 'application.new',
          title: `New application: ${job.title}`,
          body: `${context.applicantName ?? 'A candidate'} applied to ${title}.`,
          link: Links.jobApplications(job.jobId),
        },
      ];
    case 'shortlisted':
      return [
        {
          userId: applicant,
          type: 'application.shortlisted',
          title: `Shortlisted: ${job.title}`,
          body: job.requiresInterview
            ? `You were shortlisted for ${title}. The next step is an AI interview: take it when you are ready.`
            : `You were shortlisted for ${title}.`,
          link: job.requiresInterview ? Links.interview(job.jobId, event.applicationId) : Links.applications,
        },
      ];
    case 'rejected': {
      const reason = event.sharedReason;
      const said = reason ? [...reason.reasons.map((r) => REJECTION_REASON_LABELS[r]), reason.text].filter((s) => s.trim() !== '') : [];
      return [
        {
          userId: applicant,
          type: 'application.rejected',
          title: `Application update: ${job.title}`,
          body:
            `Your application for ${title} was not successful.` + (said.length > 0 ? ` The recruiter's reason: ${sentence(said.join('; '))}` : ''),
          link: Links.applications,
        },
      ];
    }
    case 'accepted':
      return [
        {
          userId: applicant,
          type: 'application.accepted',
          title: `Accepted: ${job.title}`,
          body: `Congratulations: you were accepted for ${title}. Your other open applications were withdrawn.`,
          link: Links.applications,
        },
      ];
    case 'cancelled': {
      // The applicant's own doing (an account deleted): nobody to tell.
      if (event.actor === 'applicant') return [];
      const cause = context.causeJob;
      return [
        {
          userId: applicant,
          type: 'application.cancelled',
          title: `Application cancelled: ${job.title}`,
          body: cause
            ? `Your application for ${title} was cancelled because you accepted an offer for ${quoted(cause.title)}.`
            : `Your application for ${title} was cancelled.`,
          link: Links.applications,
        },
      ];
    }
    case 'finished':
      return [
        {
          userId: applicant,
          type: 'application.finished',
          title: `Job ended: ${job.title}`,
          body: `Your job ${title} has ended. You can rate it from your applications.`,
          link: Links.applications,
        },
      ];
    case 'deleted':
      return [
        {
          userId: applicant,
          type: 'application.closed',
          title: `Job closed: ${job.title}`,
          body: `The recruiter closed ${title}; your application is no longer open.`,
          link: Links.applications,
        },
      ];
    default:
      return [];
  }
}

export function composeInterviewCompleted(event: InterviewCompletedEvent, job: JobFacts, applicantName?: string): NotificationDraft[] {
  const score = event.score === null ? '' : ` Score: ${event.score}/100.`;
  return [
    {
      userId: event.recruiterId,
      type: 'interview.completed',
      title: `Interview completed: ${job.title}`,
      body: `${applicantName ?? 'A candidate'} completed the AI interview for ${quoted(job.title)}.${score} Review the answers before you decide.`,
      link: Links.jobApplications(job.jobId),
    },
  ];
}
