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
  awaiting: 'Awaiting Interview',
  viewResults: (score: number, max: number) => `View Interview Results (${score}/${max})`,
  // Ours
  applyFirst: 'You have not applied to this job yet. Please apply first, then take the interview.',
  alreadyCompleted: 'You have already completed this interview.',
  deleteRecordingDetail: 'Your interview recording will be removed from storage. Your answers and scores stay with your application.',
  deleteRecordingFailed: 'Could not delete the recording. Please try again.',
  /** The default question when question generation fails (spec section 8: about experience with the first skill). */
  defaultQuestion: (skill: string) => `Can you describe your experience with ${skill}?`,
  defaultExpectedAnswer: (skill: string) => `A clear description of practical experience with ${skill}: projects, responsibilities, challenges and results.`,
} as const;

export type InterviewMessage = Exclude<(typeof InterviewMessages)[keyof typeof InterviewMessages], (...args: never[]) => string>;
