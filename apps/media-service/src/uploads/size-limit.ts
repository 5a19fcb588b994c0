import { Transform } from 'node:stream';

export class FileTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`file is larger than ${limit} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** Passes bytes through until more than `limit` have gone by, then fails the stream (and so the store's write). */
export function sizeLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new FileTooLargeError(limit));
      else done(null, chunk);
    },
  });
}
