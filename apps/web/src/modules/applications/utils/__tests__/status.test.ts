import { APPLICATION_STATUSES } from '@hirewise/contracts/domain';
import { anApplication } from '@/test-utils/fixtures';
import { cancellationText } from '../cancellation';
import { latestByJob } from '../latest-by-job';
import { STATUS_COLORS, applicantOffers, canTakeInterview, isActiveStatus, recruiterActions, statusLabel } from '../status';

describe('status colours', () => {
  it('gives each of the 7 statuses its own colour', () => {
    const colours = APPLICATION_STATUSES.map((status) => STATUS_COLORS[status]);
    expect(colours).toHaveLength(7);
    expect(colours.every((colour) => typeof colour === 'string' && colour !== '')).toBe(true);
    expect(new Set(colours).size).toBe(7);
  });

  it('labels statuses with a capital', () => {
    expect(APPLICATION_STATUSES.map(statusLabel)).toEqual(['Applied', 'Shortlisted', 'Accepted', 'Rejected', 'Deleted', 'Cancelled', 'Finished']);
  });
});

describe('recruiterActions (spec section 4)', () => {
  it('offers Shortlist and Reject for an applied application', () => {
    expect(recruiterActions('applied')).toEqual([
      { label: 'Shortlist', status: 'shortlisted' },
      { label: 'Reject', status: 'rejected' },
    ]);
  });

  it('offers Accept and Reject for a shortlisted one', () => {
    expect(recruiterActions('shortlisted')).toEqual([
      { label: 'Accept', status: 'accepted' },
      { label: 'Reject', status: 'rejected' },
    ]);
  });

  it.each(['rejected', 'accepted', 'cancelled', 'finished', 'deleted'] as const)('offers nothing for %s', (status) => {
    expect(recruiterActions(status)).toEqual([]);
  });
});

describe('applicantOffers', () => {
  it.each([
    ['applied', false, false],
    ['shortlisted', true, false],
    ['accepted', false, true],
    ['finished', false, true],
    ['rejected', false, false],
    ['cancelled', false, false],
    ['deleted', false, false],
  ] as const)('%s: Take Interview %s, Joined On and Rate Job %s', (status, takeInterview, joined) => {
    expect(applicantOffers(status)).toEqual({ takeInterview, joined });
  });
});

describe('canTakeInterview (the applications service\'s rule)', () => {
  it.each([
    ['shortlisted', false, false, true],
    ['shortlisted', false, true, false],
    ['applied', true, false, true],
    ['applied', false, false, false],
    ['applied', true, true, false],
    ['accepted', true, false, false],
    ['rejected', true, false, false],
    ['cancelled', true, false, false],
    ['finished', true, false, false],
  ] as const)('%s, job requires an interview %s, completed %s: %s', (status, requiresInterview, interviewCompleted, expected) => {
    expect(canTakeInterview({ status, interviewCompleted, job: { requiresInterview } })).toBe(expected);
  });
});

describe('isActiveStatus', () => {
  it('holds the job while applied, shortlisted or accepted', () => {
    expect(APPLICATION_STATUSES.filter(isActiveStatus)).toEqual(['applied', 'shortlisted', 'accepted']);
  });
});

describe('latestByJob', () => {
  it('keeps the most recent application of each job', () => {
    const latest = latestByJob([
      anApplication({ _id: 'a', jobId: 'j1', dateOfApplication: '2026-01-01T00:00:00.000Z' }),
      anApplication({ _id: 'b', jobId: 'j1', dateOfApplication: '2026-02-01T00:00:00.000Z' }),
      anApplication({ _id: 'c', jobId: 'j1', dateOfApplication: '2025-12-01T00:00:00.000Z' }),
      anApplication({ _id: 'd', jobId: 'j2' }),
    ]);
    expect([...latest.entries()].map(([jobId, app]) => [jobId, app._id])).toEqual([
      ['j1', 'b'],
      ['j2', 'd'],
    ]);
  });
});

describe('cancellationText', () => {
  it('names the job whose offer the applicant accepted', () => {
    const app = { ...anApplication({ status: 'cancelled' }), cancelledFor: { jobId: 'j9', title: 'Data Analyst' } };
    expect(cancellationText(app)).toBe('Cancelled: you accepted an offer for Data Analyst');
  });

  it('says nothing more than the badge without a reason, or for another status', () => {
    expect(cancellationText(anApplication({ status: 'cancelled' }))).toBeNull();
    expect(cancellationText({ ...anApplication({ status: 'cancelled' }), cancelledFor: null } as never)).toBeNull();
    expect(cancellationText({ ...anApplication({ status: 'rejected' }), cancelledFor: { jobId: 'j9', title: 'Data Analyst' } })).toBeNull();
  });
});
