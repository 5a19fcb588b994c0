import { z } from 'zod';
import type { Caller } from '../messages';
import { UUID_PATTERN } from '../common/ids';

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

export const interviewSubmissionSchema = z
  .object({
    jobId: id('Job id'),
    applicationId: id('Application id'),
    questions: jsonArray(z.string().max(10000), 'Questions').refine((a) => a.length >= 1, 'Questions must have at least 1 item'),
    answers: jsonArray(z.string().max(5000), 'Answers'),
    scores: jsonArray(score, 'Scores'),
    overallScore: score,
    /** The evaluation's feedback per question (optional; empty texts where there was none). */
    feedback: jsonArray(z.string().max(5000), 'Feedback').optional(),
    /** How each answer was given: spoken (speech recognition) or typed. */
    answerModes: jsonArray(z.enum(ANSWER_MODES, { error: 'Answer modes must be voice or typed' }), 'Answer modes').optional(),
  })
  .refine((s) => s.answers.length === s.questions.length && s.scores.length === s.questions.length, {
    message: 'Questions, answers and scores must have the same number of items',
  })
  .refine((s) => (s.feedback?.length ?? s.questions.length) === s.questions.length && (s.answerModes?.length ?? s.questions.length) === s.questions.length, {
    message: 'Feedback and answer modes must have one item per question',
  });
export type InterviewSubmissionRequest = z.input<typeof interviewSubmissionSchema>;
export type InterviewSubmission = z.output<typeof interviewSubmissionSchema>;

/** `PUT /api/applications/{id}/interview-complete`. */
export const interviewCompleteSchema = z.object({
  interviewCompleted: z.literal(true, { error: 'interviewCompleted must be true' }),
  interviewScore: score,
});
export type InterviewCompleteRequest = z.infer<typeof interviewCompleteSchema>;

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
  scores: number[];
  overallScore: number;
  feedback: string[];
  answerModes: AnswerMode[];
  videoFileId: string | null;
  videoRecording: string | null;
  videoFileName: string | null;
  /** Set when the applicant had the recording deleted (the recruiter's dialog says so). */
  videoDeletedAt: string | null;
  completedAt: string;
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
