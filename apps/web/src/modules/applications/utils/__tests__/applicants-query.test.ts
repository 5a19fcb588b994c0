import { DEFAULT_APPLICANT_FILTERS, DEFAULT_EMPLOYEE_SORT, buildApplicantsQuery, buildEmployeesQuery } from '../applicants-query';

const page = { page: 1, limit: 12 };

describe('buildApplicantsQuery', () => {
  it('defaults to all statuses, newest application first', () => {
    expect(buildApplicantsQuery('job-1', DEFAULT_APPLICANT_FILTERS, page).toString()).toBe('jobId=job-1&desc=dateOfApplication&page=1&limit=12');
  });

  it('repeats status and sends each sort that is on', () => {
    const query = buildApplicantsQuery(
      'job-1',
      {
        statuses: ['applied', 'shortlisted'],
        sort: {
          'jobApplicant.name': { on: true, descending: false },
          dateOfApplication: { on: false, descending: true },
          'jobApplicant.rating': { on: true, descending: true },
        },
      },
      { page: 2, limit: 12 },
    );
    expect(query.getAll('status')).toEqual(['applied', 'shortlisted']);
    expect(query.getAll('asc')).toEqual(['jobApplicant.name']);
    expect(query.getAll('desc')).toEqual(['jobApplicant.rating']);
    expect(query.get('page')).toBe('2');
  });
});

describe('buildEmployeesQuery', () => {
  it('asks for accepted applications, latest joiner first by default', () => {
    expect(buildEmployeesQuery(DEFAULT_EMPLOYEE_SORT, page).toString()).toBe('status=accepted&desc=dateOfJoining&page=1&limit=12');
  });

  it('sorts by job title ascending when chosen', () => {
    const sort = { ...DEFAULT_EMPLOYEE_SORT, dateOfJoining: { on: false, descending: true }, 'job.title': { on: true, descending: false } };
    expect(buildEmployeesQuery(sort, page).toString()).toBe('status=accepted&asc=job.title&page=1&limit=12');
  });
});
