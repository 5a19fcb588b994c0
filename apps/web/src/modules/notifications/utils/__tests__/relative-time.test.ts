import { formatRelativeTime } from '../relative-time';

const NOW = Date.parse('2026-05-20T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE + 30_000, '5 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [3 * HOUR, '3 hours ago'],
    [DAY, 'yesterday'],
    [3 * DAY, '3 days ago'],
    [8 * DAY, 'last week'],
    [15 * DAY, '2 weeks ago'],
    [45 * DAY, 'last month'],
    [400 * DAY, 'last year'],
    [800 * DAY, '2 years ago'],
  ])('%i ms ago reads %p', (elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(text);
  });

  it('reads a time ahead of this clock as just now, and an unreadable one as nothing', () => {
    expect(formatRelativeTime(new Date(NOW + 10 * MINUTE).toISOString(), NOW)).toBe('just now');
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});
