import { CURRENCY_SYMBOL } from '@hirewise/contracts/constants';
import type { DigestFrequency, SavedSearchFilters } from '@hirewise/contracts/saved-searches';
import { searchFiltersOf, type JobFilters } from '../../jobs/utils/job-filters';

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupees = (amount: number) => `${CURRENCY_SYMBOL}${RUPEES.format(amount)}`;

/** '₹30,000 – ₹50,000', 'From ₹30,000', 'Up to ₹50,000', or null without bounds. */
export function salaryText({ salaryMin, salaryMax }: Pick<SavedSearchFilters, 'salaryMin' | 'salaryMax'>): string | null {
  if (salaryMin !== undefined && salaryMax !== undefined) return `${rupees(salaryMin)} – ${rupees(salaryMax)}`;
  if (salaryMin !== undefined) return `From ${rupees(salaryMin)}`;
  if (salaryMax !== undefined) return `Up to ${rupees(salaryMax)}`;
  return null;
}

/** The duration filter: jobs shorter than this many months (flexible ones always match). */
export function durationText(months: number): string {
  return `Under ${months} ${months === 1 ? 'month' : 'months'}`;
}

/** A search's filters as short texts, in the order of the jobs page: text, types, salary, duration. */
export function searchChips(search: SavedSearchFilters): string[] {
  const chips: string[] = [];
  if (search.q) chips.push(`“${search.q}”`);
  chips.push(...search.jobType);
  const salary = salaryText(search);
  if (salary) chips.push(salary);
  if (search.duration !== undefined && search.duration > 0) chips.push(durationText(search.duration));
  return chips;
}

/** What a search is called when the applicant names it not ("data · Full Time"), or null for no filters at all. */
export function suggestedName(search: SavedSearchFilters): string | null {
  const parts = [search.q, ...search.jobType, salaryText(search), search.duration ? durationText(search.duration) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The POST /api/saved-searches body: the /home filters exactly as the search query sends them, a name only when one is typed. */
export interface SaveSearchBody {
  name?: string;
  filters: SavedSearchFilters;
  digest: DigestFrequency;
}

export function saveSearchBody(filters: JobFilters, name: string, digest: DigestFrequency): SaveSearchBody {
  const trimmed = name.trim();
  return { ...(trimmed === '' ? {} : { name: trimmed }), filters: searchFiltersOf(filters), digest };
}
