import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AnswerMode, Application } from '@hirewise/contracts/applications';
import { INTERVIEW } from '@hirewise/contracts/constants';
import type { Job } from '@hirewise/contracts/jobs';
import { notify } from '../../ui/components/toaster';
import { queryKeys } from '../../api/query-keys';
import { ApiError } from '../../api/api-error';
import { answerQuestion, completeInterview, findMyApplication, getInterviewResults, getJob, nextQuestion, submitInterviewResults } from '../api/interview-api';
import {
  answerProblem,
  completeProblem,
  draftAnswer,
  initialInterviewState,
  interviewReducer,
  summaryOf,
  submissionFields,
  type InterviewState,
} from '../state/interview-machine';
import { InterviewMessages } from '../utils/interview-messages';
import { recognitionConstructor, speak, stopSpeaking, VoiceRecorder } from '../utils/speech-recognition';
import { useMediaDevices } from './use-media-devices';

export type InterviewKind = 'video' | 'audio';

export interface InterviewTarget {
  kind: InterviewKind;
  jobId: string;
  /** Video interviews name the application; audio interviews find the applicant's own for the job. */
  applicationId?: string;
}

/** Loads the job and the application: the state machine's loading -> consent or error. */
async function loadInterview(target: InterviewTarget, signal: AbortSignal): Promise<{ job: Job; application: Application }> {
  let job: Job;
  try {
    job = await getJob(target.jobId, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(InterviewMessages.loadJobFailed);
  }
  let application: Application | null;
  try {
    application = await findMyApplication({ jobId: target.jobId, applicationId: target.applicationId }, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(InterviewMessages.loadInterviewFailed);
  }
  if (!application) throw new Error(target.applicationId ? InterviewMessages.loadInterviewFailed : InterviewMessages.applyFirst);
  if (application.interviewCompleted) throw new Error(InterviewMessages.alreadyCompleted);
  return { job, application };
}

/** The interview screen's logic: the reducer plus speech, camera and the calls. */
export function useInterview(target: InterviewTarget) {
  const [state, dispatch] = useReducer(interviewReducer, initialInterviewState);
  const [job, setJob] = useState<Job | null>(null);
  const [application, setApplication] = useState<Application | null>(null);
  const media = useMediaDevices(target.kind === 'video');
  const queryClient = useQueryClient();
  // The latest state for the speech and timer callbacks, updated before any effect of the commit runs.
  const stateRef = useRef<InterviewState>(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const voice = useRef<VoiceRecorder | null>(null);
  const evaluationTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const video = useRef<Blob | null | undefined>(undefined);
  const RecognitionCtor = useMemo(() => recognitionConstructor(window), []);
  const speechSupported = RecognitionCtor !== null;
  const [ttsProblem, setTtsProblem] = useState<string | null>(null);

  const { kind, jobId, applicationId } = target;
  useEffect(() => {
    const controller = new AbortController();
    loadInterview({ kind, jobId, applicationId }, controller.signal).then(
      (loaded) => {
        setJob(loaded.job);
        setApplication(loaded.application);
        dispatch({ type: 'loaded', totalQuestions: loaded.job.interviewQuestions });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'loadFailed', message: error instanceof Error ? error.message : InterviewMessages.loadInterviewFailed });
      },
    );
    return () => controller.abort();
  }, [kind, jobId, applicationId]);

  useEffect(
    () => () => {
      voice.current?.stop();
      if (evaluationTimer.current) clearTimeout(evaluationTimer.current);
      stopSpeaking(window);
    },
    [],
  );

  /**
   * The server's current question (issue 15): drawn for this candidate on the first ask, the same one
   * on a retry or a reload. 409 means every question is answered already: on to Complete Interview.
   */
  const fetchQuestion = useCallback(async () => {
    if (!application) return;
    dispatch({ type: 'questionRequested' });
    try {
      const question = await nextQuestion(application._id);
      dispatch({ type: 'questionReady', question });
      setTtsProblem(speak(question.question, window));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && stateRef.current.totalQuestions > 0 && /answered/i.test(error.message)) {
        dispatch({ type: 'allAnswered' });
        return;
      }
      dispatch({ type: 'questionFailed', message: error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : InterviewMessages.questionFailed });
    }
  }, [application]);

  const problem = (message: string | null) => dispatch({ type: 'problem', message });

  /** Consent given: the recording of the whole interview starts (video) and the first question is asked. */
  const start = useCallback(() => {
    if (target.kind === 'video') {
      if (!media.stream) {
        problem(media.error ?? InterviewMessages.devicesNotReady);
        return;
      }
      const failed = media.startRecording();
      if (failed) {
        problem(failed);
        return;
      }
    }
    dispatch({ type: 'consentGiven' });
    void fetchQuestion();
  }, [target.kind, media, fetchQuestion]);

  /** The server evaluates the answer against the expected answer it keeps; on failure nothing is stored and the draft stays. */
  const evaluate = useCallback(
    async (mode: AnswerMode) => {
      const current = stateRef.current;
      const issue = answerProblem(current, mode);
      if (issue || !current.current) {
        problem(issue ?? InterviewMessages.emptyAnswer);
        return;
      }
      if (!application) return;
      const answer = draftAnswer(current, mode);
      dispatch({ type: 'evaluationStarted' });
      try {
        const result = await answerQuestion(application._id, { questionId: current.current.questionId, answer, answerMode: mode });
        dispatch({ type: 'evaluated', answer, mode, score: result.score, feedback: result.feedback, answered: result.answered });
      } catch (error) {
        // 4xx other than the empty answer (already answered, interview closed) carry the server's own text.
        const own = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
        dispatch({ type: 'evaluationFailed', message: own });
      }
    },
    [application],
  );

  const startVoice = useCallback(() => {
    if (!RecognitionCtor) {
      problem(InterviewMessages.speechUnsupported);
      return;
    }
    stopSpeaking(window);
    const recorder = new VoiceRecorder(RecognitionCtor, {
      onText: (finalText, interim) => dispatch({ type: 'speechResult', finalText, interim }),
      // Silence after an answer was heard is not a problem worth showing.
      onError: (message) => {
        if (message === InterviewMessages.noSpeechDetected && stateRef.current.transcript !== '') return;
        problem(message);
      },
      onStopped: () => dispatch({ type: 'recordingStopped' }),
    });
    voice.current = recorder;
    if (recorder.start()) dispatch({ type: 'recordingStarted' });
  }, [RecognitionCtor]);

  /** Recording off: recognition stops, and the answer is evaluated INTERVIEW.evaluationDelayMs later (late results arrive meanwhile). */
  const stopVoice = useCallback(() => {
    voice.current?.stop();
    voice.current = null;
    dispatch({ type: 'recordingStopped' });
    evaluationTimer.current = setTimeout(() => {
      evaluationTimer.current = null;
      void evaluate('voice');
    }, INTERVIEW.evaluationDelayMs);
  }, [evaluate]);

  const next = useCallback(() => {
    dispatch({ type: 'nextQuestion' });
    void fetchQuestion();
  }, [fetchQuestion]);

  const complete = useCallback(async () => {
    const current = stateRef.current;
    const issue = completeProblem(current);
    if (issue) {
      problem(issue);
      return;
    }
    if (!job || !application) return;
    dispatch({ type: 'submitting' });
    let score = current.savedScore;
    if (!current.saved) {
      if (video.current === undefined) video.current = target.kind === 'video' ? await media.stopRecording() : null;
      try {
        const saved = await submitInterviewResults(submissionFields(current, { jobId: job._id, applicationId: application._id }), video.current);
        score = saved.overallScore;
        dispatch({ type: 'saved', overallScore: saved.overallScore ?? 0 });
      } catch {
        notify.error(InterviewMessages.saveFailed);
        dispatch({ type: 'submitFailed', message: InterviewMessages.saveFailed });
        return;
      }
    }
    try {
      // The spec's completion call; the server answers with its own score whatever is sent.
      await completeInterview(application._id, score);
    } catch {
      notify.error(InterviewMessages.completeFailed);
      dispatch({ type: 'submitFailed', message: InterviewMessages.completeFailed });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
    notify.success(InterviewMessages.completed);
    // The summary shows what the server stored; this page's own answers if that cannot be read.
    const stored = await getInterviewResults(application._id).catch(() => undefined);
    dispatch({ type: 'completed', summary: summaryOf(stored?.success ? stored.result : undefined, { ...stateRef.current, savedScore: score }) });
  }, [job, application, target.kind, media, queryClient]);

  return {
    state,
    job,
    application,
    media,
    speechSupported,
    ttsProblem,
    start,
    startVoice,
    stopVoice,
    typeAnswer: (text: string) => dispatch({ type: 'typedChanged', text }),
    submitTyped: () => void evaluate('typed'),
    next,
    complete: () => void complete(),
    repeatQuestion: () => state.current && setTtsProblem(speak(state.current.question, window)),
    retryQuestion: () => void fetchQuestion(),
    clearProblem: () => problem(null),
  };
}

export type InterviewController = ReturnType<typeof useInterview>;
