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
      description: '',
      city: '',
      country: '',
      remote: false,
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

  it('sends the description, the place as location { city, country } and the remote flag (issue 19)', () => {
    const result = validateJobForm(values({ description: '<p>Build <strong>APIs</strong></p>', city: ' Pune ', country: 'India', remote: true }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ description: '<p>Build <strong>APIs</strong></p>', location: { city: 'Pune', country: 'India' }, remote: true });
  });

  it('leaves the content empty when none is given (all optional)', () => {
    const result = validateJobForm(values());
    expect(result.ok && result.data).toMatchObject({ description: '', location: { city: '', country: '' }, remote: false });
  });

  it('names City and Country with the contracts messages, not "location"', () => {
    expect(validateJobForm(values({ city: 'Pune <b>', country: 'x'.repeat(101) }))).toEqual({
      ok: false,
      errors: { city: 'City cannot contain < or >', country: 'Country must be at most 100 characters' },
    });
    expect(validateJobForm(values({ description: 'x'.repeat(20_001) }))).toEqual({ ok: false, errors: { description: 'Description must be at most 20000 characters' } });
  });

  it('refuses a deadline in the past or an empty one', () => {
    expect(validateJobForm(values({ deadline: '2020-01-01T10:00' }))).toEqual({ ok: false, errors: { deadline: 'Deadline must be in the future' } });
    expect(validateJobForm(values({ deadline: '' }))).toMatchObject({ ok: false, errors: { deadline: 'Deadline must be a date' } });
  });
});

describe('validateJobUpdate', () => {
  const job = { deadline: '2026-06-01T10:00:00.000Z', maxApplicants: 10, maxPositions: 2 };

  it('fills the dialog from the job, its content empty for a job posted before issue 19', () => {
    expect(jobUpdateValues(job)).toEqual({
      deadline: toDateTimeLocal(job.deadline),
      maxApplicants: '10',
      maxPositions: '2',
      description: '',
      city: '',
      country: '',
      remote: false,
    });
    expect(jobUpdateValues({ ...job, description: '<p>Hi</p>', location: { city: 'Pune', country: 'India' }, remote: true })).toMatchObject({
      description: '<p>Hi</p>',
      city: 'Pune',
      country: 'India',
      remote: true,
    });
  });

  it('requires at least 1 applicant and 1 position', () => {
    expect(validateJobUpdate({ ...jobUpdateValues(job), maxApplicants: '0', maxPositions: '' })).toEqual({
      ok: false,
      errors: { maxApplicants: 'Maximum number of applicants must be at least 1', maxPositions: 'Positions available must be at least 1' },
    });
  });

  it('gives the changed fields with the content', () => {
    const result = validateJobUpdate({ deadline: '2026-07-01T18:00', maxApplicants: '12', maxPositions: '3', description: '<p>Hi</p>', city: 'Pune', country: '', remote: true });
    expect(result).toEqual({
      ok: true,
      data: {
        deadline: new Date('2026-07-01T18:00'),
        maxApplicants: 12,
        maxPositions: 3,
        description: '<p>Hi</p>',
        location: { city: 'Pune', country: '' },
        remote: true,
      },
    });
  });
});
