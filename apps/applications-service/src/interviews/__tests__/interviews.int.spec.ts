/**
 * The interview the applications service runs (issue 15) against the real AI service, a process of
 * its own (from its build, @hirewise/testing's startService) listening on its own TCP port as in
 * embedded mode (local engine), on PGlite and PostgreSQL; then the results,
 * completion, review, video deletion and file access.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ApplicationMessages,
  Events,
  InterviewTexts,
  Messages,
  OVERALL_SCORE_METHOD,
  type Caller,
  type InterviewSubmission,
  type InterviewVideoDeletedEvent,
  type UserDeletedEvent, type InterviewCompletedEvent } from '@hirewise/contracts';
import { startService, type ServiceProcess } from '@hirewise/testing';
import { boot, ENGINES, expectDomainError, freePort, type Harness } from '../../__tests__/harness';
import { InterviewService } from '../interview.service';
import { InterviewsController } from '../interviews.controller';
import { FIXTURE_ENGINE, seedAnsweredInterview } from './interview-fixtures';

let ai: ServiceProcess;
let aiPort: string;
beforeAll(async () => {
  ai = await startService('ai', { LOG_LEVEL: 'silent' });
  aiPort = String(ai.tcpPort);
}, 180_000);
afterAll(() => ai?.stop());

const POOR = 'I do not know, sorry.';

describe.each(ENGINES)('the interview the server runs, on %s', (engine) => {
  let h: Harness;
  let api: InterviewsController;
  beforeAll(async () => {
    h = await boot(engine, { AI_TCP_PORT: aiPort });
    api = h.app.get(InterviewsController);
  });
  afterAll(() => h.close());

  async function setup(opts: { interviewQuestions?: number; skillsets?: string[] } = {}) {
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId, title: 'Backend Engineer', skillsets: opts.skillsets ?? ['Node.js', 'SQL'], interviewQuestions: opts.interviewQuestions ?? 3 });
    const applicant = await h.applicant();
    const id = await h.applied(applicant, job.jobId);
    await h.setStatus(owner, id, 'shortlisted');
    return { owner, applicant, jobId: job.jobId, id };
  }

  const expectedAnswers = async (applicationId: string) =>
    (await h.rows<{ expected_answer: string }>(sql`select expected_answer from interview_questions where application_id = ${applicationId} order by position`)).map((r) => r.expected_answer);

  /** Answers every question left with `answerFor(position, expected)`; returns every reply the applicant got. */
  async function takeInterview(caller: Caller, id: string, answerFor: (position: number, expected: string) => string) {
    const replies: unknown[] = [];
    let question = await api.nextQuestion({ caller, applicationId: id });
    for (;;) {
      replies.push(question);
      const expected = (await expectedAnswers(id))[question.index];
      const evaluated = await api.answer({ caller, applicationId: id, body: { questionId: question.questionId, answer: answerFor(question.index, expected), answerMode: 'typed' } });
      replies.push(evaluated);
      if (evaluated.answered >= evaluated.total) return replies;
      question = await api.nextQuestion({ caller, applicationId: id });
    }
  }

  it('draws the questions per candidate, keeps the expected answers, and stores only its own scores whatever the client sends', async () => {
    const { applicant, owner, jobId, id } = await setup({ interviewQuestions: 3 });
    const first = await api.nextQuestion({ caller: applicant, applicationId: id });
    expect(first).toEqual({ questionId: expect.any(String), question: expect.any(String), difficulty: expect.any(String), index: 0, total: 3, answered: 0 });
    // Asking again (a reload) gives the same question; nothing new is drawn.
    expect(await api.nextQuestion({ caller: applicant, applicationId: id })).toEqual(first);
    await expectDomainError(
      api.answer({ caller: applicant, applicationId: id, body: { questionId: randomUUID(), answer: 'Something', answerMode: 'typed' } }),
      'INTERVIEW_QUESTION_NOT_FOUND',
      InterviewTexts.questionNotFound,
    );
    await expectDomainError(api.answer({ caller: applicant, applicationId: id, body: { questionId: first.questionId, answer: '   ', answerMode: 'typed' } }), 'VALIDATION_FAILED', InterviewTexts.emptyAnswer);
    await expectDomainError(
      api.answer({ caller: owner, applicationId: id, body: { questionId: first.questionId, answer: 'Mine', answerMode: 'typed' } }),
      'FORBIDDEN',
      Messages.forbiddenRole('applicant'),
    );
    await expectDomainError(
      api.save({ caller: applicant, submission: { jobId, applicationId: id, scores: [100], overallScore: 100 }, video: null }),
      'INTERVIEW_UNANSWERED_QUESTIONS',
      InterviewTexts.unanswered(0, 3),
    );

    const replies: unknown[] = [first, await api.answer({ caller: applicant, applicationId: id, body: { questionId: first.questionId, answer: POOR, answerMode: 'voice' } })];
    await expectDomainError(
      api.answer({ caller: applicant, applicationId: id, body: { questionId: first.questionId, answer: 'A second try', answerMode: 'typed' } }),
      'INTERVIEW_QUESTION_ANSWERED',
      InterviewTexts.questionAlreadyAnswered,
    );
    replies.push(...(await takeInterview(applicant, id, () => POOR)));
    await expectDomainError(api.nextQuestion({ caller: applicant, applicationId: id }), 'INTERVIEW_ALL_ANSWERED', InterviewTexts.allAnswered(3));

    const questions = await h.rows<{ question: string; score: number; engine: unknown; question_number: number }>(
      sql`select question, score, engine, question_number from interview_questions where application_id = ${id} order by position`,
    );
    expect(new Set(questions.map((q) => q.question)).size).toBe(3);
    for (const q of questions) {
      expect(q.score).toBeLessThanOrEqual(10);
      expect(q.engine).toEqual(expect.objectContaining({ name: expect.any(String), version: expect.any(String) }));
    }

    // The client claims 100 everywhere: stored are the server's own scores of these poor answers.
    const saved = await api.save({
      caller: applicant,
      submission: { jobId, applicationId: id, questions: ['Q1', 'Q2', 'Q3'], answers: ['A', 'B', 'C'], scores: [100, 100, 100], overallScore: 100 },
      video: null,
    });
    const serverScores = questions.map((q) => q.score);
    const overall = Math.round(serverScores.reduce((s, x) => s + x, 0) / 3);
    expect(saved).toEqual({ success: true, message: ApplicationMessages.interviewSaved, _id: expect.any(String), overallScore: overall });
    replies.push(saved);
    expect((await h.mine(applicant)).find((a) => a._id === id)).toMatchObject({ interviewCompleted: true, interviewScore: overall });

    const forRecruiter = (await api.get({ caller: owner, applicationId: id })).result!;
    expect(forRecruiter).toMatchObject({
      questions: questions.map((q) => q.question),
      answers: [POOR, POOR, POOR],
      answerModes: ['voice', 'typed', 'typed'],
      scores: serverScores,
      overallScore: overall,
      aiOverallScore: overall,
      scoreSource: 'ai',
      scoredBy: 'server',
      overallScoreMethod: OVERALL_SCORE_METHOD,
      review: null,
      reviewHistory: [],
    });
    expect(forRecruiter.engines).toEqual(questions.map((q) => q.engine));
    expect(forRecruiter.overallScoreEngines.length).toBeGreaterThanOrEqual(1);
    expect(forRecruiter.evidence).toHaveLength(3);
    expect(forRecruiter.referenceOverlaps).toEqual([0, 0, 0]);

    // Completion cannot set a score: the one sent is ignored and the server's answered.
    const completed = await api.complete({ caller: applicant, applicationId: id, body: { interviewCompleted: true, interviewScore: 100 } });
    expect(completed).toEqual({ message: ApplicationMessages.interviewMarked, interviewScore: overall });
    replies.push(completed);
    expect((await h.mine(applicant)).find((a) => a._id === id)?.interviewScore).toBe(overall);

    const forApplicant = await api.get({ caller: applicant, applicationId: id });
    replies.push(forApplicant, await api.list({ caller: applicant }));
    expect(forApplicant.result).toMatchObject({ scores: serverScores, overallScore: overall, evidence: [] });
    expect(forApplicant.result).not.toHaveProperty('reviewHistory');

    // Nothing the applicant received carries an expected answer or its key points.
    const seen = JSON.stringify(replies);
    expect(seen).not.toMatch(/expectedAnswer|expected_answer|"evidence":\[\{|"point"/);
    for (const expected of await expectedAnswers(id)) expect(seen).not.toContain(expected);
  });

  it('scores a good answer high and a poor one low: the score follows the answer, not the client', async () => {
    const { applicant, owner, jobId, id } = await setup({ interviewQuestions: 1 });
    await takeInterview(applicant, id, (_p, expected) => expected);
    const [good] = await h.rows<{ score: number }>(sql`select score from interview_questions where application_id = ${id}`);
    expect(good.score).toBeGreaterThanOrEqual(60);
    const saved = await api.save({ caller: applicant, submission: { jobId, applicationId: id, scores: [0], overallScore: 0 }, video: null });
    expect(saved.overallScore).toBe(good.score);
    // Pasted from the reference answer (the practice route hands those out): the recruiter sees it flagged.
    expect((await api.get({ caller: owner, applicationId: id })).result?.referenceOverlaps).toEqual([1]);
    expect((await api.get({ caller: applicant, applicationId: id })).result?.referenceOverlaps).toEqual([]);
  });

  it('gives two applicants of one job different question sets, and each the same set again', async () => {
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId, title: 'Full Stack Developer', skillsets: ['JavaScript', 'React', 'SQL'], interviewQuestions: 5 });
    const sets: string[][] = [];
    for (let i = 0; i < 2; i += 1) {
      const applicant = await h.applicant();
      const id = await h.applied(applicant, job.jobId);
      await h.setStatus(owner, id, 'shortlisted');
      await takeInterview(applicant, id, () => POOR);
      const rows = await h.rows<{ question: string }>(sql`select question from interview_questions where application_id = ${id} order by position`);
      sets.push(rows.map((r) => r.question));
    }
    expect(sets[0]).toHaveLength(5);
    expect(new Set(sets[0]).size).toBe(5);
    expect(sets[1]).toHaveLength(5);
    expect([...sets[0]].sort()).not.toEqual([...sets[1]].sort());
  });

  it('lets the job\'s recruiter review the results and override the score with a reason; both scores are kept and shown', async () => {
    const { applicant, owner, jobId, id } = await setup({ interviewQuestions: 1 });
    await expectDomainError(api.review({ caller: owner, applicationId: id, body: {} }), 'INTERVIEW_RESULTS_NOT_FOUND', ApplicationMessages.noInterviewResults);
    await takeInterview(applicant, id, () => POOR);
    const { overallScore: ai } = await api.save({ caller: applicant, submission: { jobId, applicationId: id }, video: null });

    await expectDomainError(api.review({ caller: owner, applicationId: id, body: { overrideScore: 85 } }), 'VALIDATION_FAILED', InterviewTexts.reviewReasonRequired);
    await expectDomainError(api.review({ caller: owner, applicationId: id, body: { overrideScore: 85, reason: '   ' } }), 'VALIDATION_FAILED', InterviewTexts.reviewReasonRequired);
    await expectDomainError(api.review({ caller: owner, applicationId: id, body: { overrideScore: 85, reason: 'x'.repeat(501) } }), 'VALIDATION_FAILED', InterviewTexts.reviewReasonTooLong);
    await expectDomainError(api.review({ caller: owner, applicationId: id, body: { overrideScore: 101, reason: 'Too much' } }), 'VALIDATION_FAILED', InterviewTexts.reviewScoreInvalid);
    await expectDomainError(api.review({ caller: applicant, applicationId: id, body: { overrideScore: 100, reason: 'Me' } }), 'FORBIDDEN', Messages.forbiddenRole('recruiter'));
    await expectDomainError(api.review({ caller: await h.recruiter(), applicationId: id, body: { overrideScore: 100, reason: 'Not mine' } }), 'NOT_YOUR_JOB', InterviewTexts.reviewNotYourJob);
    await expectDomainError(api.review({ caller: owner, applicationId: randomUUID(), body: {} }), 'APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
    expect((await api.get({ caller: owner, applicationId: id })).result).toMatchObject({ overallScore: ai, review: null });

    const reason = 'The answer was spoken with a strong accent and the transcript lost most of it; the recording shows a sound answer.';
    const reviewed = await api.review({ caller: owner, applicationId: id, body: { overrideScore: 85, reason: `  ${reason}  ` } });
    expect(reviewed.message).toBe(InterviewTexts.overridden);
    expect(reviewed.result).toMatchObject({
      overallScore: 85,
      aiOverallScore: ai,
      scoreSource: 'recruiter',
      review: { reviewedAt: expect.any(String), overrideScore: 85, reason, reviewedBy: owner.userId },
      reviewHistory: [{ overrideScore: 85, reason, reviewedBy: owner.userId, reviewedAt: expect.any(String) }],
    });
    expect((await h.mine(applicant)).find((a) => a._id === id)?.interviewScore).toBe(85);
    const seenByApplicant = (await api.get({ caller: applicant, applicationId: id })).result!;
    expect(seenByApplicant).toMatchObject({ overallScore: 85, aiOverallScore: ai, scoreSource: 'recruiter', review: { reviewedAt: expect.any(String), overrideScore: 85 } });
    expect(seenByApplicant.review).not.toHaveProperty('reason');
    expect((await api.list({ caller: owner })).results.find((r) => r.applicationId === id)).toMatchObject({ overallScore: 85, aiOverallScore: ai, scoreSource: 'recruiter' });

    // Marked reviewed without an override: the AI score is in force again; both reviews are kept.
    const cleared = await api.review({ caller: owner, applicationId: id, body: { reason: 'Second look: the AI score stands.' } });
    expect(cleared.message).toBe(InterviewTexts.reviewed);
    expect(cleared.result).toMatchObject({ overallScore: ai, aiOverallScore: ai, scoreSource: 'ai', review: { overrideScore: null } });
    expect(cleared.result.reviewHistory?.map((r) => r.overrideScore)).toEqual([85, null]);
    expect((await h.mine(applicant)).find((a) => a._id === id)?.interviewScore).toBe(ai);
  });

  it('erases a deleted applicant\'s unfinished interview, answers included', async () => {
    const { applicant, id } = await setup({ interviewQuestions: 3 });
    const q = await api.nextQuestion({ caller: applicant, applicationId: id });
    await api.answer({ caller: applicant, applicationId: id, body: { questionId: q.questionId, answer: 'A private answer', answerMode: 'typed' } });
    const deleted: UserDeletedEvent = { userId: applicant.userId, type: 'applicant', deletedAt: new Date().toISOString() };
    await h.dispatch(Events.userDeleted, deleted);
    expect(await h.rows(sql`select count(*)::int as n from interview_questions where applicant_id = ${applicant.userId}`)).toEqual([{ n: 0 }]);
    expect(await h.rows(sql`select count(*)::int as n from interview_sessions where applicant_id = ${applicant.userId}`)).toEqual([{ n: 0 }]);
  });
});

describe.each(ENGINES)('interview results on %s', (engine) => {
  let h: Harness;
  let api: InterviewsController;
  beforeAll(async () => {
    // No AI service listens here: question generation falls back, evaluation is refused.
    h = await boot(engine, { AI_TCP_PORT: String(await freePort()) });
    api = h.app.get(InterviewsController);
  });
  afterAll(() => h.close());

  async function setup(opts: { requiresInterview?: boolean; shortlist?: boolean; interviewQuestions?: number } = {}) {
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId, requiresInterview: opts.requiresInterview ?? false, interviewQuestions: opts.interviewQuestions ?? 3 });
    const applicant = await h.applicant();
    const id = await h.applied(applicant, job.jobId);
    if (opts.shortlist ?? true) await h.setStatus(owner, id, 'shortlisted');
    const answered = [60, 70];
    await seedAnsweredInterview(
      h,
      { applicationId: id, jobId: job.jobId, applicantId: applicant.userId },
      answered.map((score, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}`, score, feedback: i === 0 ? 'Good' : '', mode: i === 0 ? 'voice' : 'typed' })),
    );
    return { owner, applicant, jobId: job.jobId, id };
  }

  const submission = (jobId: string, applicationId: string): InterviewSubmission => ({ jobId, applicationId, scores: [100, 100], overallScore: 100 });
  const save = (caller: Caller, s: InterviewSubmission, video: { fileId: string } | null = null) =>
    api.save({ caller, submission: s, video: video ? { ...video, contentType: 'video/webm', size: 1234, fileName: 'interview.webm' } : null });

  it('saves one result from the stored evaluations, marks the application completed, and refuses a second attempt', async () => {
    const { applicant, owner, jobId, id } = await setup();
    const fileId = `${randomUUID()}.webm`;
    const reply = await save(applicant, submission(jobId, id), { fileId });
    expect(reply).toEqual({ success: true, message: ApplicationMessages.interviewSaved, _id: expect.any(String), overallScore: 65 });
    const mine = (await h.mine(applicant)).find((a) => a._id === id);
    expect(mine).toMatchObject({ interviewCompleted: true, interviewScore: 65 });
    await expectDomainError(save(applicant, submission(jobId, id)), 'INTERVIEW_ALREADY_COMPLETED', ApplicationMessages.interviewAlreadyDone);
    expect(await h.rows(sqlCount(id))).toEqual([{ n: 1 }]);
    // The recruiter is told (issue 18): one interview.completed event, recorded with the result.
    const completed = (await h.outboxEvents<InterviewCompletedEvent>(Events.interviewCompleted)).filter((e) => e.payload.applicationId === id);
    expect(completed.map((e) => e.payload)).toEqual([{ applicationId: id, jobId, applicantId: applicant.userId, recruiterId: owner.userId, score: 65 }]);
    // The history shows when the interview was completed.
    expect((await h.api.history({ caller: owner, applicationId: id })).interviewCompletedAt).toEqual(expect.any(String));

    for (const reader of [applicant, owner]) {
      const read = await api.get({ caller: reader, applicationId: id });
      expect(read).toEqual({
        success: true,
        result: expect.objectContaining({
          _id: reply._id,
          applicationId: id,
          jobId,
          questions: ['Question 1?', 'Question 2?'],
          answers: ['Answer 1', 'Answer 2'],
          scores: [60, 70],
          overallScore: 65,
          aiOverallScore: 65,
          feedback: ['Good', ''],
          answerModes: ['voice', 'typed'],
          engines: [FIXTURE_ENGINE, FIXTURE_ENGINE],
          overallScoreEngines: [FIXTURE_ENGINE],
          videoFileId: fileId,
          videoRecording: fileId,
          videoFileName: 'interview.webm',
          videoDeletedAt: null,
        }),
      });
    }
    const stranger = await h.recruiter();
    await expectDomainError(api.get({ caller: stranger, applicationId: id }), 'INTERVIEW_NOT_YOURS', ApplicationMessages.interviewResultsNotYours);
    expect((await api.list({ caller: owner })).results.map((r) => r.applicationId)).toEqual([id]);
    expect((await api.list({ caller: applicant })).results.map((r) => r.applicationId)).toEqual([id]);
    expect((await api.list({ caller: stranger })).results).toEqual([]);
  });

  it('lets exactly one of several parallel submissions through', async () => {
    const { applicant, jobId, id } = await setup();
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => save(applicant, submission(jobId, id))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await h.rows(sqlCount(id))).toEqual([{ n: 1 }]);
  });

  it('refuses a submission before the interview ran or while questions are unanswered', async () => {
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId, interviewQuestions: 3 });
    const applicant = await h.applicant();
    const id = await h.applied(applicant, job.jobId);
    await h.setStatus(owner, id, 'shortlisted');
    await expectDomainError(save(applicant, submission(job.jobId, id)), 'INTERVIEW_NOT_STARTED', InterviewTexts.notStarted);
    await expectDomainError(
      api.complete({ caller: applicant, applicationId: id, body: { interviewCompleted: true, interviewScore: 100 } }),
      'INTERVIEW_NOT_SUBMITTED',
      InterviewTexts.submitFirst,
    );
    expect((await h.mine(applicant)).find((a) => a._id === id)).toMatchObject({ interviewCompleted: false, interviewScore: null });

    // The AI service is down: the first question is the spec's default one, its evaluation is refused (503) and nothing is stored.
    const q = await api.nextQuestion({ caller: applicant, applicationId: id });
    expect(q).toMatchObject({ question: InterviewTexts.defaultQuestion('Node.js'), index: 0, total: 3, answered: 0 });
    await expectDomainError(
      api.answer({ caller: applicant, applicationId: id, body: { questionId: q.questionId, answer: 'Five years of Node.js services.', answerMode: 'typed' } }),
      'SERVICE_UNAVAILABLE',
      InterviewTexts.evaluationFailed,
    );
    expect(await h.rows(sql`select count(*)::int as n from interview_questions where application_id = ${id} and answered_at is not null`)).toEqual([{ n: 0 }]);
    await expectDomainError(save(applicant, submission(job.jobId, id)), 'INTERVIEW_UNANSWERED_QUESTIONS', InterviewTexts.unanswered(0, 3));
    expect(await h.rows(sqlCount(id))).toEqual([{ n: 0 }]);
  });

  it('opens an interview only to the applicant of a shortlisted application or of a job that requires one', async () => {
    const applied = await setup({ shortlist: false });
    await expectDomainError(save(applied.applicant, submission(applied.jobId, applied.id)), 'INTERVIEW_NOT_OPEN', ApplicationMessages.interviewNotOpen);
    await expectDomainError(api.nextQuestion({ caller: applied.applicant, applicationId: applied.id }), 'INTERVIEW_NOT_OPEN', ApplicationMessages.interviewNotOpen);
    const required = await setup({ shortlist: false, requiresInterview: true });
    await expect(save(required.applicant, submission(required.jobId, required.id))).resolves.toMatchObject({ success: true });

    const { applicant, owner, jobId, id } = await setup();
    const other = await h.applicant();
    await expectDomainError(save(other, submission(jobId, id)), 'INTERVIEW_NOT_YOURS', ApplicationMessages.interviewNotYours);
    await expectDomainError(api.nextQuestion({ caller: other, applicationId: id }), 'INTERVIEW_NOT_YOURS', ApplicationMessages.interviewNotYours);
    await expectDomainError(save(owner, submission(jobId, id)), 'FORBIDDEN', Messages.forbiddenRole('applicant'));
    await expectDomainError(save(applicant, submission(randomUUID(), id)), 'INTERVIEW_JOB_MISMATCH', ApplicationMessages.interviewJobMismatch);
    await expectDomainError(save(applicant, submission(jobId, randomUUID())), 'APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
    await expectDomainError(
      save(applicant, { ...submission(jobId, id), questions: ['Q?'], answers: ['A'], scores: [10, 20] }),
      'VALIDATION_FAILED',
      'Questions, answers and scores must have the same number of items',
    );
    await h.setStatus(owner, id, 'rejected');
    await expectDomainError(save(applicant, submission(jobId, id)), 'INTERVIEW_NOT_OPEN', ApplicationMessages.interviewNotOpen);
    expect(await h.rows(sqlCount(id))).toEqual([{ n: 0 }]);
  });

  it('confirms completion through PUT interview-complete idempotently, never with the score sent, and says when there are no results', async () => {
    const { applicant, owner, jobId, id } = await setup();
    expect(await api.get({ caller: owner, applicationId: id })).toEqual({ success: false, message: ApplicationMessages.noInterviewResults });
    await expectDomainError(
      api.complete({ caller: applicant, applicationId: id, body: { interviewCompleted: true, interviewScore: 101 } }),
      'VALIDATION_FAILED',
      'Scores must be between 0 and 100',
    );
    await expectDomainError(api.complete({ caller: owner, applicationId: id, body: { interviewCompleted: true, interviewScore: 80 } }), 'INTERVIEW_NOT_YOURS', ApplicationMessages.interviewNotYours);
    await save(applicant, submission(jobId, id));
    for (const body of [{ interviewCompleted: true, interviewScore: 100 }, { interviewCompleted: true, interviewScore: 0 }, { interviewCompleted: true }]) {
      await expect(api.complete({ caller: applicant, applicationId: id, body })).resolves.toEqual({ message: ApplicationMessages.interviewMarked, interviewScore: 65 });
    }
    expect((await h.mine(applicant)).find((a) => a._id === id)).toMatchObject({ interviewCompleted: true, interviewScore: 65 });
  });

  it("deletes the recording on the applicant's request only; the scores stay", async () => {
    const { applicant, owner, jobId, id } = await setup();
    const fileId = `${randomUUID()}.webm`;
    await save(applicant, submission(jobId, id), { fileId });
    await expectDomainError(api.deleteVideo({ caller: owner, applicationId: id }), 'INTERVIEW_NOT_YOURS', ApplicationMessages.interviewVideoNotYours);
    await expectDomainError(api.deleteVideo({ caller: await h.applicant(), applicationId: id }), 'INTERVIEW_NOT_YOURS', ApplicationMessages.interviewVideoNotYours);
    await expect(api.deleteVideo({ caller: applicant, applicationId: id })).resolves.toEqual({ message: ApplicationMessages.interviewVideoDeleted });
    await expect(api.deleteVideo({ caller: applicant, applicationId: id })).resolves.toEqual({ message: ApplicationMessages.interviewVideoDeleted });
    const after = (await api.get({ caller: owner, applicationId: id })).result!;
    expect(after).toMatchObject({ videoFileId: null, videoRecording: null, overallScore: 65, scores: [60, 70] });
    expect(after.videoDeletedAt).toEqual(expect.any(String));
    const events = await h.outboxEvents<InterviewVideoDeletedEvent>(Events.interviewVideoDeleted);
    expect(events.map((e) => e.payload).filter((p) => p.applicationId === id)).toEqual([{ fileId, applicantId: applicant.userId, applicationId: id }]);

    const noVideo = await setup();
    await save(noVideo.applicant, submission(noVideo.jobId, noVideo.id));
    await expectDomainError(api.deleteVideo({ caller: noVideo.applicant, applicationId: noVideo.id }), 'INTERVIEW_VIDEO_NOT_FOUND', ApplicationMessages.noInterviewVideo);
  });

  it("lets the owner and recruiters the owner applied to read the owner's files, nobody else", async () => {
    const { applicant, owner } = await setup({ shortlist: false });
    const service = h.app.get(InterviewService);
    expect(await service.fileAccess({ caller: applicant, ownerId: applicant.userId })).toEqual({ allowed: true });
    expect(await service.fileAccess({ caller: owner, ownerId: applicant.userId })).toEqual({ allowed: true });
    expect(await service.fileAccess({ caller: await h.recruiter(), ownerId: applicant.userId })).toEqual({ allowed: false });
    expect(await service.fileAccess({ caller: await h.applicant(), ownerId: applicant.userId })).toEqual({ allowed: false });
    expect(await service.fileAccess({ caller: owner, ownerId: 'not-a-uuid' })).toEqual({ allowed: false });
  });
});

function sqlCount(applicationId: string) {
  return sql`select count(*)::int as n from interview_results where application_id = ${applicationId}`;
}
