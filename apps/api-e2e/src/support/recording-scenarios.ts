import {
  ApiPaths,
  ApplicationMessages,
  JobMessages,
  MediaMessages,
  MediaPaths,
  Messages,
  RecordingAccessMessages,
  type Application,
  type AuthResponse,
  type InterviewResult,
  type InterviewResultReply,
  type Job,
  type RecordingAccessLog,
  type StreamLinkResponse,
} from '@hirewise/contracts';
import { samples } from '@hirewise/testing';
import { uniqueEmail, type Api } from './http';
import { runInterview } from './interview-session';
import { decodePayload } from './jwt';
import { mediaClient, storedObjects } from './media-client';
import type { MainStack } from './main-stack';
import type { RunMode } from './stack';

/**
 * The main stacks' retention (issue 21, part 7): a recording is deleted a day after its job's
 * deadline, and every applications replica looks each second, so a job whose deadline is edited two
 * days into the past loses its recordings within seconds. No other scenario has a recording on a job
 * whose deadline is that far past.
 */
export const SCENARIO_RETENTION_ENV = { RECORDING_RETENTION_DAYS: '1', RECORDING_RETENTION_INTERVAL_S: '1' } as const;

const PASSWORD = 'Recording-pass-1';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The sweep runs every second; its event then reaches the media service. */
const EVENTUAL_MS = 20_000;

interface Person {
  token: string;
  id: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = EVENTUAL_MS): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await sleep(200);
  }
}

/**
 * Issue 21, parts 6 and 7 (docs/fairness.md) through the gateway: every play (a stream link issued,
 * a bearer-header stream) and download of an interview recording is in the application's access log,
 * which its applicant and the job's recruiter read (anyone else 403, and a refused play or download
 * logs nothing); recordings go RECORDING_RETENTION_DAYS after the job's deadline, the scores stay.
 */
export function describeRecordingAccessApi(mode: RunMode, main: MainStack): void {
  describe(`interview recordings: access log and retention (${mode})`, () => {
    let api: Api;
    let media: ReturnType<typeof mediaClient>;
    beforeAll(() => {
      api = main.api;
      media = mediaClient(main.stack.baseUrl);
    });

    async function signup(type: 'applicant' | 'recruiter', name: string): Promise<Person> {
      const res = await api<AuthResponse>(ApiPaths.signup, { body: { type, email: uniqueEmail(`rec-${type}`), password: PASSWORD, name } });
      expect(res.status).toBe(200);
      return { token: res.body.token, id: decodePayload(res.body.token).sub as string };
    }

    /** A recruiter's job with a one-question AI interview, an applicant who took it with a recording. */
    async function recordedInterview(title: string, recruiter?: Person) {
      const owner = recruiter ?? (await signup('recruiter', 'Recording Recruiter'));
      const applicant = await signup('applicant', 'Recorded Applicant');
      const job = await api<{ _id: string }>(ApiPaths.jobs, { token: owner.token, body: { title, requiresInterview: true, interviewQuestions: 1 } });
      expect(job.status).toBe(201);
      const jobId = job.body._id;
      expect((await api(ApiPaths.jobApplications(jobId), { token: applicant.token, body: { sop: 'I record well.' } })).status).toBe(201);
      const applicationId = (await api<Application[]>(`${ApiPaths.applications}?limit=200`, { token: applicant.token })).body.find((a) => a.jobId === jobId)?._id as string;
      await runInterview(api, applicant.token, applicationId);
      const fields = { jobId, applicationId, questions: JSON.stringify(['Q']), answers: JSON.stringify(['A']), scores: JSON.stringify([50]), overallScore: '50' };
      const submitted = await media.postForm(MediaPaths.interviewResults, applicant.token, [{ field: 'video', content: samples.webm(Buffer.alloc(4096, 0x61)), filename: 'interview.webm', type: 'video/webm' }], fields);
      expect(submitted.status).toBe(201);
      const result = await resultOf(owner, applicationId);
      expect(result.videoFileId).toEqual(expect.any(String));
      return { owner, applicant, jobId, applicationId, videoFileId: result.videoFileId as string, result };
    }

    async function resultOf(reader: Person, applicationId: string): Promise<InterviewResult> {
      const res = await api<InterviewResultReply>(ApiPaths.interviewResult(applicationId), { token: reader.token });
      expect(res.status).toBe(200);
      return res.body.result as InterviewResult;
    }

    const logOf = (reader: Person | undefined, applicationId: string) => api<RecordingAccessLog & { message?: string }>(ApiPaths.recordingAccess(applicationId), { token: reader?.token });
    const moveDeadline = async (owner: Person, jobId: string, deadline: string) => {
      const res = await api(ApiPaths.job(jobId), { method: 'PUT', token: owner.token, body: { deadline } });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: JobMessages.updated } });
    };

    it("logs the recruiter's play and download for the applicant to read, with the recruiter's role; another recruiter is refused and logs nothing", async () => {
      const { owner, applicant, jobId, applicationId, videoFileId } = await recordedInterview('Recorded Analyst');
      const stranger = await signup('recruiter', 'Stranger Recruiter');
      const deadline = (await api<Job>(ApiPaths.job(jobId), { token: owner.token })).body.deadline;

      const empty = await logOf(applicant, applicationId);
      expect({ status: empty.status, body: empty.body }).toEqual({
        status: 200,
        body: { applicationId, retentionDays: 1, recording: { status: 'kept', deletedAt: null, deletedReason: null, deleteAfter: new Date(Date.parse(deadline) + DAY_MS).toISOString() }, entries: [] },
      });
      expect(empty.headers.get('cache-control')).toBe('no-store');

      // The recruiter plays (a link; the player's range requests on it are not logged again) and downloads (HEAD is no download).
      const link = await api<StreamLinkResponse>(MediaPaths.streamInterviewLink(videoFileId), { method: 'POST', token: owner.token });
      expect(link.status).toBe(200);
      for (const range of ['bytes=0-99', 'bytes=100-199', 'bytes=200-']) expect((await media.get(link.body.url, undefined, { range })).status).toBe(206);
      expect((await media.get(MediaPaths.downloadInterview(videoFileId), owner.token)).status).toBe(200);
      expect((await media.get(MediaPaths.downloadInterview(videoFileId), owner.token, {}, 'HEAD')).status).toBe(200);

      // Another recruiter and another applicant: refused everywhere, and nothing of it is logged.
      const other = await signup('applicant', 'Other Applicant');
      for (const outsider of [stranger, other]) {
        const refused = await logOf(outsider, applicationId);
        expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { message: RecordingAccessMessages.notYours } });
        const noLink = await api(MediaPaths.streamInterviewLink(videoFileId), { method: 'POST', token: outsider.token });
        expect({ status: noLink.status, body: noLink.body }).toEqual({ status: 403, body: { message: MediaMessages.noAccess } });
        expect((await media.get(MediaPaths.downloadInterview(videoFileId), outsider.token)).status).toBe(403);
        expect((await media.get(MediaPaths.streamInterview(videoFileId), outsider.token, { range: 'bytes=0-9' })).status).toBe(403);
      }
      expect((await logOf(undefined, applicationId)).body).toEqual({ message: Messages.unauthenticated });
      expect((await logOf(applicant, 'not-an-id')).status).toBe(404);
      expect((await logOf(applicant, '00000000-0000-4000-8000-000000000000')).body).toEqual({ message: ApplicationMessages.notFound });

      const seen = await logOf(applicant, applicationId);
      expect(seen.body.entries).toEqual([
        { viewerId: owner.id, viewerRole: 'recruiter', action: 'download', accessedAt: expect.any(String) },
        { viewerId: owner.id, viewerRole: 'recruiter', action: 'play', accessedAt: expect.any(String) },
      ]);
      expect((await logOf(owner, applicationId)).body).toEqual(seen.body);

      // A bearer-header stream is a play too, once for its ranges; the applicant's own play is theirs.
      for (const range of ['bytes=0-9', 'bytes=10-19']) expect((await media.get(MediaPaths.streamInterview(videoFileId), owner.token, { range })).status).toBe(206);
      expect((await api(MediaPaths.streamInterviewLink(videoFileId), { method: 'POST', token: applicant.token })).status).toBe(200);
      expect((await logOf(applicant, applicationId)).body.entries.map((e) => [e.viewerRole, e.action])).toEqual([
        ['applicant', 'play'],
        ['recruiter', 'play'],
        ['recruiter', 'download'],
        ['recruiter', 'play'],
      ]);
    });

    it("deletes a recording RECORDING_RETENTION_DAYS after its job's deadline by itself: the file goes, the scores and the log stay; one within the period stays", async () => {
      const owner = await signup('recruiter', 'Retention Recruiter');
      const ended = await recordedInterview('Long Closed Role', owner);
      const recent = await recordedInterview('Recently Closed Role', owner);
      expect((await api(MediaPaths.streamInterviewLink(ended.videoFileId), { method: 'POST', token: owner.token })).status).toBe(200);
      const before = await storedObjects(main);
      expect(before.filter((name) => name.includes(ended.videoFileId))).toHaveLength(1);

      // Editing the deadlines into the past: two days (past the one-day period) and half a day (within it).
      await moveDeadline(owner, recent.jobId, new Date(Date.now() - DAY_MS / 2).toISOString());
      await moveDeadline(owner, ended.jobId, new Date(Date.now() - 2 * DAY_MS).toISOString());

      const gone = await until(
        () => resultOf(ended.applicant, ended.applicationId),
        (r) => r.videoDeletedReason === 'retention',
      );
      expect(gone).toMatchObject({ videoFileId: null, videoRecording: null, videoDeletedAt: expect.any(String), videoDeletedReason: 'retention', scores: ended.result.scores, overallScore: ended.result.overallScore });
      expect(await resultOf(owner, ended.applicationId)).toMatchObject({ videoDeletedReason: 'retention', answers: ended.result.answers });
      const log = await logOf(ended.applicant, ended.applicationId);
      expect(log.body.recording).toEqual({ status: 'deleted', deletedAt: gone.videoDeletedAt, deletedReason: 'retention', deleteAfter: null });
      expect(log.body.entries.map((e) => [e.viewerRole, e.action])).toEqual([['recruiter', 'play']]);
      // No one plays it any more; the media service removes the file (interview.video-deleted, as for the applicant's own deletion).
      const noLink = await api(MediaPaths.streamInterviewLink(ended.videoFileId), { method: 'POST', token: owner.token });
      expect(noLink.status).toBe(404);
      const download = await until(
        () => media.get(MediaPaths.downloadInterview(ended.videoFileId), ended.applicant.token),
        (r) => r.status === 404,
      );
      expect(download.status).toBe(404);
      const stored = await until(
        () => storedObjects(main),
        (names) => !names.some((name) => name.includes(ended.videoFileId)),
      );
      expect(stored.filter((name) => name.includes(ended.videoFileId))).toEqual([]);
      expect((await api<Application[]>(`${ApiPaths.applications}?limit=200`, { token: ended.applicant.token })).body.find((a) => a._id === ended.applicationId)).toMatchObject({
        interviewCompleted: true,
        interviewScore: ended.result.overallScore,
      });

      // The other job ended within the period: a few more sweeps later its recording is still there.
      await sleep(2500);
      expect(await resultOf(owner, recent.applicationId)).toMatchObject({ videoFileId: recent.videoFileId, videoDeletedAt: null, videoDeletedReason: null });
      expect((await media.get(MediaPaths.downloadInterview(recent.videoFileId), owner.token)).status).toBe(200);
      expect((await logOf(recent.applicant, recent.applicationId)).body.recording).toMatchObject({ status: 'kept', deleteAfter: expect.any(String) });
    });
  });
}
