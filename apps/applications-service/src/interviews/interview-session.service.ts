import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  InterviewTexts,
  type Caller,
  type InterviewAnswerInput,
  type InterviewAnswerView,
  type InterviewQuestionView,
} from '@hirewise/contracts';
import { DATABASE, DomainError } from '@hirewise/server-kit';
import type { Db } from '../db';
import type { ApplicationRow } from '../applications/application.table';
import { ReadThrough } from '../projections/read-through.service';
import type { JobProjectionRow } from '../projections/projection.table';
import { InterviewAccess } from './interview-access';
import { InterviewAi, type DrawnQuestion } from './interview-ai';
import { interviewQuestions, interviewSessions, type InterviewQuestionRow, type InterviewSessionRow } from './interview-result.table';
import { QuestionOrder } from './question-order';
import { referenceOverlap, withholdReference } from './reference-overlap';

/** How many question numbers to try when the AI gives a question this interview already asked. */
const DRAW_ATTEMPTS = 4;
/**
 * Another number is tried only while the draw has taken less than this: a fast engine (the local one)
 * gets its retries, a slow LLM does not keep the applicant (and the gateway, which waits
 * AI_TIMEOUT_MS + 10 s) waiting; the default question is asked instead.
 */
const RETRY_BUDGET_MS = 3000;

/**
 * The interview the applications service runs (issue 15, item 5): it draws the candidate's
 * questions from the AI service, keeps their expected answers, and evaluates each answer itself.
 * The applicant gets questions and evaluations without any expected answer or its key points.
 */
@Injectable()
export class InterviewSessionService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly access: InterviewAccess,
    private readonly readThrough: ReadThrough,
    private readonly ai: InterviewAi,
  ) {}

  /**
   * The current question: the one asked and not answered yet, or the next one, drawn now. Asking
   * again (a retry, a reload) gives the same question. 409 once every question is answered.
   */
  async nextQuestion(caller: Caller, applicationId: string): Promise<InterviewQuestionView> {
    const { app } = await this.access.interviewable(caller, applicationId);
    const job = await this.readThrough.job(app.jobId);
    const session = await this.ensureSession(app, job);
    const rows = await this.questionsOf(app.id);
    const answered = rows.filter((r) => r.answeredAt).length;
    const open = rows.find((r) => !r.answeredAt);
    if (open) return questionView(open, session.total, answered);
    if (rows.length >= session.total) throw new DomainError('INTERVIEW_ALL_ANSWERED', InterviewTexts.allAnswered(session.total));

    const position = rows.length;
    const drawn = await this.draw(app.id, job, position, rows.map((r) => r.question));
    const [inserted] = await this.db
      .insert(interviewQuestions)
      .values({
        applicationId: app.id,
        applicantId: app.applicantId,
        position,
        questionNumber: drawn.number,
        question: drawn.question,
        expectedAnswer: drawn.expectedAnswer,
        difficulty: drawn.difficulty,
        focusArea: drawn.focusArea,
        questionSource: drawn.source,
        questionEngine: drawn.engine,
      })
      .onConflictDoNothing({ target: [interviewQuestions.applicationId, interviewQuestions.position] })
      .returning();
    // A parallel call drew this position first: both answer its question.
    const row = inserted ?? (await this.questionsOf(app.id)).find((r) => r.position === position);
    if (!row) throw new DomainError('CONFLICT', InterviewTexts.questionNotFound);
    return questionView(row, session.total, row.answeredAt ? answered + 1 : answered);
  }

  /**
   * The applicant's answer to an asked question, evaluated by the AI service against the expected
   * answer kept here; the score, feedback, evidence and provenance are stored. One answer per
   * question. When the AI service cannot evaluate it nothing is stored (503) and it may be sent again.
   */
  async answer(caller: Caller, applicationId: string, input: InterviewAnswerInput): Promise<InterviewAnswerView> {
    const { app } = await this.access.interviewable(caller, applicationId);
    const [session] = await this.db.select().from(interviewSessions).where(eq(interviewSessions.applicationId, app.id)).limit(1);
    const [question] = await this.db
      .select()
      .from(interviewQuestions)
      .where(and(eq(interviewQuestions.id, input.questionId), eq(interviewQuestions.applicationId, app.id)))
      .limit(1);
    if (!session || !question) throw new DomainError('INTERVIEW_QUESTION_NOT_FOUND', InterviewTexts.questionNotFound);
    if (question.answeredAt) throw new DomainError('INTERVIEW_QUESTION_ANSWERED', InterviewTexts.questionAlreadyAnswered);

    const evaluated = await this.ai.evaluate({ question: question.question, expectedAnswer: question.expectedAnswer, userAnswer: input.answer }, InterviewTexts.evaluationFailed);
    // The feedback goes to the applicant: never with the expected answer in it.
    const evaluation = { ...evaluated, feedback: withholdReference(evaluated.feedback, question.expectedAnswer) };
    const [stored] = await this.db
      .update(interviewQuestions)
      .set({
        answer: input.answer,
        answerMode: input.answerMode,
        score: evaluation.score,
        feedback: evaluation.feedback,
        evidence: evaluation.evidence,
        engine: evaluation.engine,
        evaluationSource: evaluation.source,
        referenceOverlap: referenceOverlap(input.answer, question.expectedAnswer),
        answeredAt: new Date(),
      })
      .where(and(eq(interviewQuestions.id, question.id), isNull(interviewQuestions.answeredAt)))
      .returning();
    if (!stored) throw new DomainError('INTERVIEW_QUESTION_ANSWERED', InterviewTexts.questionAlreadyAnswered);
    const answered = (await this.questionsOf(app.id)).filter((r) => r.answeredAt).length;
    return {
      questionId: stored.id,
      index: stored.position,
      total: session.total,
      answered,
      answer: input.answer,
      answerMode: input.answerMode,
      score: evaluation.score,
      feedback: evaluation.feedback,
    };
  }

  /** The session of an application and its questions in order (for the submission). */
  async sessionOf(db: Db, applicationId: string): Promise<{ session: InterviewSessionRow | undefined; questions: InterviewQuestionRow[] }> {
    const [session] = await db.select().from(interviewSessions).where(eq(interviewSessions.applicationId, applicationId)).limit(1);
    const questions = session ? await this.questionsOf(applicationId, db) : [];
    return { session, questions };
  }

  /** The applicant's account was deleted: their unfinished interviews (answers included) go. */
  async eraseApplicant(applicantId: string): Promise<void> {
    await this.db.delete(interviewSessions).where(eq(interviewSessions.applicantId, applicantId));
  }

  private async ensureSession(app: ApplicationRow, job: JobProjectionRow): Promise<InterviewSessionRow> {
    const total = Math.min(10, Math.max(1, job.interviewQuestions));
    await this.db
      .insert(interviewSessions)
      .values({ applicationId: app.id, jobId: app.jobId, applicantId: app.applicantId, total })
      .onConflictDoNothing({ target: interviewSessions.applicationId });
    const [session] = await this.db.select().from(interviewSessions).where(eq(interviewSessions.applicationId, app.id)).limit(1);
    return session;
  }

  private questionsOf(applicationId: string, db: Db = this.db): Promise<InterviewQuestionRow[]> {
    return db.select().from(interviewQuestions).where(eq(interviewQuestions.applicationId, applicationId)).orderBy(asc(interviewQuestions.position));
  }

  /**
   * The question for `position`: the candidate's question number (question-order.ts) asked of the AI
   * service; a question this interview already asked moves on to the next number (while the draw is
   * quick); when the AI service fails, or keeps repeating itself, the spec's default question about
   * experience with a skill (section 8).
   */
  private async draw(applicationId: string, job: JobProjectionRow, position: number, asked: string[]): Promise<DrawnQuestion & { number: number }> {
    const skills = job.skillsets.map((s) => s.trim()).filter(Boolean);
    const order = new QuestionOrder(applicationId, skills.length);
    const seen = new Set(asked.map(normalized));
    let number = order.numberFor(position);
    const started = Date.now();
    for (let attempt = 0; attempt < DRAW_ATTEMPTS && (attempt === 0 || Date.now() - started < RETRY_BUDGET_MS); attempt += 1) {
      number = order.numberFor(position, attempt);
      const drawn = await this.ai.question({ title: job.title, skills }, number);
      if (!drawn) break;
      if (!seen.has(normalized(drawn.question))) return { ...drawn, number };
    }
    return { ...fallbackQuestion(skills.length ? skills : [job.title], seen), number };
  }
}

/** Spec section 8: a default question about experience with the first skill (the next skill if that one was asked already). */
function fallbackQuestion(skills: string[], seen: Set<string>): DrawnQuestion {
  const skill = skills.find((s) => !seen.has(normalized(InterviewTexts.defaultQuestion(s)))) ?? skills[0];
  return {
    question: InterviewTexts.defaultQuestion(skill),
    expectedAnswer: InterviewTexts.defaultExpectedAnswer(skill),
    difficulty: 'intermediate',
    focusArea: null,
    source: 'fallback',
    engine: null,
  };
}

function normalized(question: string): string {
  return question.trim().replace(/\s+/g, ' ').toLowerCase();
}

function questionView(row: InterviewQuestionRow, total: number, answered: number): InterviewQuestionView {
  return { questionId: row.id, question: row.question, difficulty: row.difficulty, index: row.position, total, answered };
}
