import { ApiError, NETWORK_ERROR_MESSAGE } from '@/modules/api/api-error';
import { getSession } from '@/modules/session/utils/session-store';
import { signIn } from '@/test-utils/render';
import { FakeXhr, installFakeXhr, restoreXhr } from '@/test-utils/fake-xhr';
import { uploadFile, type UploadProgress } from '../upload-file';

const resume = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Waits until the upload has sent its `count`th request (a retry goes out after a timer). */
async function nextXhr(count: number): Promise<void> {
  for (let i = 0; i < 100 && FakeXhr.instances.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(FakeXhr.instances).toHaveLength(count);
}

function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('no request was sent');
  return xhr;
}

describe('uploadFile', () => {
  beforeEach(() => installFakeXhr());
  afterEach(() => restoreXhr());

  it('posts the file as multipart field `resume` with the stored token and reports progress in whole percent', async () => {
    signIn({ token: 'tok-1', type: 'applicant' });
    const seen: UploadProgress[] = [];
    const file = resume();
    const done = uploadFile('resume', file, { onProgress: (p) => seen.push(p) });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads/resume');
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-1', 'Idempotency-Key': expect.stringMatching(UUID) });
    expect(xhr.file('resume')?.name).toBe('cv.pdf');
    expect(xhr.body?.has('profile')).toBe(false);

    xhr.progress(0, 300);
    xhr.progress(100, 300);
    xhr.progress(300, 300);
    xhr.respond(201, { success: true, filename: 'f-1.pdf', fileId: 'f-1', message: 'File uploaded successfully' });
    await expect(done).resolves.toEqual({ success: true, filename: 'f-1.pdf', fileId: 'f-1', message: 'File uploaded successfully' });
    expect(seen).toEqual([
      { loaded: 0, total: 300, percent: 0 },
      { loaded: 100, total: 300, percent: 33 },
      { loaded: 300, total: 300, percent: 100 },
    ]);
  });

  it('sends a photo as field `profile` to /upload/profile; without a length the file size is the total', async () => {
    const seen: number[] = [];
    const photo = new File(['0123456789'], 'me.png', { type: 'image/png' });
    const done = uploadFile('profile', photo, { token: 'fresh', onProgress: (p) => seen.push(p.percent) });
    const xhr = lastXhr();
    expect(xhr.url).toBe('/upload/profile');
    expect(xhr.headers.Authorization).toBe('Bearer fresh');
    expect(xhr.file('profile')?.name).toBe('me.png');
    xhr.progress(5, 0, false);
    xhr.respond(200, { success: true, filename: 'p.png', fileId: 'p', message: 'ok' });
    await done;
    expect(seen).toEqual([50]);
  });

  it.each([
    [415, { message: 'Please select a PDF, Word document, or text file' }, 'Please select a PDF, Word document, or text file'],
    [413, { message: 'File size must be less than 50MB' }, 'File size must be less than 50MB'],
    [400, { message: 'Please select a file' }, 'Please select a file'],
    // A proxy may refuse a body without JSON: the spec's texts for the statuses it names.
    [413, '<html>Request Entity Too Large</html>', 'File size must be less than 50MB'],
    [415, undefined, 'Please select a PDF, Word document, or text file'],
    [502, undefined, 'Upload failed with status 502'],
  ])('a %i answer rejects with an ApiError carrying the server text', async (status, body, message) => {
    const done = uploadFile('resume', resume(), { token: 't' });
    lastXhr().respond(status, body);
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('maps a 415 without a body to the photo text for photos', async () => {
    const done = uploadFile('profile', new File(['x'], 'a.png', { type: 'image/png' }), { token: 't' });
    lastXhr().respond(415);
    await expect(done).rejects.toMatchObject({ status: 415, message: 'Please select a PNG, JPEG or WebP image' });
  });

  it('a broken connection, once the tries run out, rejects with status 0 and the network text', async () => {
    const done = uploadFile('resume', resume(), { token: 't', retryDelaysMs: [] });
    lastXhr().fail();
    await expect(done).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('sends the file again with the same Idempotency-Key after a lost answer and a 503, and takes the answer that comes (issue 20)', async () => {
    const done = uploadFile('resume', resume(), { token: 't', retryDelaysMs: [0, 0, 0] });
    lastXhr().fail();
    await nextXhr(2);
    lastXhr().respond(503, { message: 'The media service is unavailable' }, { 'Retry-After': '0' });
    await nextXhr(3);
    lastXhr().respond(201, { success: true, filename: 'f-1.pdf', fileId: 'f-1', message: 'File uploaded successfully' });
    await expect(done).resolves.toMatchObject({ fileId: 'f-1' });
    const keys = FakeXhr.instances.map((xhr) => xhr.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(UUID);
    expect(FakeXhr.instances.every((xhr) => xhr.file('resume')?.name === 'cv.pdf')).toBe(true);

    // Another upload is another action: a new key.
    const again = uploadFile('resume', resume(), { token: 't' });
    lastXhr().respond(201, { success: true, filename: 'f-2.pdf', fileId: 'f-2', message: 'File uploaded successfully' });
    await again;
    expect(lastXhr().headers['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('does not send again after an answer that is not "not now" (a 4xx)', async () => {
    const done = uploadFile('resume', resume(), { token: 't', retryDelaysMs: [0, 0, 0] });
    lastXhr().respond(400, { message: 'Please select a file' });
    await expect(done).rejects.toMatchObject({ status: 400 });
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('a 401 for the stored token ends the session; for an explicit token it leaves the session alone', async () => {
    signIn({ token: 'stored', type: 'applicant' });
    const explicit = uploadFile('resume', resume(), { token: 'other' });
    lastXhr().respond(401, { message: 'Please log in to continue' });
    await expect(explicit).rejects.toMatchObject({ status: 401 });
    expect(getSession()?.token).toBe('stored');

    const stored = uploadFile('resume', resume());
    lastXhr().respond(401, { message: 'Please log in to continue' });
    await expect(stored).rejects.toMatchObject({ status: 401, message: 'Please log in to continue' });
    expect(getSession()).toBeNull();
  });

  it('an abort signal cancels the request and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const done = uploadFile('resume', resume(), { token: 't', signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastXhr().aborted).toBe(true);

    const already = uploadFile('resume', resume(), { token: 't', signal: controller.signal });
    await expect(already).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.instances).toHaveLength(1);
  });
});
