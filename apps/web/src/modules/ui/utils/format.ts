/** Dates as the cards show them, in Indian English: '5 Jan 2026', '5 Jan 2026, 6:30 pm'. */
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? DATE.format(date) : '-';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : '-';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local 'YYYY-MM-DDTHH:mm' a datetime-local input holds. */
export function toDateTimeLocal(value: string | Date): string {
  const date = parse(value) ?? new Date();
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
