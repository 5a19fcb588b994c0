import type { ApplicationHistory, StatusHistoryEntry } from '@hirewise/contracts/applications';
import { byWhom, historyItems } from '../utils/history-items';

const entry = (overrides: Partial<StatusHistoryEntry>): StatusHistoryEntry => ({ from: 'applied', to: 'shortlisted', at: '2026-03-03T10:00:00.000Z', by: 'recruiter', ...overrides });

describe('byWhom', () => {
  it.each([
    ['applicant', 'applicant', 'by you'],
    ['applicant', 'recruiter', 'by the applicant'],
    ['recruiter', 'recruiter', 'by you'],
    ['recruiter', 'applicant', 'by the recruiter'],
    ['interview', 'applicant', 'by Hirewise: after the interview'],
  ] as const)('a change by the %s, seen by the %s: %s', (by, viewer, words) => {
    expect(byWhom(entry({ by }), viewer)).toBe(words);
  });

  it('says which offer cancelled an application, in the viewer\'s words', () => {
    const cancelled = entry({ from: 'applied', to: 'cancelled', by: 'system', cancelledFor: { jobId: 'j9', title: 'Data Analyst' } });
    expect(byWhom(cancelled, 'applicant')).toBe('by Hirewise: you accepted an offer for Data Analyst');
    expect(byWhom(cancelled, 'recruiter')).toBe('by Hirewise: the applicant accepted an offer for Data Analyst');
  });

  it('says the job was closed for a system change to deleted, and just Hirewise otherwise', () => {
    expect(byWhom(entry({ to: 'deleted', by: 'system' }), 'applicant')).toBe('by Hirewise: the job was closed');
    expect(byWhom(entry({ to: 'cancelled', by: 'system' }), 'applicant')).toBe('by Hirewise');
  });
});

describe('historyItems', () => {
  const history: ApplicationHistory = {
    applicationId: 'app-1',
    jobTitle: 'Frontend Engineer',
    interviewCompletedAt: '2026-03-04T09:00:00.000Z',
    entries: [
      entry({ from: null, to: 'applied', at: '2026-03-02T10:00:00.000Z', by: 'applicant' }),
      entry({ from: 'applied', to: 'shortlisted', at: '2026-03-03T10:00:00.000Z' }),
      entry({ from: 'shortlisted', to: 'rejected', at: '2026-03-05T10:00:00.000Z', rejection: { reasons: ['skills', 'salary'], text: ' More Go, please. ', shared: false } }),
    ],
  };

  it('puts the interview where it happened, in its own colour, each status in its colour', () => {
    const items = historyItems(history, 'applicant');
    expect(items.map((i) => [i.title, i.palette, i.by])).toEqual([
      ['Applied', 'blue', 'by you'],
      ['Shortlisted', 'orange', 'by the recruiter'],
      ['Interview completed', 'purple', 'by you'],
      ['Rejected', 'red', 'by the recruiter'],
    ]);
  });

  it('gives the recruiter the reason and whether the candidate sees it', () => {
    const rejected = historyItems(history, 'recruiter').at(-1);
    expect(rejected?.notes).toEqual(['Reason: Skills do not match the role, Salary expectations. More Go, please.', 'Not shared with the candidate']);
  });

  it('leaves the interview out when it was not completed', () => {
    expect(historyItems({ ...history, interviewCompletedAt: null }, 'recruiter').map((i) => i.title)).toEqual(['Applied', 'Shortlisted', 'Rejected']);
  });
});
