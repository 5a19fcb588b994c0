import type { Job, JobType } from '@hirewise/contracts';
import { escapeHtml, htmlToText } from './html-text';

/**
 * What the public pages show of a job, with issue 19's content fields read defensively: a jobs
 * service from before them sends none, and the pages must still render (empty = not given).
 */
export interface JobView {
  id: string;
  title: string;
  jobType: JobType;
  salary: number;
  duration: number;
  skills: string[];
  postedAt: Date;
  deadline: Date;
  /** Sanitized HTML, '' when none. */
  descriptionHtml: string;
  city: string;
  country: string;
  remote: boolean;
  /** The company, or the recruiter's name when the company is not given. */
  organization: string;
}

export function jobView(job: Job): JobView {
  const location = job.location ?? { city: '', country: '' };
  return {
    id: job._id,
    title: job.title,
    jobType: job.jobType,
    salary: job.salary,
    duration: job.duration,
    skills: job.skillsets ?? [],
    postedAt: new Date(job.dateOfPosting),
    deadline: new Date(job.deadline),
    descriptionHtml: job.description ?? '',
    city: (location.city ?? '').trim(),
    country: (location.country ?? '').trim(),
    // "Work From Home" is the spec's own remote job type; issue 19's flag marks any type remote.
    remote: job.remote === true || job.jobType === 'Work From Home',
    organization: (job.company ?? '').trim() || job.recruiter?.name || 'Hirewise',
  };
}

/** Open: its deadline has not passed (the jobs service's own rule for the public list). */
export function isOpen(job: Pick<Job, 'deadline'>, now = Date.now()): boolean {
  const deadline = Date.parse(job.deadline);
  return Number.isFinite(deadline) && deadline > now;
}

const rupees = new Intl.NumberFormat('en-IN');

/** One line of facts, for a job without a description (meta description, feeds, JSON-LD). */
export function jobSummary(view: JobView): string {
  const facts = [view.jobType, view.salary > 0 ? `₹${rupees.format(view.salary)} per month` : '', view.duration > 0 ? `${view.duration} month${view.duration === 1 ? '' : 's'}` : 'Flexible duration'];
  const place = view.remote ? 'Remote' : [view.city, view.country].filter(Boolean).join(', ');
  if (place) facts.push(place);
  const skills = view.skills.length ? ` Skills: ${view.skills.join(', ')}.` : '';
  return `${view.title} at ${view.organization}. ${facts.filter(Boolean).join(', ')}.${skills}`;
}

/** The description as plain text, or the summary when there is none. */
export function jobPlainText(view: JobView): string {
  return htmlToText(view.descriptionHtml) || jobSummary(view);
}

/** The description as HTML (allowed by Google in JSON-LD), or the summary as one escaped paragraph. */
export function jobHtml(view: JobView): string {
  return htmlToText(view.descriptionHtml) ? view.descriptionHtml : `<p>${escapeHtml(jobSummary(view))}</p>`;
}

/** "Go Developer at Nimbus Labs": the page's title, and the feeds' item titles. */
export function jobHeadline(view: JobView): string {
  return `${view.title} at ${view.organization}`;
}
