import type { Session } from '../../session/utils/session-store';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * Menu items per role, in the order of spec section 2 (Shell), plus Skill Assessment for
 * applicants and, for recruiters, the Recruiter Agent and the Resume Builder (spec section 1 lists
 * both among what recruiters use; the Shell's list leaves them without a link), and issue 18's
 * Saved searches (applicants) and Webhooks (recruiters).
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
    // Issue 18: the events of the recruiter's jobs sent to their own systems.
    { label: 'Webhooks', to: '/webhooks' },
    { label: 'Profile', to: '/profile' },
    { label: 'Logout', to: '/logout' },
  ],
  applicant: [
    { label: 'Home', to: '/home' },
    { label: 'Applications', to: '/applications' },
    // Issue 18: job alerts for the searches saved on /home.
    { label: 'Saved searches', to: '/saved-searches' },
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

/**
 * The breakpoint from which the bar holds the items in one row; below it the drawer does. Measured
 * in Chromium: eight items (the recruiter's until issue 18) just fit at 1024 px (lg); nine need
 * about 1,120 px, so they wait for xl (1280 px) rather than push the bell off the screen.
 */
export function barBreakpointFor(items: readonly NavItem[]): 'lg' | 'xl' {
  return items.length > 8 ? 'xl' : 'lg';
}
