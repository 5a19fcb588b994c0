import type { Job } from '@hirewise/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A job as the jobs service answers it (issue 19's fields included), open for 30 more days unless told otherwise. */
export function sampleJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'f81d4fae-7dec-41d0-a765-00a0c91e6bf6',
    userId: '0b6f3c2e-1d1a-4c1e-9a51-000000000001',
    title: 'Frontend Developer (React)',
    jobType: 'Full Time',
    salary: 60000,
    duration: 0,
    skillsets: ['React', 'TypeScript'],
    dateOfPosting: new Date(Date.now() - 2 * DAY_MS).toISOString(),
    deadline: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    rating: -1,
    recruiter: { name: 'Priya Sharma' },
    requiresInterview: false,
    maxApplicants: 100,
    maxPositions: 3,
    acceptedCandidates: 0,
    activeApplications: 0,
    interviewQuestions: 5,
    description: '<p>Build <strong>fast</strong> pages &amp; ship them.</p><ul><li>React</li><li>Testing</li></ul>',
    location: { city: 'Bengaluru', country: 'India' },
    remote: false,
    company: 'Nimbus Labs',
    ...overrides,
  };
}

export const expiredJob = (overrides: Partial<Job> = {}) => sampleJob({ deadline: new Date(Date.now() - 1000).toISOString(), ...overrides });

export const uuid = (n: number) => `f81d4fae-7dec-41d0-a765-${String(n).padStart(12, '0')}`;
