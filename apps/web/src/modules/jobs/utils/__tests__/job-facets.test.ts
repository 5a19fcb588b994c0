import type { JobFacets } from '@hirewise/contracts/jobs';
import { bandText, bandThumbs, durationCount, durationOptions, jobCount, jobTypeCounts, remoteOptions } from '../job-facets';
import { REMOTE_OPTIONS } from '../job-filters';

const facets: JobFacets = {
  total: 9,
  totalCapped: false,
  jobType: [{ value: 'Full Time', count: 1 }],
  duration: [
    { value: 0, count: 2 },
    { value: 2, count: 3 },
    { value: 6, count: 4 },
  ],
  salary: [],
  remote: { remote: 1, onSite: 8 },
};

describe('facet texts', () => {
  it('counts jobs in words', () => {
    expect(jobCount(1)).toBe('1 job');
    expect(jobCount(0)).toBe('0 jobs');
    expect(jobCount(12345)).toBe('12,345 jobs');
    expect(jobCount(1000, true)).toBe('1,000+ jobs');
  });

  it('counts the duration filter as "shorter than N months, flexible always"', () => {
    expect(durationCount(facets, 0)).toBe(9);
    expect(durationCount(facets, 1)).toBe(2);
    expect(durationCount(facets, 3)).toBe(5);
    expect(durationCount(facets, 6)).toBe(5);
    expect(durationCount(facets, 7)).toBe(9);
    expect(durationOptions(undefined).map((o) => o.label)).toEqual(['All', '1', '2', '3', '4', '5', '6', '7']);
    expect(durationOptions(facets)[2]).toEqual({ value: '2', label: '2 (2 jobs)' });
  });

  it('labels job types and remote options, leaving them plain without counts', () => {
    expect(jobTypeCounts(facets)).toEqual({ 'Full Time': '1 job' });
    expect(jobTypeCounts(undefined)).toBeUndefined();
    expect(remoteOptions(facets, REMOTE_OPTIONS).map((o) => o.label)).toEqual(['Any', 'Remote only (1 job)', 'On-site only (8 jobs)']);
    expect(remoteOptions(undefined, REMOTE_OPTIONS)).toBe(REMOTE_OPTIONS);
  });

  it('shows salary bands as the slider does and sets the slider to a band', () => {
    expect(bandText({ min: 25000, max: 50000 })).toBe('₹25k – ₹50k');
    expect(bandText({ min: 100000, max: null })).toBe('₹100k+');
    expect(bandThumbs({ min: 25000, max: 50000 })).toEqual([25, 50]);
    expect(bandThumbs({ min: 100000, max: null })).toEqual([100, 100]);
    expect(bandThumbs({ min: 0, max: 10000 })).toEqual([0, 10]);
  });
});
