import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, sizeLimit } from '../size-limit';

function sink() {
  let received = 0;
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      received += chunk.length;
      done();
    },
  });
  return { stream, received: () => received };
}

describe('sizeLimit', () => {
  it('passes exactly the limit', async () => {
    const out = sink();
    await pipeline(Readable.from([Buffer.alloc(600), Buffer.alloc(400)]), sizeLimit(1000), out.stream);
    expect(out.received()).toBe(1000);
  });

  it('fails on the byte past the limit, before passing the chunk that carries it', async () => {
    const out = sink();
    await expect(pipeline(Readable.from([Buffer.alloc(600), Buffer.alloc(401)]), sizeLimit(1000), out.stream)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(out.received()).toBe(600);
  });
});
