import { CURRENCY_SYMBOL, JOB_TYPES, SAVED_SEARCH_NAME_MAX, type JobType, type SavedSearchFilters } from '@hirewise/contracts';
import type { MatchedJob, SavedSearchRow } from './saved-search.table';

/**
 * The filters of a saved search in one canonical form, and what is made from them: the key that
 * refuses the same search twice, the default name, and the /home link that opens the same search.
 * Pure: the service, the matcher and the digest mail all use these.
 */

/**
 * The filters as stored: q trimmed (an empty q is no text filter), the job types once each in the
 * order of JOB_TYPES, and duration 0 dropped (GET /api/jobs reads duration=0 as "any").
 */
export function normalizeFilters(filters: SavedSearchFilters): SavedSearchFilters {
  const q = filters.q?.trim();
  const types = new Set<JobType>(filters.jobType);
  const out: SavedSearchFilters = { jobType: JOB_TYPES.filter((t) => types.has(t)) };
  if (q) out.q = q;
  if (filters.salaryMin !== undefined) out.salaryMin = filters.salaryMin;
  if (filters.salaryMax !== undefined) out.salaryMax = filters.salaryMax;
  if (filters.duration) out.duration = filters.duration;
  return out;
}

/**
 * JSON of the normalized filters, keys sorted, every key present: two searches that find the same
 * jobs have the same key (unique per user). q is lower-cased: the text filter ignores case.
 */
export function filtersKey(filters: SavedSearchFilters): string {
  const f = normalizeFilters(filters);
  return JSON.stringify({
    duration: f.duration ?? null,
    jobType: f.jobType,
    q: f.q?.toLowerCase() ?? null,
    salaryMax: f.salaryMax ?? null,
    salaryMin: f.salaryMin ?? null,
  });
}

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** '₹50,000' (Indian digit grouping, as the web shows salaries: ₹1,50,000). */
export const rupees = (amount: number): string => `${CURRENCY_SYMBOL}${RUPEES.format(amount)}`;

const SEPARATOR = ' · ';
const ELLIPSIS = '…';

/** 'Full Time · ₹50,000 per month · 3 months · posted by Priya Sharma' (a match's notification and its digest line). */
export function jobLine(job: Pick<MatchedJob, 'jobType' | 'salary' | 'duration' | 'recruiterName'>): string {
  const duration = job.duration === 0 ? 'Flexible duration' : `${job.duration} ${job.duration === 1 ? 'month' : 'months'}`;
  return [job.jobType, `${rupees(job.salary)} per month`, duration, `posted by ${job.recruiterName}`].join(SEPARATOR);
}

function salaryPart(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return `${rupees(min)}–${rupees(max)}`;
  if (min !== undefined) return `from ${rupees(min)}`;
  if (max !== undefined) return `up to ${rupees(max)}`;
  return undefined;
}

/**
 * A name for a search saved without one: `"data" · Full Time, Part Time · ₹30,000–₹80,000 · under 3 months`,
 * or `All jobs`. Never longer than SAVED_SEARCH_NAME_MAX: a long text is shortened first (the
 * filters after it say more per character), then the whole.
 */
export function nameFromFilters(filters: SavedSearchFilters): string {
  const f = normalizeFilters(filters);
  const rest = [
    f.jobType.length > 0 ? f.jobType.join(', ') : undefined,
    salaryPart(f.salaryMin, f.salaryMax),
    f.duration ? `under ${f.duration} ${f.duration === 1 ? 'month' : 'months'}` : undefined,
  ].filter((p): p is string => p !== undefined);
  if (!f.q && rest.length === 0) return 'All jobs';
  let name = [f.q === undefined ? undefined : `"${f.q}"`, ...rest].filter((p) => p !== undefined).join(SEPARATOR);
  if (name.length > SAVED_SEARCH_NAME_MAX && f.q !== undefined) {
    const tail = rest.length > 0 ? SEPARATOR + rest.join(SEPARATOR) : '';
    // Room for the text between its quotes, with the ellipsis; at least one character of it.
    const room = Math.max(1, SAVED_SEARCH_NAME_MAX - tail.length - 3);
    name = `"${f.q.slice(0, room).trimEnd()}${ELLIPSIS}"${tail}`;
  }
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}${ELLIPSIS}` : name;
}

/**
 * The web app's /home with the search's filters as the query of GET /api/jobs (jobType repeated),
 * so a link in a notification or a digest opens the same search.
 */
export function searchLink(filters: SavedSearchFilters): string {
  const f = normalizeFilters(filters);
  const params: [string, string][] = [];
  if (f.q) params.push(['q', f.q]);
  for (const t of f.jobType) params.push(['jobType', t]);
  if (f.salaryMin !== undefined) params.push(['salaryMin', String(f.salaryMin)]);
  if (f.salaryMax !== undefined) params.push(['salaryMax', String(f.salaryMax)]);
  if (f.duration) params.push(['duration', String(f.duration)]);
  if (params.length === 0) return '/home';
  // encodeURIComponent (a space is %20): every URL parser reads it back, URLSearchParams included.
  return `/home?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** A stored search's filters, as the API shows them (absent filters left out). */
export function filtersOf(row: Pick<SavedSearchRow, 'q' | 'jobTypes' | 'salaryMin' | 'salaryMax' | 'duration'>): SavedSearchFilters {
  const out: SavedSearchFilters = { jobType: [...row.jobTypes] };
  if (row.q !== null) out.q = row.q;
  if (row.salaryMin !== null) out.salaryMin = row.salaryMin;
  if (row.salaryMax !== null) out.salaryMax = row.salaryMax;
  if (row.duration !== null) out.duration = row.duration;
  return out;
}
