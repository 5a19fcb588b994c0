import type { JobType } from '@hirewise/contracts';
import { jobHtml, type JobView } from './job-view';

/**
 * The schema.org JobPosting of a job page (JSON-LD), with the fields Google's job search reads:
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */

/**
 * employmentType from the spec's job types. "Work From Home" says where, not how long: it is taken
 * as full time, and the posting is marked remote (jobLocationType TELECOMMUTE) instead.
 */
export const EMPLOYMENT_TYPE: Record<JobType, 'FULL_TIME' | 'PART_TIME'> = {
  'Full Time': 'FULL_TIME',
  'Part Time': 'PART_TIME',
  'Work From Home': 'FULL_TIME',
};

/**
 * The country of an on-site job that gives no location. Google requires a jobLocation for on-site
 * postings; Hirewise's jobs pay in rupees (spec: the currency is the rupee, phones default to
 * India), so India is the one country such a job can be assumed to be in.
 */
export const DEFAULT_JOB_COUNTRY = 'IN';

export interface PostalAddressLd {
  '@type': 'PostalAddress';
  addressLocality?: string;
  addressCountry: string;
}

export interface JobPostingLd {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: 'FULL_TIME' | 'PART_TIME';
  hiringOrganization: { '@type': 'Organization'; name: string };
  jobLocation?: { '@type': 'Place'; address: PostalAddressLd };
  jobLocationType?: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'Country'; name: string };
  baseSalary?: { '@type': 'MonetaryAmount'; currency: 'INR'; value: { '@type': 'QuantitativeValue'; value: number; unitText: 'MONTH' } };
  identifier: { '@type': 'PropertyValue'; name: 'Hirewise'; value: string };
  directApply: boolean;
  url: string;
  skills?: string;
}

/**
 * The JobPosting of one open job. Remote jobs (the remote flag, or "Work From Home") are
 * TELECOMMUTE, with the country applicants must live in when the job gives one; on-site jobs have
 * a Place (city and country, or DEFAULT_JOB_COUNTRY). A salary of 0 (not given) has no baseSalary.
 * directApply: the application happens on this site (after signing in), not elsewhere.
 */
export function toJobPosting(view: JobView, pageUrl: string): JobPostingLd {
  const posting: JobPostingLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: view.title,
    description: jobHtml(view),
    datePosted: view.postedAt.toISOString(),
    validThrough: view.deadline.toISOString(),
    employmentType: EMPLOYMENT_TYPE[view.jobType] ?? 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: view.organization },
    identifier: { '@type': 'PropertyValue', name: 'Hirewise', value: view.id },
    directApply: true,
    url: pageUrl,
  };
  if (view.remote) {
    posting.jobLocationType = 'TELECOMMUTE';
    if (view.country) posting.applicantLocationRequirements = { '@type': 'Country', name: view.country };
  } else {
    posting.jobLocation = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', ...(view.city ? { addressLocality: view.city } : {}), addressCountry: view.country || DEFAULT_JOB_COUNTRY },
    };
  }
  if (view.salary > 0) {
    posting.baseSalary = { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', value: view.salary, unitText: 'MONTH' } };
  }
  if (view.skills.length) posting.skills = view.skills.join(', ');
  return posting;
}
