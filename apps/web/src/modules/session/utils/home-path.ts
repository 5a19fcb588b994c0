import type { UserType } from '@hirewise/contracts/domain';

/** Where each role starts: the applicant browses jobs, the recruiter manages their own. */
export const HOME_PATHS: Record<UserType, string> = {
  applicant: '/home',
  recruiter: '/myjobs',
};

export function homePathFor(type: UserType): string {
  return HOME_PATHS[type];
}
