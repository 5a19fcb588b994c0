/** The AI tools' texts from spec sections 2 and 8, quoted exactly. */
export const AiMessages = {
  learningFailed: 'Failed to generate learning path. Please try again.',
  invalidResponse: 'Invalid response format',
  assessmentStartFailed: 'Failed to start assessment. Please try again.',
  answerEvaluationFailed: 'Sorry, there was an error evaluating your answer. Please try again.',
  recruiterAgentFailed: 'Failed to generate evaluation. Please try again.',
  loading: 'Loading...',
  resumeInvalidForm: 'Invalid form data',
  resumeFailed: 'Failed to create resume',
  resumeServerError: 'Server error occurred',
  resumePlaceholder: 'Fill the form to preview your resume',
  suggestionTitle: 'Recruiter Agent Suggestion',
  suggestionLoading: 'Loading suggestion...',
  suggestionFailed: 'Failed to fetch suggestion.',
  suggestionEmpty: 'No suggestion available.',
} as const;

/** Texts of our own where the spec is silent (docs/web-ai.md). */
export const AiUiMessages = {
  nextQuestionFailed: 'Could not load the next question.',
  resumeTimedOut: 'The resume service did not answer within 15 seconds. Please try again.',
} as const;
