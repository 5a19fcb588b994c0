import type { NavItem } from './nav-items';

export interface FooterGroup {
  title: string;
  links: NavItem[];
}

/** The footer links of spec section 2, grouped for reading. */
export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Job seekers',
    links: [
      { label: 'Jobs', to: '/jobs' },
      { label: 'Resume Builder', to: '/resume-builder' },
      { label: 'Career Tips', to: '/career-tips' },
    ],
  },
  {
    title: 'Employers',
    links: [
      { label: 'Post a Job', to: '/post-job' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Support', to: '/support' },
      { label: 'Contact', to: '/contact' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about-us' },
      { label: 'Careers', to: '/careers' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
];
