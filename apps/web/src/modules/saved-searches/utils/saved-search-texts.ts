/**
 * Texts of the saved-search screens; the server's own messages come from contracts'
 * SavedSearchMessages. No contracts import here: the jobs page (first-load budget) shows the
 * Save search button, and the contracts' saved-search module carries zod schemas.
 */
export const SavedSearchTexts = {
  title: 'Saved searches',
  description: 'Job alerts for the searches you saved on the jobs page.',
  saveButton: 'Save search',
  viewSaved: 'View saved searches',
  dialogTitle: 'Save this search',
  dialogLead: 'Each new job that matches these filters appears in your notifications. We can also email you a summary.',
  nameLabel: 'Name',
  nameHelper: 'Optional: without one, the name is made from the filters.',
  digestLabel: 'Email me',
  save: 'Save',
  saveFailed: 'Could not save the search',
  loading: 'Loading saved searches',
  loadFailed: 'Your saved searches could not be loaded.',
  tryAgain: 'Try again',
  emptyTitle: 'No saved searches yet',
  emptyDescription:
    'Search or filter the jobs, then choose Save search: each new job that matches shows up in your notifications, and we email you a daily or weekly summary if you like.',
  findJobs: 'Find jobs',
  limitNote: (used: number, limit: number) => `You can keep up to ${limit} saved searches; you have ${used}.`,
  newMatches: (count: number) => `${count} new`,
  newMatchesLabel: (count: number) => `${count} new ${count === 1 ? 'job' : 'jobs'} since the last email`,
  lastMatch: 'Last match',
  noMatches: 'No matches yet',
  filtersLabel: 'Filters',
  allJobs: 'All jobs',
  showJobs: 'Show jobs',
  rename: 'Rename',
  renameTitle: 'Rename saved search',
  delete: 'Delete',
  deleteDetail: (name: string) => `${name} will be deleted and its alerts stop.`,
  updateFailed: 'Could not update the saved search',
  deleteFailed: 'Could not delete the saved search',
} as const;
