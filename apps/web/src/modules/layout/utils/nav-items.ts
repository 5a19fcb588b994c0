import type { Session } from '../../session/utils/session-store';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * Menu items per role, in the order of spec section 2 (Shell), plus Skill Assessment for
 * applicants and, for recruiters, the Recruiter Agent and the Resume Builder (spec section 1 lists
 * both among what recruiters use; the Shell's list leaves them without a link).
 */
export const NAV_ITEMS = {
  guest: [
    { label: 'Login', to: '/login' },
    { label: 'Signup', to: '/signup' },
  ],
  recruiter: [
    { label: 'Home', to: '/home' },
    { label: 'Add Jobs', to: '/addjob' },
    { label: 'My Jobs', to: '/myjobs' },
    { label: 'Employees', to: '/employees' },
    { label: 'Recruiter Agent', to: '/recruiter' },
    { label: 'Resume Builder', to: '/resume' },
    { label: 'Profile', to: '/profile' },
    { label: 'Logout', to: '/logout' },
  ],
  applicant: [
    { label: 'Home', to: '/home' },
    { label: 'Applications', to: '/applications' },
    { label: 'Profile', to: '/profile' },
    { label: 'Learning Agent', to: '/candidate' },
    // Not in the spec's list: the assessment bot's route is ours, so its link is too.
    { label: 'Skill Assessment', to: '/assessment' },
    { label: 'Logout', to: '/logout' },
  ],
} as const satisfies Record<string, readonly NavItem[]>;

export function navItemsFor(session: Session | null): readonly NavItem[] {
  if (!session) return NAV_ITEMS.guest;
  return session.type === 'recruiter' ? NAV_ITEMS.recruiter : NAV_ITEMS.applicant;
}
