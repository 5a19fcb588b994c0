import { MediaMessages, Patterns, type Caller } from '@hirewise/contracts';
import { DomainError, type ClientRegistry } from '@hirewise/server-kit';
import { FileAccessService } from '../file-access.service';
import { RecordingAccessLog } from '../recording-access-log';
import type { FileRow } from '../file.table';

const APPLICANT = '11111111-2222-4333-8444-555555555555';
const RECRUITER: Caller = { userId: '99999999-8888-4777-8666-555555555555', type: 'recruiter' };
const OWNER: Caller = { userId: APPLICANT, type: 'applicant' };

const video = { id: 'video-1', kind: 'interview-video', ownerId: APPLICANT } as FileRow;
const resume = { id: 'resume-1', kind: 'resume', ownerId: APPLICANT } as FileRow;

/**
 * Which calls reach the applications service for a read and for a recorded access. The applications
 * service is stubbed here only (its answers are its integration tests'; the whole path is the API suites').
 */
function servicesAnswering(answers: { allowed?: boolean; record?: 'ok' | 'denied' } = {}) {
  const sent: string[] = [];
  const clients = {
    get: () => ({
      send: async (pattern: string) => {
        sent.push(pattern);
        if (pattern === Patterns.applications.fileAccess) return { allowed: answers.allowed ?? true };
        if (answers.record === 'denied') throw new DomainError('FILE_ACCESS_DENIED', MediaMessages.noAccess);
        return { recorded: true, viewerRole: 'recruiter' };
      },
    }),
  } as unknown as ClientRegistry;
  return { access: new FileAccessService(clients), log: new RecordingAccessLog(clients), sent };
}

describe('FileAccessService: reads, and accesses the recording access log records', () => {
  it("lets a recruiter's recorded play or download through with the record alone: one call, which also checks", async () => {
    const { access, log, sent } = servicesAnswering();
    await access.assertRecorded(RECRUITER, video, (f) => log.record(RECRUITER, f, 'download'));
    expect(sent).toEqual([Patterns.applications.recordRecordingAccess]);
  });

  it("refuses the recruiter when the record refuses, and says so with the record's error", async () => {
    const { access, log } = servicesAnswering({ record: 'denied' });
    await expect(access.assertRecorded(RECRUITER, video, (f) => log.record(RECRUITER, f, 'play'))).rejects.toMatchObject({ code: 'FILE_ACCESS_DENIED' });
  });

  it('checks a bearer stream the log did not record again (a play logged moments ago) as any read', async () => {
    const { access, log, sent } = servicesAnswering({ allowed: false });
    await access.assertRecorded(RECRUITER, video, (f) => log.recordBearerPlay(RECRUITER, f, 1_000));
    await expect(access.assertRecorded(RECRUITER, video, (f) => log.recordBearerPlay(RECRUITER, f, 2_000))).rejects.toMatchObject({ code: 'FILE_ACCESS_DENIED' });
    expect(sent).toEqual([Patterns.applications.recordRecordingAccess, Patterns.applications.fileAccess]);
  });

  it('lets the owner in without asking, then records', async () => {
    const { access, log, sent } = servicesAnswering();
    await access.assertRecorded(OWNER, video, (f) => log.record(OWNER, f, 'play'));
    expect(sent).toEqual([Patterns.applications.recordRecordingAccess]);
  });

  it('refuses another applicant before anything is recorded', async () => {
    const { access, log, sent } = servicesAnswering();
    const other: Caller = { userId: '22222222-3333-4444-8555-666666666666', type: 'applicant' };
    await expect(access.assertRecorded(other, video, (f) => log.record(other, f, 'play'))).rejects.toMatchObject({ code: 'FILE_ACCESS_DENIED' });
    expect(sent).toEqual([]);
  });

  it("checks a recruiter's read of a resume with the applications service (no record)", async () => {
    const { access, sent } = servicesAnswering({ allowed: false });
    await expect(access.assertReadable(RECRUITER, resume)).rejects.toMatchObject({ code: 'FILE_ACCESS_DENIED' });
    expect(sent).toEqual([Patterns.applications.fileAccess]);
  });
});
