import { initialJobFormValues, jobUpdateValues, validateJobForm, validateJobUpdate, type JobFormValues } from '../job-form';
import { toDateTimeLocal } from '@/modules/ui/utils/format';

const now = new Date('2026-05-01T09:30:00');

function values(patch: Partial<JobFormValues> = {}): JobFormValues {
  return { ...initialJobFormValues(new Date()), title: 'Data Analyst', ...patch };
}

describe('add-job defaults (spec section 9)', () => {
  it('starts with Full Time, Flexible, salary 0, 100 applicants, 30 positions, 5 questions, no interview', () => {
    expect(initialJobFormValues(now)).toEqual({
      title: '',
      jobType: 'Full Time',
      duration: '0',
      salary: '0',
      skillsets: [],
      deadline: '2026-05-11T09:30',
      maxApplicants: '100',
      maxPositions: '30',
      interviewQuestions: '5',
      requiresInterview: false,
    });
  });
});

describe('validateJobForm (createJobSchema)', () => {
  it('gives the request with numbers and a deadline date', () => {
    const deadline = new Date(Date.now() + 3 * 86_400_000);
    const result = validateJobForm(values({ salary: '45000', duration: '6', deadline: toDateTimeLocal(deadline), skillsets: ['SQL'], requiresInterview: true }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      title: 'Data Analyst',
      jobType: 'Full Time',
      salary: 45000,
      duration: 6,
      maxApplicants: 100,
      maxPositions: 30,
      interviewQuestions: 5,
      requiresInterview: true,
      skillsets: ['SQL'],
    });
    expect(result.data.deadline).toBeInstanceOf(Date);
    expect(Math.abs(result.data.deadline.getTime() - deadline.getTime())).toBeLessThan(60_000);
  });

  it('names each wrong field with the contracts message', () => {
    const result = validateJobForm(values({ title: '  ', salary: '-1', maxApplicants: '0', maxPositions: '0' }));
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        salary: 'Salary cannot be negative',
        maxApplicants: 'Maximum number of applicants must be at least 1',
        maxPositions: 'Positions available must be at least 1',
      },
    });
  });

  it('refuses a deadline in the past or an empty one', () => {
    expect(validateJobForm(values({ deadline: '2020-01-01T10:00' }))).toEqual({ ok: false, errors: { deadline: 'Deadline must be in the future' } });
    expect(validateJobForm(values({ deadline: '' }))).toMatchObject({ ok: false, errors: { deadline: 'Deadline must be a date' } });
  });
});

describe('validateJobUpdate', () => {
  const job = { deadline: '2026-06-01T10:00:00.000Z', maxApplicants: 10, maxPositions: 2 };

  it('fills the dialog from the job', () => {
    expect(jobUpdateValues(job)).toEqual({ deadline: toDateTimeLocal(job.deadline), maxApplicants: '10', maxPositions: '2' });
  });

  it('requires at least 1 applicant and 1 position', () => {
    expect(validateJobUpdate({ ...jobUpdateValues(job), maxApplicants: '0', maxPositions: '' })).toEqual({
      ok: false,
      errors: { maxApplicants: 'Maximum number of applicants must be at least 1', maxPositions: 'Positions available must be at least 1' },
    });
  });

  it('gives the three changed fields', () => {
    const result = validateJobUpdate({ deadline: '2026-07-01T18:00', maxApplicants: '12', maxPositions: '3' });
    expect(result).toEqual({ ok: true, data: { deadline: new Date('2026-07-01T18:00'), maxApplicants: 12, maxPositions: 3 } });
  });
});
