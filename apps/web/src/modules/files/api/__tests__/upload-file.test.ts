import { ApiError, NETWORK_ERROR_MESSAGE } from '@/modules/api/api-error';
import { getSession } from '@/modules/session/utils/session-store';
import { signIn } from '@/test-utils/render';
import { FakeXhr, installFakeXhr, restoreXhr } from '@/test-utils/fake-xhr';
import { uploadFile, type UploadProgress } from '../upload-file';

const resume = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

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
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-1' });
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

  it('a broken connection rejects with status 0 and the network text', async () => {
    const done = uploadFile('resume', resume(), { token: 't' });
    lastXhr().fail();
    await expect(done).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
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
