/**
 * '5 minutes ago', 'yesterday', '3 weeks ago': how long ago a notification came, with the
 * browser's Intl.RelativeTimeFormat (no date library). A time in the future (a clock ahead of the
 * server's) reads as 'just now'.
 */
const FORMAT = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

export function formatRelativeTime(value: string, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  if (elapsed < MINUTE) return 'just now';
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return FORMAT.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}
