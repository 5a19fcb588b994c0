import type { AiEngineInfo, AiSource } from '../ai/ai.schemas';
import type { InterviewReview } from '../applications/interview.schemas';
import type { ScoredBy } from '../applications/interview.texts';
import type { ApplicationStatus } from '../domain';
import type { Caller } from '../messages';
import type { RejectionReason } from '../notifications/notification.types';
import type { AdverseImpactReport } from './adverse-impact.schemas';

/**
 * Notice, an alternative, human oversight and the audit trail (issue 21, parts 4, 5 and 8;
 * docs/fairness.md): what laws on AI hiring tools ask beyond the reports.
 */

/** Part 4: what the AI interview evaluates, stated before it starts (and kept true: only answer text reaches the AI). */
export const AI_INTERVIEW_NOTICE = {
  evaluated:
    'What the AI evaluates: only the content of your answers, as text. There is no facial, voice or emotion analysis: your video and the sound of your voice are never analysed by any AI.',
  recordingViewers: 'Who sees the recording: you and the recruiter of this job. Every play and download is logged, and you can see the log on your application.',
  alternative: 'You may ask for an interview with a person instead. Asking changes nothing else about your application.',
} as const;

/** Part 4: an applicant's request for a human interview instead of the AI one. */
export interface HumanInterviewRequest {
  requestedAt: string;
  /** When the recruiter marked it handled; null while open. */
  handledAt: string | null;
}

export const AccountabilityMessages = {
  humanInterviewRequested: 'Your request for a human interview has been sent to the recruiter',
  humanInterviewHandled: 'The request for a human interview is marked as handled',
  noHumanInterviewRequest: 'This candidate has not requested a human interview',
  reviewConfirmationRequired: "This candidate's interview was scored by AI: confirm that you reviewed their answers before rejecting them",
  auditRecruitersOnly: 'Only recruiters can export the AI audit of their jobs',
} as const;

export interface HumanInterviewRequestMessage {
  caller: Caller;
  applicationId: string;
}
export type HumanInterviewHandledMessage = HumanInterviewRequestMessage;

export interface HumanInterviewRequestReply {
  message: string;
  request: HumanInterviewRequest;
}

/** Part 8: `GET /api/jobs/{id}/ai-audit`, one JSON file per job. */
export interface AiAuditMessage {
  caller: Caller;
  jobId: string;
}

/** One answer's AI score with where it came from. */
export interface AiAuditAnswer {
  position: number;
  question: string;
  /** `llm`, `local` or `fallback` (the spec's default question). */
  questionSource: AiSource | 'fallback' | null;
  questionEngine: AiEngineInfo | null;
  answerMode: string | null;
  score: number | null;
  /** `llm` (a provider) or `local` (the built-in engine); null for results scored by older browsers. */
  evaluationSource: AiSource | null;
  engine: AiEngineInfo | null;
  referenceOverlap: number | null;
}

export interface AiAuditInterview {
  applicationId: string;
  applicantId: string;
  /** The application's status now. */
  status: ApplicationStatus;
  completedAt: string;
  scoredBy: ScoredBy;
  aiOverallScore: number;
  overallScoreMethod: string;
  overallScoreEngines: AiEngineInfo[];
  /** The score in force: the latest review's override, else the AI's. */
  scoreInForce: number;
  answers: AiAuditAnswer[];
  /** Every review in order, with overrides and their reasons. */
  reviews: InterviewReview[];
  recording: 'kept' | 'deleted-by-applicant' | 'deleted-after-retention' | 'none';
}

/** A recruiter's decision on an application of the job, with its human-review confirmation. */
export interface AiAuditDecision {
  applicationId: string;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  at: string;
  by: string;
  /** A rejection of an AI-scored candidate: the recruiter confirmed reviewing the answers. */
  reviewConfirmed: boolean;
  reasons: RejectionReason[];
  reasonText: string | null;
}

export interface AiAuditHumanInterviewRequest extends HumanInterviewRequest {
  applicationId: string;
  handledBy: string | null;
}

export interface AiAuditExport {
  kind: 'hirewise.ai-audit';
  version: 1;
  generatedAt: string;
  job: { _id: string; title: string; deadline: string; recruiterId: string };
  interviews: AiAuditInterview[];
  decisions: AiAuditDecision[];
  humanInterviewRequests: AiAuditHumanInterviewRequest[];
  adverseImpact: AdverseImpactReport;
}
