import { APPLICATION_STATUSES } from '@hirewise/contracts/domain';
import { STATUS_COLORS, applicantOffers, recruiterActions, statusLabel } from '../status';

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
