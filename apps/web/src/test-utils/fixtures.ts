import type { Application } from '@hirewise/contracts/applications';
import type { Job } from '@hirewise/contracts/jobs';

const DAY = 86_400_000;

/** A job as GET /api/jobs returns it; open for 10 more days unless overridden. */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: '5b1e6a52-0000-4000-8000-000000000001',
    userId: 'r-1',
    title: 'Frontend Engineer',
    jobType: 'Full Time',
    salary: 50000,
    duration: 3,
    skillsets: ['React', 'TypeScript'],
    dateOfPosting: new Date(Date.now() - DAY).toISOString(),
    deadline: new Date(Date.now() + 10 * DAY).toISOString(),
    rating: 4,
    recruiter: { name: 'Priya Sharma' },
    requiresInterview: false,
    maxApplicants: 100,
    maxPositions: 30,
    acceptedCandidates: 2,
    activeApplications: 5,
    interviewQuestions: 5,
    description: '',
    location: { city: '', country: '' },
    remote: false,
    company: '',
    ...overrides,
  };
}

export function anApplication(overrides: Partial<Application> = {}): Application {
  const job = aJob();
  return {
    _id: 'a0000000-0000-4000-8000-000000000001',
    jobId: job._id,
    userId: 'u-1',
    recruiterId: 'r-1',
    status: 'applied',
    sop: 'I love building interfaces.',
    dateOfApplication: '2026-03-02T10:00:00.000Z',
    dateOfJoining: null,
    interviewCompleted: false,
    interviewScore: null,
    job: {
      _id: job._id,
      title: job.title,
      skillsets: job.skillsets,
      jobType: job.jobType,
      salary: job.salary,
      duration: job.duration,
      deadline: job.deadline,
      dateOfPosting: job.dateOfPosting,
      interviewQuestions: job.interviewQuestions,
      requiresInterview: job.requiresInterview,
    },
    recruiter: { name: 'Priya Sharma' },
    jobApplicant: {
      userId: 'c0000000-0000-4000-8000-000000000001',
      name: 'Asha Rao',
      rating: -1,
      profile: '',
      resume: '',
      skills: ['React'],
      education: [{ institutionName: 'IIT Madras', startYear: 2018, endYear: 2022 }],
    },
    ...overrides,
  };
}
