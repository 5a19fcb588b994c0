import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { FILE_LIMIT_BYTES, MediaMessages } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';

export interface FilePart {
  stream: Readable;
  /** The client's name for the file; only ever shown back, sanitized. */
  filename: string;
}

export interface MultipartResult<T> {
  fields: Record<string, string>;
  /** What `onFile` made of the expected file part, if the request had one. */
  file?: T;
}

export interface MultipartOptions<T> {
  /** The one form field whose file is read; file parts under other names are skipped. */
  fileField: string;
  onFile: (part: FilePart) => Promise<T>;
  /** Undoes a stored file when the request fails after it (a bad field, an abort). */
  discard: (value: T) => Promise<void>;
}

const FIELD_LIMITS = { fields: 20, fieldSize: 1024 * 1024, fieldNameSize: 100, files: 5, parts: 30 };

/**
 * Streams a multipart request: text fields are collected, the expected file part is handed to
 * `onFile` as it arrives (never buffered here). busboy cuts a file one byte past the limit, so
 * the size check downstream sees the excess, and it discards the rest of an oversized part
 * itself. When `onFile` fails (wrong type, too large) the promise rejects at once, so the
 * answer goes out while the rest of the request is still read and thrown away.
 */
export function parseMultipart<T>(req: IncomingMessage, options: MultipartOptions<T>): Promise<MultipartResult<T>> {
  return new Promise((resolve, reject) => {
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\b/i.test(contentType)) {
      req.resume();
      reject(new DomainError('UPLOAD_NO_FILE', MediaMessages.noFile));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { ...FIELD_LIMITS, fileSize: FILE_LIMIT_BYTES + 1 } });
    } catch {
      // No boundary in the Content-Type: nothing can be read as a form.
      req.resume();
      reject(new DomainError('UPLOAD_NO_FILE', MediaMessages.noFile));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Promise<T> | undefined;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      file?.then(options.discard).catch(() => undefined);
      reject(error);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new DomainError('UPLOAD_FORM_TOO_LARGE', `${name} is too long`));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField || file || failed) {
        stream.resume();
        return;
      }
      file = options.onFile({ stream, filename: info.filename ?? '' });
      file.catch(fail);
    });
    parser.on('fieldsLimit', () => fail(new DomainError('UPLOAD_FORM_TOO_LARGE', 'Too many form fields')));
    parser.on('partsLimit', () => fail(new DomainError('UPLOAD_FORM_TOO_LARGE', 'Too many form fields')));
    // The body arrived but is not a well-formed form (broken boundary, a part header with control characters).
    parser.on('error', () => fail(new DomainError('UPLOAD_MALFORMED', MediaMessages.uploadMalformed)));
    parser.on('close', () => {
      if (failed) return;
      if (!file) return resolve({ fields });
      file.then((value) => resolve({ fields, file: value }), fail);
    });
    // A client gone mid-body never ends the form: fail the file part so its partial write is removed.
    req.on('close', () => {
      if (req.complete) return;
      fail(new DomainError('UPLOAD_ABORTED', MediaMessages.uploadAborted));
      parser.destroy(new Error('the client closed the connection during the upload'));
    });
    req.pipe(parser);
  });
}
