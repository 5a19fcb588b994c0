/**
 * A stand-in for XMLHttpRequest (jsdom's would try the network): records what the app sends and
 * lets a test drive upload progress and the answer.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.instances.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number, lengthComputable = true): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }

  getResponseHeader(name: string): string | null {
    const found = Object.entries(this.responseHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase());
    return found ? found[1] : null;
  }

  respond(status: number, body?: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseHeaders = headers;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection broke (the server could not be reached). */
  fail(): void {
    this.onerror?.();
  }

  /** The multipart part the app attached under `field`. */
  file(field: string): File | null {
    const value = this.body?.get(field);
    return value instanceof File ? value : null;
  }
}

const original = globalThis.XMLHttpRequest;

/** Installs the fake for one test; call the returned function (or restoreXhr) afterwards. */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.instances = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return FakeXhr;
}

export function restoreXhr(): void {
  globalThis.XMLHttpRequest = original;
}

/** A File of `size` bytes without allocating them (File.size is read-only, so it is redefined). */
export function fileOfSize(name: string, type: string, size: number, content = 'x'): File {
  const file = new File([content], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
