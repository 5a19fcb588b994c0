export const USER_TYPES = ['applicant', 'recruiter'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'accepted',
  'rejected',
  'deleted',
  'cancelled',
  'finished',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const SERVICE_NAMES = ['auth', 'jobs', 'applications', 'media', 'ai', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
