import { summarizeBulk } from '../utils/bulk-summary';

const names = new Map([
  ['a1', 'Asha Rao'],
  ['a2', 'Ravi Kumar'],
]);

describe('summarizeBulk', () => {
  it('is a success when nothing was refused', () => {
    const summary = summarizeBulk({ changed: 2, results: [{ applicationId: 'a1', outcome: 'changed', status: 'shortlisted' }, { applicationId: 'a2', outcome: 'changed', status: 'shortlisted' }] }, 'shortlisted', names);
    expect(summary).toEqual({ severity: 'success', title: '2 applicants shortlisted', lines: ['Shortlisted: Asha Rao, Ravi Kumar'] });
  });

  it('is an error when everything was refused, with each refusal\'s message, and names an unknown id vaguely', () => {
    const summary = summarizeBulk(
      {
        changed: 0,
        results: [
          { applicationId: 'a1', outcome: 'refused', status: 'accepted', message: 'An application that is accepted cannot become rejected' },
          { applicationId: 'zz', outcome: 'refused', status: null, message: 'Application not found' },
        ],
      },
      'rejected',
      names,
    );
    expect(summary).toEqual({
      severity: 'error',
      title: '0 of 2 applicants rejected',
      lines: ['Refused for Asha Rao: An application that is accepted cannot become rejected', 'Refused for an application: Application not found'],
    });
  });

  it('is a warning when some changed and some were refused', () => {
    const summary = summarizeBulk(
      { changed: 1, results: [{ applicationId: 'a1', outcome: 'changed', status: 'rejected' }, { applicationId: 'a2', outcome: 'refused', status: null }] },
      'rejected',
      names,
    );
    expect(summary.severity).toBe('warning');
    expect(summary.title).toBe('1 of 2 applicants rejected');
    expect(summary.lines).toEqual(['Rejected: Asha Rao', 'Refused for Ravi Kumar: the change is not allowed']);
  });
});
