import type { AiEngineInfo, InterviewResult, InterviewReview } from '@hirewise/contracts';
import type { InterviewResultRow, InterviewReviewRow } from './interview-result.table';

/**
 * Who reads a result: its applicant, or the job's recruiter. Only the recruiter gets the evidence
 * (its key points are the expected answer's), the review's reason and reviewer, and the review history.
 */
export type ResultViewer = 'applicant' | 'recruiter';

export function toResult(row: InterviewResultRow, viewer: ResultViewer, history?: InterviewReviewRow[]): InterviewResult {
  const overridden = row.overrideScore !== null;
  return {
    _id: row.id,
    applicationId: row.applicationId,
    jobId: row.jobId,
    questions: row.questions,
    answers: row.answers,
    scores: row.scores,
    overallScore: row.overrideScore ?? row.overallScore,
    aiOverallScore: row.overallScore,
    scoreSource: overridden ? 'recruiter' : 'ai',
    scoredBy: row.scoredBy,
    feedback: row.feedback,
    answerModes: row.answerModes,
    questionIds: row.questionIds,
    engines: row.engines,
    overallScoreMethod: row.overallScoreMethod,
    overallScoreEngines: row.overallScoreEngines,
    evidence: viewer === 'recruiter' ? row.evidence : [],
    referenceOverlaps: viewer === 'recruiter' ? row.referenceOverlaps : [],
    review: row.reviewedAt
      ? reviewView({ reviewedAt: row.reviewedAt, overrideScore: row.overrideScore, reason: row.overrideReason, reviewedBy: row.reviewedBy }, viewer)
      : null,
    ...(viewer === 'recruiter' && history ? { reviewHistory: history.map((h) => reviewView({ reviewedAt: h.reviewedAt, overrideScore: h.overrideScore, reason: h.reason, reviewedBy: h.recruiterId }, viewer)) } : {}),
    videoFileId: row.videoFileId,
    videoRecording: row.videoFileId,
    videoFileName: row.videoFileName,
    videoDeletedAt: row.videoDeletedAt?.toISOString() ?? null,
    videoDeletedReason: row.videoDeletedAt ? (row.videoDeletedReason ?? 'applicant') : null,
    completedAt: row.completedAt.toISOString(),
  };
}

function reviewView(
  review: { reviewedAt: Date; overrideScore: number | null; reason: string | null; reviewedBy: string | null },
  viewer: ResultViewer,
): InterviewReview {
  const base = { reviewedAt: review.reviewedAt.toISOString(), overrideScore: review.overrideScore };
  return viewer === 'recruiter' ? { ...base, reason: review.reason, ...(review.reviewedBy ? { reviewedBy: review.reviewedBy } : {}) } : base;
}

/** The distinct engines of the answers an overall score comes from, in first-seen order. */
export function distinctEngines(engines: AiEngineInfo[]): AiEngineInfo[] {
  const seen = new Map<string, AiEngineInfo>();
  for (const e of engines) {
    const key = `${e.name}\u0000${e.version}\u0000${e.model ?? ''}`;
    if (!seen.has(key)) seen.set(key, e);
  }
  return [...seen.values()];
}
