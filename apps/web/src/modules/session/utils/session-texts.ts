import type { UserType } from '@hirewise/contracts/domain';

/** What a signed-in user reads on a screen of the other role (spec section 6), and after logout. */
export const RoleTexts: Record<UserType, { title: string; description: string; homeLink: string }> = {
  recruiter: {
    title: 'This page is for recruiters',
    description: 'Posting jobs, reviewing applicants and managing employees are for recruiter accounts. You are signed in as an applicant.',
    homeLink: 'Browse jobs',
  },
  applicant: {
    title: 'This page is for applicants',
    description: 'Applications, interviews, the Learning Agent and the skill assessment are for applicant accounts. You are signed in as a recruiter.',
    homeLink: 'Go to My Jobs',
  },
};

export const LogoutTexts = {
  title: 'You are logged out',
  description: 'Log in again to find jobs, track applications and manage hiring.',
} as const;
