/**
 * Issue 21, parts 6 and 7 (docs/fairness.md): the recording access log (what the media service
 * records before it serves a play or a download, and who may read it) and the retention sweep
 * (recordings deleted RECORDING_RETENTION_DAYS after the job's deadline, here 2 days), on PGlite and
 * PostgreSQL through the real module.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  ApplicationMessages,
  Events,
  MediaMessages,
  RecordingAccessMessages,
  type Caller,
  type InterviewVideoDeletedEvent,
  type JobSnapshot,
  type RecordingAccessAction,
  type RecordRecordingAccessMessage,
  type UserDeletedEvent,
} from '@hirewise/contracts';
import { ConfigError } from '@hirewise/server-kit';
import { boot, ENGINES, expectDomainError, freePort, type Harness } from '../../__tests__/harness';
import { seedAnsweredInterview } from '../../interviews/__tests__/interview-fixtures';
import { interviewResults } from '../../interviews/interview-result.table';
import { InterviewsController } from '../../interviews/interviews.controller';
import { loadRetentionConfig } from '../recording-retention.config';
import { RecordingRetention } from '../recording-retention';
import { RecordingsController } from '../recordings.controller';
import { PrivacyController } from '../../privacy/privacy.controller';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 2;

describe('RECORDING_RETENTION_DAYS and RECORDING_RETENTION_INTERVAL_S', () => {
  it('default to 90 days and an hourly sweep, and refuse what is not a whole number of days from 1', () => {
    expect(loadRetentionConfig({})).toEqual({ retentionDays: 90, intervalSeconds: 3600 });
    expect(loadRetentionConfig({ RECORDING_RETENTION_DAYS: '7', RECORDING_RETENTION_INTERVAL_S: '0' })).toEqual({ retentionDays: 7, intervalSeconds: 0 });
    for (const bad of ['0', '-1', '1.5', 'ninety']) expect(() => loadRetentionConfig({ RECORDING_RETENTION_DAYS: bad })).toThrow(ConfigError);
    expect(() => loadRetentionConfig({ RECORDING_RETENTION_INTERVAL_S: '-5' })).toThrow(ConfigError);
  });
});

describe.each(ENGINES)('interview recordings: access log and retention, on %s', (engine) => {
  let h: Harness;
  let interviews: InterviewsController;
  let recordings: RecordingsController;
  let retention: RecordingRetention;
  beforeAll(async () => {
    h = await boot(engine, { AI_TCP_PORT: String(await freePort()), RECORDING_RETENTION_DAYS: String(RETENTION_DAYS), RECORDING_RETENTION_INTERVAL_S: '0' });
    interviews = h.app.get(InterviewsController);
    recordings = h.app.get(RecordingsController);
    retention = h.app.get(RecordingRetention);
  });
  afterAll(() => h.close());

  /** A shortlisted applicant's completed interview with a recording (or none), on a job of its own. */
  async function interviewed(opts: { video?: boolean } = {}) {
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId, interviewQuestions: 2 });
    const applicant = await h.applicant();
    const id = await h.applied(applicant, job.jobId);
    await h.setStatus(owner, id, 'shortlisted');
    await seedAnsweredInterview(h, { applicationId: id, jobId: job.jobId, applicantId: applicant.userId }, [
      { question: 'What is an index?', answer: 'A faster lookup.', score: 60 },
      { question: 'What is a join?', answer: 'Rows matched across tables.', score: 80 },
    ]);
    const fileId = randomUUID();
    const video = opts.video === false ? null : { fileId, contentType: 'video/webm', size: 1234, fileName: `${fileId}.webm` };
    await interviews.save({ caller: applicant, submission: { jobId: job.jobId, applicationId: id, scores: [100, 100], overallScore: 100 }, video });
    return { owner, applicant, job, id, fileId };
  }

  /** The job's deadline moves (job.updated), as a recruiter editing it would. */
  async function deadlineDaysAgo(job: JobSnapshot, days: number): Promise<string> {
    const deadline = new Date(Date.now() - days * DAY_MS).toISOString();
    await h.dispatch<JobSnapshot>(Events.jobUpdated, { ...job, deadline, version: job.version + 1 });
    return deadline;
  }

  const record = (caller: Caller, fileId: string, ownerId: string, action: RecordingAccessAction = 'play') => recordings.record({ caller, videoFileId: fileId, ownerId, action });
  const logged = async (applicationId: string) => (await h.rows<{ n: number }>(sql`select count(*)::int as n from recording_access where application_id = ${applicationId}`))[0].n;
  const deletedEvents = async (applicationId: string) =>
    (await h.outboxEvents<InterviewVideoDeletedEvent>(Events.interviewVideoDeleted)).map((e) => e.payload).filter((p) => p.applicationId === applicationId);

  it("logs each play and download by the applicant or the job's recruiter, newest first, for those two to read", async () => {
    const { owner, applicant, job, id, fileId } = await interviewed();
    expect(await record(owner, fileId, applicant.userId, 'play')).toEqual({ recorded: true, viewerRole: 'recruiter' });
    expect(await record(owner, fileId, applicant.userId, 'download')).toEqual({ recorded: true, viewerRole: 'recruiter' });
    expect(await record(applicant, fileId, applicant.userId, 'play')).toEqual({ recorded: true, viewerRole: 'applicant' });

    for (const reader of [applicant, owner]) {
      const log = await recordings.list({ caller: reader, applicationId: id });
      expect(log).toEqual({
        applicationId: id,
        retentionDays: RETENTION_DAYS,
        recording: { status: 'kept', deletedAt: null, deletedReason: null, deleteAfter: new Date(Date.parse(job.deadline) + RETENTION_DAYS * DAY_MS).toISOString() },
        entries: [
          { viewerId: applicant.userId, viewerRole: 'applicant', action: 'play', accessedAt: expect.any(String) },
          { viewerId: owner.userId, viewerRole: 'recruiter', action: 'download', accessedAt: expect.any(String) },
          { viewerId: owner.userId, viewerRole: 'recruiter', action: 'play', accessedAt: expect.any(String) },
        ],
      });
      const times = log.entries.map((e) => Date.parse(e.accessedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(Date.now() - times[0]).toBeLessThan(60_000);
    }

    // Anyone else is refused as for the interview's results; an unknown application is 404.
    for (const stranger of [await h.recruiter(), await h.applicant()]) {
      await expectDomainError(recordings.list({ caller: stranger, applicationId: id }), 'INTERVIEW_NOT_YOURS', RecordingAccessMessages.notYours);
    }
    await expectDomainError(recordings.list({ caller: owner, applicationId: randomUUID() }), 'APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
    await expectDomainError(recordings.list({ caller: owner, applicationId: 'not-an-id' }), 'APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
  });

  it('records nothing for anyone but those two, for a file no interview names, or a message that is not a play or download', async () => {
    const { owner, applicant, id, fileId } = await interviewed();
    const otherRecruiter = await h.recruiter();
    await expectDomainError(record(otherRecruiter, fileId, applicant.userId), 'FILE_ACCESS_DENIED', MediaMessages.noAccess);
    await expectDomainError(record(await h.applicant(), fileId, applicant.userId), 'FILE_ACCESS_DENIED', MediaMessages.noAccess);
    // The recruiter's id with the applicant's role (or the other way round) is not either of them.
    await expectDomainError(record({ userId: owner.userId, type: 'applicant' }, fileId, applicant.userId), 'FILE_ACCESS_DENIED', MediaMessages.noAccess);
    await expectDomainError(record({ userId: applicant.userId, type: 'recruiter' }, fileId, applicant.userId), 'FILE_ACCESS_DENIED', MediaMessages.noAccess);
    await expectDomainError(record(owner, randomUUID(), applicant.userId), 'FILE_NOT_FOUND', MediaMessages.fileNotFound);
    await expectDomainError(record(owner, fileId, otherRecruiter.userId), 'FILE_NOT_FOUND', MediaMessages.fileNotFound);
    const forged = { caller: owner, videoFileId: fileId, ownerId: applicant.userId, action: 'delete' } as unknown as RecordRecordingAccessMessage;
    await expect(recordings.record(forged)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await logged(id)).toBe(0);
    expect((await recordings.list({ caller: applicant, applicationId: id })).entries).toEqual([]);
  });

  it("keeps the log once the applicant has the recording deleted, and logs (so serves) no play of it after that", async () => {
    const { owner, applicant, id, fileId } = await interviewed();
    await record(owner, fileId, applicant.userId, 'download');
    await interviews.deleteVideo({ caller: applicant, applicationId: id });
    await expectDomainError(record(owner, fileId, applicant.userId), 'FILE_NOT_FOUND', MediaMessages.fileNotFound);
    await expectDomainError(record(applicant, fileId, applicant.userId), 'FILE_NOT_FOUND', MediaMessages.fileNotFound);
    const log = await recordings.list({ caller: applicant, applicationId: id });
    expect(log.recording).toEqual({ status: 'deleted', deletedAt: expect.any(String), deletedReason: 'applicant', deleteAfter: null });
    expect(log.entries.map((e) => [e.viewerRole, e.action])).toEqual([['recruiter', 'download']]);
    expect((await interviews.get({ caller: owner, applicationId: id })).result).toMatchObject({ videoFileId: null, videoDeletedReason: 'applicant' });

    const audioOnly = await interviewed({ video: false });
    expect((await recordings.list({ caller: audioOnly.applicant, applicationId: audioOnly.id })).recording).toEqual({ status: 'none', deletedAt: null, deletedReason: null, deleteAfter: null });
  });

  it('says before the interview is taken when a recording made now would be deleted (what the notice before a video interview shows)', async () => {
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId, interviewQuestions: 2 });
    const applicant = await h.applicant();
    const id = await h.applied(applicant, job.jobId);
    expect((await recordings.list({ caller: applicant, applicationId: id })).recording).toEqual({
      status: 'none',
      deletedAt: null,
      deletedReason: null,
      deleteAfter: new Date(Date.parse(job.deadline) + RETENTION_DAYS * DAY_MS).toISOString(),
    });
  });

  it('deletes recordings whose job ended more than RECORDING_RETENTION_DAYS ago, as the applicant\'s deletion does; scores, reviews and the log stay', async () => {
    const due = await interviewed();
    const within = await interviewed();
    const deletedBefore = await interviewed();
    const noVideo = await interviewed({ video: false });
    await interviews.review({ caller: due.owner, applicationId: due.id, body: { overrideScore: 75, reason: 'Answered the join question well in the call.' } });
    await record(due.owner, due.fileId, due.applicant.userId, 'play');
    await interviews.deleteVideo({ caller: deletedBefore.applicant, applicationId: deletedBefore.id });
    const [before] = await h.db.select().from(interviewResults).where(eq(interviewResults.applicationId, deletedBefore.id));

    await deadlineDaysAgo(due.job, RETENTION_DAYS + 1);
    const withinDeadline = await deadlineDaysAgo(within.job, RETENTION_DAYS - 1);
    await deadlineDaysAgo(deletedBefore.job, RETENTION_DAYS + 1);
    await deadlineDaysAgo(noVideo.job, RETENTION_DAYS + 1);

    expect(await retention.sweep()).toBe(1);
    expect(await retention.sweep()).toBe(0);

    // The due recording: gone for retention, the event the applicant's deletion sends (the media service removes the file).
    const dueResult = (await interviews.get({ caller: due.owner, applicationId: due.id })).result!;
    expect(dueResult).toMatchObject({ videoFileId: null, videoRecording: null, videoDeletedReason: 'retention', scores: [60, 80], aiOverallScore: 70, overallScore: 75, scoreSource: 'recruiter' });
    expect(dueResult.videoDeletedAt).toEqual(expect.any(String));
    expect(dueResult.review).toMatchObject({ overrideScore: 75, reason: 'Answered the join question well in the call.' });
    expect(dueResult.reviewHistory).toHaveLength(1);
    expect((await interviews.get({ caller: due.applicant, applicationId: due.id })).result).toMatchObject({ videoDeletedReason: 'retention', scores: [60, 80] });
    expect(await deletedEvents(due.id)).toEqual([{ fileId: due.fileId, applicantId: due.applicant.userId, applicationId: due.id }]);
    const dueLog = await recordings.list({ caller: due.applicant, applicationId: due.id });
    expect(dueLog.recording).toEqual({ status: 'deleted', deletedAt: dueResult.videoDeletedAt, deletedReason: 'retention', deleteAfter: null });
    expect(dueLog.entries.map((e) => [e.viewerRole, e.action])).toEqual([['recruiter', 'play']]);
    // No play of it is logged (so none served) any more.
    await expectDomainError(record(due.owner, due.fileId, due.applicant.userId), 'FILE_NOT_FOUND', MediaMessages.fileNotFound);
    expect((await h.mine(due.applicant)).find((a) => a._id === due.id)).toMatchObject({ interviewCompleted: true, interviewScore: 75 });

    // Within the period: kept, with the day it goes.
    expect((await interviews.get({ caller: within.owner, applicationId: within.id })).result).toMatchObject({ videoFileId: within.fileId, videoDeletedAt: null, videoDeletedReason: null });
    expect((await recordings.list({ caller: within.applicant, applicationId: within.id })).recording).toEqual({
      status: 'kept',
      deletedAt: null,
      deletedReason: null,
      deleteAfter: new Date(Date.parse(withinDeadline) + RETENTION_DAYS * DAY_MS).toISOString(),
    });
    expect(await deletedEvents(within.id)).toEqual([]);

    // Deleted on request before: untouched (its time and reason), no second event; no recording: nothing to do.
    const [after] = await h.db.select().from(interviewResults).where(eq(interviewResults.applicationId, deletedBefore.id));
    expect(after).toEqual(before);
    expect(after.videoDeletedReason).toBe('applicant');
    expect(await deletedEvents(deletedBefore.id)).toHaveLength(1);
    expect((await interviews.get({ caller: noVideo.owner, applicationId: noVideo.id })).result).toMatchObject({ videoFileId: null, videoDeletedAt: null, videoDeletedReason: null });
    expect(await deletedEvents(noVideo.id)).toEqual([]);

    // The applicant asking afterwards gets the same answer as after their own deletion.
    await expect(interviews.deleteVideo({ caller: due.applicant, applicationId: due.id })).resolves.toEqual({ message: ApplicationMessages.interviewVideoDeleted });
    expect(await deletedEvents(due.id)).toHaveLength(1);
  });

  if (engine === 'postgres') {
    it('skips a recording whose row another transaction holds (a replica sweeping, the applicant deleting), and takes it once free', async () => {
      const due = await interviewed();
      await deadlineDaysAgo(due.job, RETENTION_DAYS + 3);
      let locked!: () => void;
      let release!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = h.db.transaction(async (tx) => {
        await tx.select({ id: interviewResults.id }).from(interviewResults).where(eq(interviewResults.applicationId, due.id)).for('update');
        locked();
        await released;
      });
      await isLocked;
      try {
        expect(await retention.sweep()).toBe(0);
      } finally {
        release();
        await holder;
      }
      expect(await retention.sweep()).toBe(1);
      expect(await deletedEvents(due.id)).toEqual([{ fileId: due.fileId, applicantId: due.applicant.userId, applicationId: due.id }]);
    });
  }

  it('is in the applicant\'s data export (by role, not the recruiter\'s id) and deleted with the account', async () => {
    const { owner, applicant, id, fileId } = await interviewed();
    await record(owner, fileId, applicant.userId, 'play');
    await record(owner, fileId, applicant.userId, 'download');
    const exported = await h.app.get(PrivacyController).exportData({ caller: applicant });
    expect(exported.recordingAccess).toEqual([
      { applicationId: id, viewerRole: 'recruiter', action: 'play', accessedAt: expect.any(String) },
      { applicationId: id, viewerRole: 'recruiter', action: 'download', accessedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(exported.recordingAccess)).not.toContain(owner.userId);
    const deleted: UserDeletedEvent = { userId: applicant.userId, type: 'applicant', deletedAt: new Date().toISOString() };
    await h.dispatch(Events.userDeleted, deleted);
    expect(await logged(id)).toBe(0);
  });
});
