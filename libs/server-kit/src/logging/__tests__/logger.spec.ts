import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { errWithoutQueryParams } from '../logger';

const EMAIL = 'asha.verma@hirewise.dev';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

describe('logged errors', () => {
  it("drop a failed query's parameters (row values: emails, names, password hashes) but keep the query and its cause", () => {
    const query = 'insert into "users" ("email", "password_hash", "name") values ($1, $2, $3)';
    const error = new DrizzleQueryError(query, [EMAIL, HASH, 'Asha\nVerma'], new Error('invalid byte sequence for encoding "UTF8": 0x00'));
    expect(JSON.stringify(pino.stdSerializers.err(error))).toContain(HASH); // what would be logged without it

    let line = '';
    const sink = new Writable({ write: (chunk, _enc, done) => ((line += String(chunk)), done()) });
    pino({ serializers: { err: errWithoutQueryParams } }, sink).error({ err: error }, 'unhandled error');
    for (const secret of [EMAIL, HASH, 'Verma']) expect(line).not.toContain(secret);
    const logged = JSON.parse(line).err;
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', params: '[not logged]', message: `Failed query: ${query}\nparams: [not logged]` });
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "users" .*\nparams: \[not logged\]\n\s+at /s);
    expect(JSON.stringify(logged)).toContain('invalid byte sequence');
  });

  it('leave other errors as pino serializes them', () => {
    const error = new TypeError('boom');
    expect(errWithoutQueryParams(error)).toEqual(pino.stdSerializers.err(error));
    expect(errWithoutQueryParams('not an error')).toBe('not an error');
  });
});
