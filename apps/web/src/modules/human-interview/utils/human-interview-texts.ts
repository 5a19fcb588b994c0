import { formatDate } from '../../ui/utils/format';

/** Texts of the human-interview alternative (issue 21, part 4). */
export const HumanInterviewTexts = {
  request: 'Request a human interview instead',
  requestedTitle: 'Human interview requested',
  requestedBody: 'The recruiter has your request and will contact you. You can still take the AI interview if you change your mind.',
  myApplications: 'Back to my applications',
  applicantNote: (requestedAt: string, handledAt: string | null) =>
    handledAt
      ? `You asked for a human interview on ${formatDate(requestedAt)}; the recruiter handled it on ${formatDate(handledAt)}.`
      : `You asked for a human interview on ${formatDate(requestedAt)}; the recruiter has not handled it yet.`,
  recruiterBadge: 'Human interview requested',
  recruiterNote: (requestedAt: string, handledAt: string | null) =>
    handledAt ? `Asked on ${formatDate(requestedAt)} for an interview with a person; handled on ${formatDate(handledAt)}.` : `Asked on ${formatDate(requestedAt)} for an interview with a person instead of the AI interview.`,
  markHandled: 'Mark handled',
} as const;
