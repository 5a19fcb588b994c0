/**
 * Issue 16, files: a profile may name only its owner's files (the auth service asks the media
 * service), and per-user upload quotas, through the gateway with the whole stack (disk store). The
 * quota is set small (MEDIA_QUOTA_FILES=3) so it is reached in a few uploads.
 */
import { ApiPaths, FileQuotaMessages, MediaPaths, ProfileFileMessages, type AuthResponse } from '@hirewise/contracts';
import { createApi, uniqueEmail, type Api } from './http';
import { mediaClient } from './media-client';
import { startE2eStack, STACK_START_TIMEOUT_MS, STACK_STOP_TIMEOUT_MS, type RunMode, type Stack } from './stack';

const PASSWORD = 'Files@2026pass';
const QUOTA_FILES = 3;

export function describeFileHousekeeping(mode: RunMode): void {
  let stack: Stack | undefined;
  let api: Api;
  let media: ReturnType<typeof mediaClient>;

  beforeAll(async () => {
    stack = await startE2eStack(mode, { STORAGE: 'fs', MEDIA_QUOTA_FILES: String(QUOTA_FILES), AUTH_RATE_LIMIT: '1000' });
    api = createApi(stack.baseUrl);
    media = mediaClient(stack.baseUrl);
  }, STACK_START_TIMEOUT_MS);
  afterAll(() => stack?.stop(), STACK_STOP_TIMEOUT_MS);

  async function newApplicant(name: string): Promise<string> {
    const res = await api<AuthResponse>(ApiPaths.signup, { body: { type: 'applicant', email: uniqueEmail('files'), password: PASSWORD, name } });
    expect(res.status).toBe(200);
    return res.body.token;
  }
  const uploadResume = (token: string, text: string) =>
    media.postForm(MediaPaths.uploadResume, token, [{ field: 'resume', content: Buffer.from(`${text}\n`), filename: 'cv.txt', type: 'text/plain' }]);
  const profileOf = async (token: string) => (await api<Record<string, unknown>>(ApiPaths.user, { token })).body;
  const putUser = (token: string, body: Record<string, unknown>) => api<{ message: string }>(ApiPaths.user, { method: 'PUT', token, body });

  it("refuses a profile naming another applicant's file (or a file of another kind, or none), changing nothing", async () => {
    const ananya = await newApplicant('Ananya');
    const rahul = await newApplicant('Rahul');
    const hers = (await uploadResume(ananya, 'Ananya Iyer, backend engineer')).json;
    const his = (await uploadResume(rahul, 'Rahul Verma, data engineer')).json;
    expect((await putUser(ananya, { resume: hers.filename })).status).toBe(200);

    const before = await profileOf(rahul);
    const refusals = [
      [{ resume: hers.filename }, ProfileFileMessages.notYourFile('Resume')],
      [{ resume: hers.fileId }, ProfileFileMessages.notYourFile('Resume')],
      [{ name: 'Renamed', profile: hers.filename }, ProfileFileMessages.notYourFile('Profile photo')],
      // His own resume is no photo; an id that names no stored file is no file of his.
      [{ profile: his.filename }, ProfileFileMessages.notYourFile('Profile photo')],
      [{ resume: '00000000-0000-4000-8000-000000000000.pdf' }, ProfileFileMessages.notYourFile('Resume')],
    ] as const;
    for (const [body, message] of refusals) {
      const res = await putUser(rahul, body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message } });
    }
    expect(await profileOf(rahul)).toEqual(before);

    // His own file is accepted; hers is still hers.
    expect((await putUser(rahul, { resume: his.filename })).status).toBe(200);
    expect((await profileOf(rahul)).resume).toBe(his.filename);
    expect((await profileOf(ananya)).resume).toBe(hers.filename);

    // A new account owns no file: a file id at signup is refused before the account exists.
    const email = uniqueEmail('files-signup');
    const signup = await api(ApiPaths.signup, { body: { type: 'applicant', email, password: PASSWORD, name: 'Kavya', resume: hers.filename } });
    expect({ status: signup.status, body: signup.body }).toEqual({ status: 400, body: { message: ProfileFileMessages.noFilesAtSignup('Resume') } });
    expect((await api(ApiPaths.login, { body: { email, password: PASSWORD } })).status).toBe(401);
  });

  it(`refuses the upload past ${QUOTA_FILES} files with 413 and a message naming the limit`, async () => {
    const token = await newApplicant('Quota Applicant');
    for (let i = 0; i < QUOTA_FILES; i += 1) expect((await uploadResume(token, `resume ${i}`)).status).toBe(201);
    const refused = await uploadResume(token, 'one too many');
    expect({ status: refused.status, body: refused.json }).toEqual({ status: 413, body: { message: FileQuotaMessages.tooManyFiles(QUOTA_FILES) } });
    // The photo path shares the quota.
    const photo = await media.postForm(MediaPaths.uploadProfile, token, [{ field: 'profile', content: PNG, filename: 'me.png', type: 'image/png' }]);
    expect(photo.status).toBe(413);
  });
}

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
