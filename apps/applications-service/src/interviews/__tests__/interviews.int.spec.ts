import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ApplicationMessages, Events, Messages, type Caller, type InterviewSubmission, type InterviewVideoDeletedEvent } from '@hirewise/contracts';
import { boot, ENGINES, expectDomainError, type Harness } from '../../__tests__/harness';
import { InterviewService } from '../interview.service';
import { InterviewsController } from '../interviews.controller';

describe.each(ENGINES)('interview results on %s', (engine) => {
  let h: Harness;
  let api: InterviewsController;
  beforeAll(async () => {
    h = await boot(engine);
    api = h.app.get(InterviewsController);
  });
  afterAll(() => h.close());

  async function setup(opts: { requiresInterview?: boolean; shortlist?: boolean; interviewQuestions?: number } = {}) {
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId, requiresInterview: opts.requiresInterview ?? false, interviewQuestions: opts.interviewQuestions ?? 3 });
    const applicant = await h.applicant();
    const id = await h.applied(applicant, job.jobId);
    if (opts.shortlist ?? true) await h.setStatus(owner, id, 'shortlisted');
    return { owner, applicant, jobId: job.jobId, id };
  }

  const submission = (jobId: string, applicationId: string, n = 2): InterviewSubmission => ({
    jobId,
    applicationId,
    questions: Array.from({ length: n }, (_, i) => `Question ${i + 1}?`),
    answers: Array.from({ length: n }, (_, i) => `Answer ${i + 1}`),
    scores: Array.from({ length: n }, (_, i) => 60 + i * 10),
    overallScore: 65,
  });
  const save = (caller: Caller, s: InterviewSubmission, video: { fileId: string } | null = null) =>
    api.save({ caller, submission: s, video: video ? { ...video, contentType: 'video/webm', size: 1234, fileName: 'interview.webm' } : null });

  it('saves one result for a shortlisted application, marks it completed, and refuses a second attempt', async () => {
    const { applicant, owner, jobId, id } = await setup();
    const fileId = `${randomUUID()}.webm`;
    const reply = await save(applicant, submission(jobId, id), { fileId });
    expect(reply).toEqual({ success: true, message: ApplicationMessages.interviewSaved, _id: expect.any(String) });
    const mine = (await h.mine(applicant)).find((a) => a._id === id);
    expect(mine).toMatchObject({ interviewCompleted: true, interviewScore: 65 });
    await expectDomainError(save(applicant, submission(jobId, id)), 'CONFLICT', ApplicationMessages.interviewAlreadyDone);
    expect(await h.rows(sqlCount(id))).toEqual([{ n: 1 }]);

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
          videoFileId: fileId,
          videoRecording: fileId,
          videoFileName: 'interview.webm',
        }),
      });
    }
    const stranger = await h.recruiter();
    await expectDomainError(api.get({ caller: stranger, applicationId: id }), 'FORBIDDEN', ApplicationMessages.interviewResultsNotYours);
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

  it('opens an interview only to the applicant of a shortlisted application or of a job that requires one', async () => {
    const applied = await setup({ shortlist: false });
    await expectDomainError(save(applied.applicant, submission(applied.jobId, applied.id)), 'CONFLICT', ApplicationMessages.interviewNotOpen);
    const required = await setup({ shortlist: false, requiresInterview: true });
    await expect(save(required.applicant, submission(required.jobId, required.id))).resolves.toMatchObject({ success: true });

    const { applicant, owner, jobId, id } = await setup();
    const other = await h.applicant();
    await expectDomainError(save(other, submission(jobId, id)), 'FORBIDDEN', ApplicationMessages.interviewNotYours);
    await expectDomainError(save(owner, submission(jobId, id)), 'FORBIDDEN', Messages.forbiddenRole('applicant'));
    await expectDomainError(save(applicant, submission(randomUUID(), id)), 'VALIDATION_FAILED', ApplicationMessages.interviewJobMismatch);
    await expectDomainError(save(applicant, submission(jobId, id, 4)), 'VALIDATION_FAILED', ApplicationMessages.interviewTooManyQuestions(3));
    await expectDomainError(save(applicant, submission(jobId, randomUUID())), 'NOT_FOUND', ApplicationMessages.notFound);
    await expectDomainError(
      save(applicant, { ...submission(jobId, id), scores: [10] }),
      'VALIDATION_FAILED',
      'Questions, answers and scores must have the same number of items',
    );
    await h.setStatus(owner, id, 'rejected');
    await expectDomainError(save(applicant, submission(jobId, id)), 'CONFLICT', ApplicationMessages.interviewNotOpen);
    expect(await h.rows(sqlCount(id))).toEqual([{ n: 0 }]);
  });

  it('marks an interview completed through PUT interview-complete, idempotently, and says when there are no results', async () => {
    const { applicant, owner, id } = await setup();
    expect(await api.get({ caller: owner, applicationId: id })).toEqual({ success: false, message: ApplicationMessages.noInterviewResults });
    await expectDomainError(
      api.complete({ caller: applicant, applicationId: id, body: { interviewCompleted: true, interviewScore: 101 } }),
      'VALIDATION_FAILED',
      'Scores must be between 0 and 100',
    );
    await expectDomainError(api.complete({ caller: owner, applicationId: id, body: { interviewCompleted: true, interviewScore: 80 } }), 'FORBIDDEN', ApplicationMessages.interviewNotYours);
    await expect(api.complete({ caller: applicant, applicationId: id, body: { interviewCompleted: true, interviewScore: 80 } })).resolves.toEqual({
      message: ApplicationMessages.interviewMarked,
    });
    await expect(api.complete({ caller: applicant, applicationId: id, body: { interviewCompleted: true, interviewScore: 20 } })).resolves.toEqual({
      message: ApplicationMessages.interviewMarked,
    });
    expect((await h.mine(applicant)).find((a) => a._id === id)).toMatchObject({ interviewCompleted: true, interviewScore: 80 });
  });

  it('keeps feedback and answer modes, and deletes the recording on the applicant\'s request only', async () => {
    const { applicant, owner, jobId, id } = await setup();
    const fileId = `${randomUUID()}.webm`;
    await save(applicant, { ...submission(jobId, id), feedback: ['Good', ''], answerModes: ['voice', 'typed'] }, { fileId });
    expect((await api.get({ caller: owner, applicationId: id })).result).toMatchObject({
      feedback: ['Good', ''],
      answerModes: ['voice', 'typed'],
      videoFileId: fileId,
      videoDeletedAt: null,
    });

    await expectDomainError(api.deleteVideo({ caller: owner, applicationId: id }), 'FORBIDDEN', ApplicationMessages.interviewVideoNotYours);
    await expectDomainError(api.deleteVideo({ caller: await h.applicant(), applicationId: id }), 'FORBIDDEN', ApplicationMessages.interviewVideoNotYours);
    await expect(api.deleteVideo({ caller: applicant, applicationId: id })).resolves.toEqual({ message: ApplicationMessages.interviewVideoDeleted });
    await expect(api.deleteVideo({ caller: applicant, applicationId: id })).resolves.toEqual({ message: ApplicationMessages.interviewVideoDeleted });
    const after = (await api.get({ caller: owner, applicationId: id })).result!;
    expect(after).toMatchObject({ videoFileId: null, videoRecording: null, overallScore: 65, scores: [60, 70] });
    expect(after.videoDeletedAt).toEqual(expect.any(String));
    const events = await h.outboxEvents<InterviewVideoDeletedEvent>(Events.interviewVideoDeleted);
    expect(events.map((e) => e.payload).filter((p) => p.applicationId === id)).toEqual([{ fileId, applicantId: applicant.userId, applicationId: id }]);

    const noVideo = await setup();
    await save(noVideo.applicant, submission(noVideo.jobId, noVideo.id));
    await expectDomainError(api.deleteVideo({ caller: noVideo.applicant, applicationId: noVideo.id }), 'NOT_FOUND', ApplicationMessages.noInterviewVideo);
    expect((await api.get({ caller: noVideo.applicant, applicationId: noVideo.id })).result).toMatchObject({ feedback: ['', ''], answerModes: ['typed', 'typed'] });
  });

  it('lets the owner and recruiters the owner applied to read the owner\'s files, nobody else', async () => {
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
