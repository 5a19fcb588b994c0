/** Texts of the rejection's reason: the recruiter's form and what the applicant is shown. */
export const RejectionTexts = {
  reasonsLabel: 'Reasons (optional)',
  textLabel: 'Anything to add (optional)',
  textCount: (length: number, max: number) => `${length}/${max}`,
  share: 'Share the reason with the candidate',
  shareHelp: 'Off: only you and your team see it.',
  /** On the applicant's card and in the history: the shared reasons and text. */
  note: (parts: readonly string[]) => `Reason: ${parts.join('. ')}`,
  /** In the recruiter's history. */
  shared: 'Shared with the candidate',
  notShared: 'Not shared with the candidate',
} as const;
