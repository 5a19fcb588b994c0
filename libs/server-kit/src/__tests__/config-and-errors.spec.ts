import { BadRequestException, NotFoundException, InternalServerErrorException } from '@nestjs/common';
import { z } from 'zod';
import { ConfigError, describeConfig, DomainError, loadServiceConfig, toErrorPayload, DEFAULT_JWT_SECRET } from '../index';
import { Messages } from '@hirewise/contracts';

describe('service configuration', () => {
  it('gives the embedded defaults with no variables set', () => {
    const config = loadServiceConfig('auth', {});
    expect(config).toMatchObject({ TRANSPORT: 'tcp', DATA_DIR: './data', DEMO_DATA: true, self: { host: '127.0.0.1', tcpPort: 4001, httpPort: 3001 } });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads server mode and the service’s own database URL', () => {
    const config = loadServiceConfig('jobs', { TRANSPORT: 'rmq', JOBS_DATABASE_URL: 'postgres://db/jobs', AUTH_DATABASE_URL: 'postgres://db/auth' });
    expect(config.TRANSPORT).toBe('rmq');
    expect(config.databaseUrl).toBe('postgres://db/jobs');
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadServiceConfig('auth', { TRANSPORT: 'kafka', RPC_TIMEOUT_MS: 'soon', DEMO_DATA: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('TRANSPORT: must be tcp or rmq');
    expect(problems).toContain('RPC_TIMEOUT_MS: must be a number');
    expect(problems).toContain('DEMO_DATA: must be true or false');
  });

  it('refuses a bad database URL and a bad port', () => {
    expect(() => loadServiceConfig('auth', { AUTH_DATABASE_URL: 'mysql://x' })).toThrow('AUTH_DATABASE_URL: must be a postgres:// URL');
    expect(() => loadServiceConfig('auth', { AUTH_TCP_PORT: '70000' })).toThrow('must be a port number');
  });

  it('refuses to run in production with the default JWT secret', () => {
    expect(() => loadServiceConfig('auth', { NODE_ENV: 'production' })).toThrow('JWT_SECRET: must be set to a secret of your own in production');
    expect(loadServiceConfig('auth', { NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-of-32-characters!!', SERVICE_TOKEN_SECRET: 'a-service-secret-of-at-least-32-chars' }).NODE_ENV).toBe('production');
  });

  it('masks secrets when the configuration is logged', () => {
    const described = describeConfig(loadServiceConfig('auth', { RABBITMQ_URL: 'amqp://user:pw@host:5672', JWT_SECRET: 'top-secret-value-123' }));
    expect(JSON.stringify(described)).not.toContain('top-secret-value-123');
    expect(JSON.stringify(described)).not.toContain(':pw@');
    expect(DEFAULT_JWT_SECRET.length).toBeGreaterThanOrEqual(16);
  });
});

describe('error mapping', () => {
  it('keeps a domain error’s code and message', () => {
    expect(toErrorPayload(new DomainError('EMAIL_TAKEN', 'taken'))).toEqual({ code: 'EMAIL_TAKEN', message: 'taken', known: true });
  });

  it('turns a validation failure into 400 with the field named', () => {
    const err = z.object({ age: z.number() }).safeParse({ age: 'x' }).error;
    const payload = toErrorPayload(err);
    expect(payload.code).toBe('VALIDATION_FAILED');
    expect(payload.message).toMatch(/^age: /);
  });

  it('maps Nest HTTP exceptions by status, hiding 5xx details', () => {
    expect(toErrorPayload(new NotFoundException('Cannot GET /api/x'))).toMatchObject({ code: 'NOT_FOUND', message: 'Cannot GET /api/x' });
    expect(toErrorPayload(new BadRequestException('Unexpected token } in JSON at position 1'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Request body is not valid JSON',
    });
    expect(toErrorPayload(new InternalServerErrorException('db password is hunter2'))).toEqual({ code: 'INTERNAL', message: Messages.internal, known: false });
  });

  it('never passes an unknown error’s text on', () => {
    expect(toErrorPayload(new Error('connection to 10.0.0.5 failed'))).toEqual({ code: 'INTERNAL', message: Messages.internal, known: false });
  });
});

describe('a database that cannot be reached (issue 20)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { toErrorPayload, isDatabaseUnavailable } = require('../index') as typeof import('../index');
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['PostgreSQL shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['not yet accepting connections (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006')],
    ['a refused socket', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['wrapped by drizzle', Object.assign(new Error('Failed query: select 1'), { cause: pgError('57P01') })],
  ])('%s is 503 naming the service', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorPayload(error, 'applications')).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The applications service is not available right now. Please try again shortly.', known: true });
  });

  it('leaves other database errors INTERNAL (a unique violation, a syntax error)', () => {
    for (const error of [pgError('23505', 'duplicate key'), pgError('42601', 'syntax error')]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(toErrorPayload(error, 'applications')).toMatchObject({ code: 'INTERNAL', known: false });
    }
  });
});
