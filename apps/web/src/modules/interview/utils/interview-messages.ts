/**
 * Every text of the interview screens and the recruiter's results dialog (spec sections 5 and 8,
 * quoted exactly; the texts the spec leaves to us are marked "ours").
 */
export const InterviewMessages = {
  // Loading (spec section 8)
  loadJobFailed: 'Failed to load job details. Please try again.',
  loadInterviewFailed: 'Failed to load interview details. Please try again.',
  // Speech (spec section 8)
  speechUnsupported: 'Speech recognition is not supported in your browser. Please try Chrome or Edge, or type your answer below.',
  noSpeechDetected: 'No speech was detected. Please try again.',
  audioCaptureFailed: 'Audio capture failed. Please check your microphone.',
  microphoneDenied: 'Microphone access was denied. Please allow microphone access.',
  // Camera (spec section 8)
  cameraAccess: 'Could not access your camera or microphone. Please check your browser permissions and refresh the page.',
  devicesNotReady: 'Camera or microphone not ready. Please wait and try again.',
  recordingStartFailed: 'Failed to start video recording. Please refresh the page.',
  recognitionStartFailed: 'Failed to start speech recognition. Please try again.',
  ttsUnsupported: 'Text-to-speech is not supported in your browser.',
  // Validation (spec section 5)
  emptyAnswer: 'Your answer is empty. Please record an answer before proceeding.',
  completeWithoutAnswer: 'Please provide an answer before completing the interview.',
  noSpeech: 'No speech detected. Please try recording again.',
  // Evaluation and saving (spec section 8)
  evaluationFailed: 'Failed to evaluate your answer. Please try again.',
  evaluationFallbackFeedback: "We couldn't evaluate this answer automatically. Please review it yourself.",
  saveFailed: 'Error saving interview results.',
  completeFailed: 'Error completing interview. Please try again.',
  completed: 'Interview completed and saved successfully!',
  // Results dialog (spec sections 2 and 8)
  noResults: 'No interview results found',
  resultsFailed: 'Failed to load interview results',
  resultsTitle: 'Interview Results',
  recordingDeleted: "The recording was deleted at the candidate's request.",
  /** Issue 21: RECORDING_RETENTION_DAYS after the job's deadline; the answers and scores stay. */
  recordingDeletedRetention: 'The recording was deleted after the retention period (a set number of days after the job\'s deadline).',
  awaiting: 'Awaiting Interview',
  viewResults: (score: number, max: number) => `View Interview Results (${score}/${max})`,
  // Ours
  applyFirst: 'You have not applied to this job yet. Please apply first, then take the interview.',
  alreadyCompleted: 'You have already completed this interview.',
  deleteRecordingDetail: 'Your interview recording will be removed from storage. Your answers and scores stay with your application.',
  deleteRecordingFailed: 'Could not delete the recording. Please try again.',
  /** The question could not be fetched from the server at all (the server itself falls back to the spec's default question when the AI fails). */
  questionFailed: 'Failed to load the question. Please try again.',
  /** Shown with the spec's evaluation texts: nothing was stored, the answer can be sent again. */
  evaluationRetry: 'Your answer is kept: send it again.',
  // Results dialog (issue 15: provenance and human review)
  scoreInForceAi: 'AI score',
  scoreInForceRecruiter: "Recruiter's score",
  clientScored: 'These scores were sent by the browser before the server scored interviews itself; they are not verified.',
  reviewSaved: 'Review saved',
  possibleCopy: (percent: number) => `Possible copy: this answer repeats ${percent}% of the reference answer's wording.`,
  reviewFailed: 'Failed to save the review',
} as const;

export type InterviewMessage = Exclude<(typeof InterviewMessages)[keyof typeof InterviewMessages], (...args: never[]) => string>;
