import { JOB_SEARCH_TOTAL_CAP } from '@hirewise/contracts/constants';

const COUNT = new Intl.NumberFormat('en-IN');

/** The jobs screens' own texts of issue 19 (search, tiles, sharing); the server's come from contracts. */
export const JobTexts = {
  suggestionsLabel: 'Suggestions',
  suggestionKind: { title: 'Job title', skill: 'Skill' },
  remote: 'Remote',
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  bestMatch: 'Best match',
  newestFirst: 'Newest first',
  sortedBy: 'Sorted by',
  location: 'Location',
  locationHelper: 'A city or a country',
  remoteFilter: 'Remote',
  /** "1 job", "24 jobs", or "1,000+ jobs" when the search stopped counting at its cap. */
  resultCount: (total: number, capped: boolean) =>
    capped ? `${COUNT.format(Math.max(total, JOB_SEARCH_TOTAL_CAP))}+ jobs` : `${COUNT.format(total)} ${total === 1 ? 'job' : 'jobs'}`,
} as const;
