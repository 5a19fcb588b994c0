import { z } from 'zod';
import type { Caller } from '../messages';
import { UUID_PATTERN } from '../common/ids';
import type { AiEngineInfo, AnswerEvidence } from '../ai/ai.schemas';
import type { ScoredBy, ScoreSource } from './interview.texts';

/**
 * Interview results (spec sections 3, 4 and 7). The submission arrives as multipart at the media
 * service (`POST /api/interview-results`, the video streamed to storage); the record is kept by the
 * applications service. Array fields may come as JSON text (multipart) or as arrays.
 */
const MAX_QUESTIONS = 10;
export const ANSWER_MODES = ['voice', 'typed'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];
const jsonArray = <T extends z.ZodType>(item: T, label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(item, { error: `${label} must be a list` }).max(MAX_QUESTIONS, `${label} must have at most ${MAX_QUESTIONS} items`),
  );

const score = z.coerce.number({ error: 'Scores must be numbers' }).min(0, 'Scores must be between 0 and 100').max(100, 'Scores must be between 0 and 100');
const id = (label: string) => z.string({ error: `${label} is required` }).regex(UUID_PATTERN, `${label} is not a valid id`);

/**
 * `POST /api/interview-results` (spec section 3's submission fields). Issue 15: the stored questions,
 * answers and every score come from the interview the applications service ran (its questions,
 * answers and evaluations, see interview-session.schemas.ts). `scores` and `overallScore` are
 * accepted so older clients keep working, and never stored; `questions`, `answers`, `feedback` and
 * `answerModes` are checked for shape and otherwise ignored too.
 */
export const interviewSubmissionSchema = z
  .object({
    jobId: id('Job id'),
    applicationId: id('Application id'),
    questions: jsonArray(z.string().max(10000), 'Questions')
      .refine((a) => a.length >= 1, 'Questions must have at least 1 item')
      .optional(),
    answers: jsonArray(z.string().max(5000), 'Answers').optional(),
    /** Ignored (issue 15): the server computes every score. */
    scores: jsonArray(score, 'Scores').optional(),
    /** Ignored (issue 15): the server computes the overall score. */
    overallScore: score.optional(),
    feedback: jsonArray(z.string().max(5000), 'Feedback').optional(),
    answerModes: jsonArray(z.enum(ANSWER_MODES, { error: 'Answer modes must be voice or typed' }), 'Answer modes').optional(),
  })
  .refine((s) => sameLength([s.questions, s.answers, s.scores]), {
    message: 'Questions, answers and scores must have the same number of items',
  })
  .refine((s) => sameLength([s.questions ?? s.answers ?? s.scores, s.feedback, s.answerModes]), {
    message: 'Feedback and answer modes must have one item per question',
  });
export type InterviewSubmissionRequest = z.input<typeof interviewSubmissionSchema>;
export type InterviewSubmission = z.output<typeof interviewSubmissionSchema>;

/** The lists that are present all have one length. */
function sameLength(lists: (readonly unknown[] | undefined)[]): boolean {
  const lengths = new Set(lists.filter((l) => l !== undefined).map((l) => l.length));
  return lengths.size <= 1;
}

/**
 * `PUT /api/applications/{id}/interview-complete`. Issue 15: it marks completion only; the score is the
 * one the server computed when the results were submitted. `interviewScore` is accepted (the spec's
 * payload) and ignored.
 */
export const interviewCompleteSchema = z.object({
  interviewCompleted: z.literal(true, { error: 'interviewCompleted must be true' }),
  /** Ignored: the application keeps the server's score. */
  interviewScore: score.optional(),
});
export type InterviewCompleteRequest = z.infer<typeof interviewCompleteSchema>;
/** What the completion answers: the score in force (the server's, or the recruiter's override). */
export interface InterviewCompleteReply {
  message: string;
  interviewScore: number | null;
}

/** Why a recording is gone (issue 21): deleted at the applicant's request, or after the retention period (RECORDING_RETENTION_DAYS after the job's deadline). */
export const VIDEO_DELETED_REASONS = ['applicant', 'retention'] as const;
export type VideoDeletedReason = (typeof VIDEO_DELETED_REASONS)[number];

export interface InterviewVideoRef {
  /** The media service's file id (also sent as `videoRecording` for the spec's older name). */
  fileId: string;
  contentType: string;
  size: number;
  fileName: string;
}

export interface InterviewResult {
  _id: string;
  applicationId: string;
  jobId: string;
  questions: string[];
  answers: string[];
  /** Per answer: the server's AI score (issue 15), never a score the client sent. */
  scores: number[];
  /**
   * The score in force: the recruiter's override when there is one, else `aiOverallScore`. The
   * application's `interviewScore` holds the same.
   */
  overallScore: number;
  /** The overall score the server computed: the mean of `scores`, rounded (`overallScoreMethod`). */
  aiOverallScore: number;
  /** Which of the two is in force. */
  scoreSource: ScoreSource;
  /** `server` for results of interviews the server ran; `client` for results stored before issue 15. */
  scoredBy: ScoredBy;
  feedback: string[];
  answerModes: AnswerMode[];
  /** The session's question ids, one per question (empty for results stored before issue 15). */
  questionIds: string[];
  /** Per answer: the engine (provider or local engine), model and engine/prompt version that scored it. */
  engines: AiEngineInfo[];
  /** Provenance of the overall score: how it is computed and the engines of the answer scores it comes from. */
  overallScoreMethod: string;
  overallScoreEngines: AiEngineInfo[];
  /**
   * Per answer: each key point of the expected answer covered, missing or contradicted, with the quote.
   * Only the job's recruiter gets it (the points are the expected answer's); the applicant gets `[]`.
   */
  evidence: AnswerEvidence[][];
  /**
   * Per answer: the share (0-1) of the expected answer's wording it repeats; from
   * REFERENCE_COPY_THRESHOLD the answer is flagged as a possible copy. The job's recruiter only (`[]` for the applicant).
   */
  referenceOverlaps: number[];
  /** The recruiter's review: null until the results are marked reviewed. */
  review: InterviewReview | null;
  /** Every review, oldest first (the job's recruiter only; absent for the applicant and in lists). */
  reviewHistory?: InterviewReview[];
  videoFileId: string | null;
  videoRecording: string | null;
  videoFileName: string | null;
  /** Set when the recording was deleted (the recruiter's dialog says so). */
  videoDeletedAt: string | null;
  /** Why (issue 21): `applicant` (on request) or `retention` (after the retention period); null while kept. */
  videoDeletedReason: VideoDeletedReason | null;
  completedAt: string;
}

/**
 * A recruiter's review of an interview's results (issue 15). `overrideScore` null: the AI score
 * stays in force. The reason and the reviewer are the recruiter's records: the applicant sees that
 * the results were reviewed and which score is in force, not the reason.
 */
export interface InterviewReview {
  reviewedAt: string;
  overrideScore: number | null;
  reason?: string | null;
  reviewedBy?: string;
}

/** `DELETE /api/applications/{id}/interview-results/video`: the applicant has their recording removed. */
export interface DeleteInterviewVideoMessage {
  caller: Caller;
  applicationId: string;
}

/** Media service -> applications service, after the video (if any) is stored. */
export interface SaveInterviewResultMessage {
  caller: Caller;
  submission: InterviewSubmission;
  video: InterviewVideoRef | null;
}
export interface SaveInterviewResultReply {
  success: true;
  message: string;
  _id: string;
  /** The overall score the server computed (issue 15), for the completion call and the summary. */
  overallScore: number;
}

/** Media service -> applications service: may this caller read this applicant's files (resume, interview videos)? */
export interface FileAccessMessage {
  caller: Caller;
  ownerId: string;
  /** An interview recording: besides its applicant, only the recruiter of that interview's job may read it. */
  videoFileId?: string;
}
export interface FileAccessReply {
  allowed: boolean;
}

export interface CompleteInterviewMessage {
  caller: Caller;
  applicationId: string;
  body: unknown;
}
export interface GetInterviewResultMessage {
  caller: Caller;
  applicationId: string;
}
export interface ListInterviewResultsMessage {
  caller: Caller;
}
/** `GET /api/applications/{id}/interview-results`: success false (with the spec's text) when there is none yet. */
export interface InterviewResultReply {
  success: boolean;
  message?: string;
  result?: InterviewResult;
}
export interface InterviewResultsListReply {
  success: true;
  results: InterviewResult[];
}
