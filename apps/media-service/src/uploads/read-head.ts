import { PassThrough, type Readable } from 'node:stream';

export interface Head {
  /** At least `bytes` long unless the stream ended first. */
  head: Buffer;
  /** The stream ended within the head: `head` is the whole file. */
  complete: boolean;
  /** The whole stream again, head first: what gets stored. */
  body: Readable;
}

/**
 * Reads the first `bytes` of a stream without losing them, so the type can be decided
 * before anything is stored. Only the head is held in memory; the rest flows on with
 * backpressure. A source that fails before the head is read rejects.
 */
export function readHead(source: Readable, bytes: number): Promise<Head> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
    };
    const settle = (complete: boolean) => {
      cleanup();
      const head = Buffer.concat(chunks, length);
      const body = new PassThrough();
      body.write(head);
      if (complete) body.end();
      else {
        source.on('error', (err) => body.destroy(err));
        source.pipe(body);
      }
      resolve({ head, complete, body });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) {
        source.pause();
        settle(false);
      }
    };
    const onEnd = () => settle(true);
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onError);
  });
}
