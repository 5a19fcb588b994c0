import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { errWithoutQueryParams, NestPinoLogger } from '../logger';

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

describe("Nest's messages through NestPinoLogger", () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()) });
    return { lines, nest: new NestPinoLogger(pino({ level: 'trace', serializers: { err: errWithoutQueryParams }, redact: ['*.password'] }, sink)) };
  };

  it('keeps text as the message, with its context', () => {
    const { lines, nest } = capture();
    nest.log('Nest application successfully started', 'NestApplication');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'Nest application successfully started', context: 'NestApplication' });
  });

  it('logs an Error with its message as text and the error serialized, never "[object Object]"', () => {
    const { lines, nest } = capture();
    nest.error(new Error('Disconnected from RMQ. Trying to reconnect.'), undefined, 'ClientRMQ');
    expect(lines[0]).toMatchObject({ level: 50, msg: 'Disconnected from RMQ. Trying to reconnect.', context: 'ClientRMQ', err: { type: 'Error', message: 'Disconnected from RMQ. Trying to reconnect.' } });
  });

  it('logs a plain object by its own message or its known fields, the rest only as a redacted detail', () => {
    const { lines, nest } = capture();
    nest.error({ code: 320, message: 'CONNECTION_FORCED - broker forced connection closure' }, undefined, 'ClientRMQ');
    nest.warn({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 5672, password: 'guest' }, 'ServerRMQ');
    expect(lines[0]).toMatchObject({ msg: 'CONNECTION_FORCED - broker forced connection closure', detail: { code: 320 } });
    nest.warn({ password: 'guest' }, 'ServerRMQ');
    expect(lines[1].msg).toBe('code=ECONNREFUSED address=127.0.0.1 port=5672');
    expect(lines[1]).toMatchObject({ level: 40, context: 'ServerRMQ', detail: { code: 'ECONNREFUSED', port: 5672, password: '[Redacted]' } });
    expect(lines[2]).toMatchObject({ msg: 'see detail', detail: { password: '[Redacted]' } });
    for (const line of lines) expect(JSON.stringify(line)).not.toMatch(/\[object Object\]|guest/);
  });
});
