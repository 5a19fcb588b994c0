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
  /** Issue 21, human review before rejection: an AI-scored interview. */
  reviewConfirm: "I reviewed this candidate's interview answers myself, not only the AI's score.",
  reviewConfirmBulk: (scored: number) =>
    `I reviewed the interview answers of the ${scored === 1 ? 'candidate' : `${scored} candidates`} scored by AI myself, not only the AI's scores.`,
  reviewHelp: 'The AI scored this interview. A person has to review it before a rejection; your confirmation is kept with the decision.',
} as const;
