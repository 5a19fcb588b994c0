/**
 * What a user is told about (issue 18). Each type has a label for the preferences screen; every type
 * is shown in-app, and by email unless the user turned that type's email off.
 */
export const NOTIFICATION_TYPES = [
  'application.received',
  'application.new',
  'application.shortlisted',
  'application.rejected',
  'application.accepted',
  'application.cancelled',
  'application.finished',
  'application.closed',
  'interview.completed',
  'saved-search.match',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Who receives each type: the preferences screen lists only the caller's own. */
export const NOTIFICATION_AUDIENCE: Record<NotificationType, 'applicant' | 'recruiter'> = {
  'application.received': 'applicant',
  'application.new': 'recruiter',
  'application.shortlisted': 'applicant',
  'application.rejected': 'applicant',
  'application.accepted': 'applicant',
  'application.cancelled': 'applicant',
  'application.finished': 'applicant',
  'application.closed': 'applicant',
  'interview.completed': 'recruiter',
  'saved-search.match': 'applicant',
};

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  'application.received': 'My application was received',
  'application.new': 'A candidate applied to my job',
  'application.shortlisted': 'I was shortlisted',
  'application.rejected': 'My application was rejected',
  'application.accepted': 'I was accepted',
  'application.cancelled': 'An application was cancelled',
  'application.finished': 'My job ended',
  'application.closed': 'A job I applied to was closed',
  'interview.completed': 'A candidate completed an interview',
  'saved-search.match': 'New jobs for my saved searches',
};

/** Reasons a recruiter may give for a rejection (stored with the status change; shared only when they choose). */
export const REJECTION_REASONS = ['skills', 'experience', 'position-filled', 'other-candidate', 'availability', 'salary', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  skills: 'Skills do not match the role',
  experience: 'Not enough experience for the role',
  'position-filled': 'The position has been filled',
  'other-candidate': 'Another candidate was a closer fit',
  availability: 'Availability or start date',
  salary: 'Salary expectations',
  other: 'Other',
};
