import { toJob, toSnapshot } from '../job.mapper';
import type { JobRecord } from '../job.table';

const row: JobRecord = {
  id: '5f0c8a2d-7b3e-4d6a-8e21-000000000101',
  recruiterId: '0b6f3c2e-1d1a-4c1e-9a51-000000000001',
  recruiterName: 'Priya Sharma',
  title: 'Frontend Developer',
  jobType: 'Part Time',
  salary: 45000,
  duration: 3,
  skillsets: ['React', 'CSS'],
  dateOfPosting: new Date('2026-03-01T10:00:00.000Z'),
  deadline: new Date('2026-04-01T18:30:00.000Z'),
  maxApplicants: 50,
  maxPositions: 4,
  interviewQuestions: 7,
  requiresInterview: true,
  acceptedCandidates: 1,
  activeApplications: 6,
  applicationsSequence: 12,
  rating: -1,
  ratingVersion: 0,
  version: 3,
  description: '<p>Build <strong>screens</strong>.</p>',
  locationCity: 'Pune',
  locationCountry: 'India',
  remote: false,
  companyName: 'Nimbus Labs',
  createdAt: new Date('2026-03-01T10:00:00.000Z'),
  updatedAt: new Date('2026-03-02T10:00:00.000Z'),
};

describe('toJob', () => {
  const expected = {
    _id: row.id,
    userId: row.recruiterId,
    title: 'Frontend Developer',
    jobType: 'Part Time',
    salary: 45000,
    duration: 3,
    skillsets: ['React', 'CSS'],
    dateOfPosting: '2026-03-01T10:00:00.000Z',
    deadline: '2026-04-01T18:30:00.000Z',
    rating: -1,
    recruiter: { name: 'Priya Sharma' },
    requiresInterview: true,
    maxApplicants: 50,
    maxPositions: 4,
    acceptedCandidates: 1,
    activeApplications: 6,
    interviewQuestions: 7,
    description: '<p>Build <strong>screens</strong>.</p>',
    location: { city: 'Pune', country: 'India' },
    remote: false,
    company: 'Nimbus Labs',
  };

  it('answers the contracts Job: _id, the owner as userId, ISO dates, recruiter.name, no bookkeeping', () => {
    expect(toJob(row)).toEqual(expected);
  });

  it('adds highlights only when given (a search with q)', () => {
    const highlights = { title: [[0, 8]] as [number, number][], skillsets: [[], []] };
    expect(toJob(row, highlights)).toEqual({ ...expected, highlights });
    expect('highlights' in toJob(row)).toBe(false);
  });
});

describe('toSnapshot', () => {
  it('carries the fields other services copy and the row version, not the counts they own', () => {
    expect(toSnapshot(row)).toEqual({
      jobId: row.id,
      recruiterId: row.recruiterId,
      recruiterName: 'Priya Sharma',
      title: 'Frontend Developer',
      jobType: 'Part Time',
      salary: 45000,
      duration: 3,
      skillsets: ['React', 'CSS'],
      dateOfPosting: '2026-03-01T10:00:00.000Z',
      deadline: '2026-04-01T18:30:00.000Z',
      maxApplicants: 50,
      maxPositions: 4,
      interviewQuestions: 7,
      requiresInterview: true,
      version: 3,
    });
  });
});
