import { aJob } from '@/test-utils/fixtures';
import { formatDuration, formatSalary, isExpired, openJobs, remainingPositions } from '../job-format';

describe('job formatting', () => {
  it('shows the salary in rupees per month with Indian digit grouping', () => {
    expect(formatSalary(0)).toBe('₹0 per month');
    expect(formatSalary(50000)).toBe('₹50,000 per month');
    expect(formatSalary(150000)).toBe('₹1,50,000 per month');
  });

  it('shows the duration as "N month", or Flexible for 0', () => {
    expect(formatDuration(0)).toBe('Flexible');
    expect(formatDuration(1)).toBe('1 month');
    expect(formatDuration(6)).toBe('6 month');
  });

  it('counts the positions still open, never below 0', () => {
    expect(remainingPositions({ maxPositions: 30, acceptedCandidates: 2 })).toBe(28);
    expect(remainingPositions({ maxPositions: 1, acceptedCandidates: 3 })).toBe(0);
  });
});

describe('expired jobs', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const open = aJob({ _id: 'open', deadline: '2026-05-01T12:00:01Z' });
  const closed = aJob({ _id: 'closed', deadline: '2026-05-01T11:59:59Z' });
  const atDeadline = aJob({ _id: 'now', deadline: '2026-05-01T12:00:00Z' });

  it('counts a job as expired once its deadline has come', () => {
    expect(isExpired(open, now)).toBe(false);
    expect(isExpired(closed, now)).toBe(true);
    expect(isExpired(atDeadline, now)).toBe(true);
  });

  it('keeps only open jobs, in their order', () => {
    expect(openJobs([closed, open, atDeadline], now).map((job) => job._id)).toEqual(['open']);
  });
});
