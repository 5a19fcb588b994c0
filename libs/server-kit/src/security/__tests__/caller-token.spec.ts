import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CallPolicy, EventProducers, Events, eventSenderAllowed, mayCall, Patterns } from '@hirewise/contracts';
import { CallerTokenError, CallerTokens, callerIn, payloadDigest } from '../caller-token';
import { EVENT_TOKEN_HEADER, ServiceTrust } from '../service-trust';
import { RPC_META_KEY } from '../../observability/rpc-meta';
import { ConfigError, loadBaseConfig } from '../../config/load-config';

const SECRET = 'a-service-secret-of-at-least-32-chars';
const OTHER = 'another-service-secret-of-32-chars!!';
const recruiter = { userId: 'r-1', type: 'recruiter' as const };
const owner = { userId: 'r-2', type: 'recruiter' as const };
const payload = { caller: recruiter, applicationId: 'a-1', status: 'accepted' };

const reasonOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    if (err instanceof CallerTokenError) return err.reason;
    throw err;
  }
  throw new Error('expected a refusal');
};

describe('caller tokens', () => {
  const tokens = new CallerTokens(SECRET);
  const sign = (over: Partial<Parameters<CallerTokens['sign']>[0]> = {}) =>
    tokens.sign({ iss: 'gateway', aud: 'applications', pattern: Patterns.applications.updateStatus, payload, ttlS: 60, ...over });
  const check = { aud: 'applications', pattern: Patterns.applications.updateStatus, payload };

  it('carries issuer, audience, pattern, caller, digest, id and a short lifetime', () => {
    const claims = tokens.verify(sign(), check);
    expect(claims).toMatchObject({ iss: 'gateway', aud: 'applications', pat: Patterns.applications.updateStatus, cal: { u: 'r-1', t: 'recruiter' }, dig: payloadDigest(payload) });
    expect(claims.exp! - claims.iat).toBe(60);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens.verify(sign(), check).jti).not.toBe(claims.jti);
  });

  it('verifies what the receiver parsed from the wire (JSON round trip)', () => {
    const wire = JSON.parse(JSON.stringify({ ...payload, at: new Date(0), skip: undefined, list: [1, 'two'] }));
    const token = tokens.sign({ iss: 'gateway', aud: 'applications', pattern: 'p', payload: { ...payload, at: new Date(0), skip: undefined, list: [1, 'two'] } });
    expect(() => tokens.verify(token, { aud: 'applications', pattern: 'p', payload: wire })).not.toThrow();
  });

  it('refuses a missing, malformed, foreign-secret, unsigned or expired token', () => {
    expect(reasonOf(() => tokens.verify(undefined, check))).toBe('missing');
    expect(reasonOf(() => tokens.verify('not.a.jwt', check))).toBe('invalid');
    expect(reasonOf(() => tokens.verify(new CallerTokens(OTHER).sign({ iss: 'gateway', aud: 'applications', pattern: check.pattern, payload, ttlS: 60 }), check))).toBe('invalid');
    const [, body] = sign().split('.');
    expect(reasonOf(() => tokens.verify(`${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`, check))).toBe('invalid');
    expect(reasonOf(() => tokens.verify(sign({ now: Math.floor(Date.now() / 1000) - 120 }), check))).toBe('expired');
  });

  it('tolerates a few seconds of clock skew', () => {
    expect(() => tokens.verify(sign({ ttlS: 5, now: Math.floor(Date.now() / 1000) - 8 }), check)).not.toThrow();
  });

  it('refuses a token for another service, another pattern, another payload or another caller', () => {
    expect(reasonOf(() => tokens.verify(sign({ aud: 'auth' }), check))).toBe('audience');
    expect(reasonOf(() => tokens.verify(sign({ pattern: Patterns.applications.listMine }), check))).toBe('pattern');
    expect(reasonOf(() => tokens.verify(sign(), { ...check, payload: { ...payload, status: 'rejected' } }))).toBe('payload');
    expect(reasonOf(() => tokens.verify(sign(), { ...check, payload: { ...payload, caller: owner } }))).toBe('caller');
    // auth.user.update.v1 names its user at the top level
    const update = { userId: 'u-1', type: 'applicant', changes: { name: 'A' } };
    const t = tokens.sign({ iss: 'gateway', aud: 'auth', pattern: Patterns.auth.updateUser, payload: update, ttlS: 60 });
    expect(reasonOf(() => tokens.verify(t, { aud: 'auth', pattern: Patterns.auth.updateUser, payload: { ...update, userId: 'u-2' } }))).toBe('caller');
  });

  it('accepts the previous secret during a rotation, and signs with the new one only', () => {
    const rotating = new CallerTokens(SECRET, OTHER);
    const old = new CallerTokens(OTHER).sign({ iss: 'gateway', aud: 'applications', pattern: check.pattern, payload, ttlS: 60 });
    expect(() => rotating.verify(old, check)).not.toThrow();
    expect(() => tokens.verify(rotating.sign({ iss: 'gateway', aud: 'applications', pattern: check.pattern, payload, ttlS: 60 }), check)).not.toThrow();
  });

  it('finds the caller of a payload', () => {
    expect(callerIn(payload)).toEqual(recruiter);
    expect(callerIn({ userId: 'u', type: 'applicant', changes: {} })).toEqual({ userId: 'u', type: 'applicant' });
    expect(callerIn({ userId: 'u' })).toBeUndefined();
    expect(callerIn({ caller: { userId: 'u', type: 'admin' } })).toBeUndefined();
  });
});

describe('call policy', () => {
  it('lets only the gateway send a pattern unless a peer call is listed', () => {
    expect(mayCall('gateway', Patterns.applications.updateStatus)).toBe(true);
    expect(mayCall('jobs', Patterns.applications.updateStatus)).toBe(false);
    expect(mayCall('gateway', Patterns.auth.updateUser)).toBe(true);
    expect(mayCall('applications', Patterns.auth.updateUser)).toBe(false);
    expect(mayCall('applications', Patterns.auth.getUser)).toBe(true);
    expect(mayCall('jobs', Patterns.applications.setJobLimits)).toBe(true);
    expect(mayCall('gateway', Patterns.applications.setJobLimits)).toBe(false);
    expect(mayCall('media', Patterns.applications.saveInterviewResult)).toBe(true);
    expect(mayCall('gateway', 'no.such.pattern.v1')).toBe(false);
  });

  it('lets only an event producer deliver it, and only to its consumers', () => {
    expect(eventSenderAllowed('jobs', Events.jobCreated, 'applications')).toBe(true);
    expect(eventSenderAllowed('gateway', Events.jobCreated, 'applications')).toBe(false);
    expect(eventSenderAllowed('media', Events.jobCreated, 'applications')).toBe(false);
    expect(eventSenderAllowed('jobs', Events.jobCreated, 'auth')).toBe(false);
    expect(CallPolicy[Patterns.events.deliver]).not.toContain('gateway');
  });

  it('names every peer call and event producer the code has (the table is checked against the sources)', () => {
    const root = join(__dirname, '../../../../..');
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (name === '__tests__' || name === 'node_modules' || name === 'dist') return [];
        return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
      });
    const services = ['auth', 'jobs', 'applications', 'media', 'ai'] as const;
    const patternValue = (ref: string) => ref.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], { Patterns }) as string;
    const eventValue = (ref: string) => (Events as Record<string, string>)[ref];
    let calls = 0;
    let writes = 0;
    for (const service of services) {
      for (const file of sources(join(root, 'apps', `${service}-service`, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/\.send(?:<[^(]*)?\(\s*(Patterns\.\w+\.\w+)/g)) {
          calls += 1;
          expect([service, patternValue(m[1]), mayCall(service, patternValue(m[1]))]).toEqual([service, patternValue(m[1]), true]);
        }
        for (const m of text.matchAll(/outbox\.add\(\s*\w+,\s*Events\.(\w+)/g)) {
          writes += 1;
          expect([eventValue(m[1]), EventProducers[eventValue(m[1]) as keyof typeof EventProducers]]).toEqual([eventValue(m[1]), service]);
        }
      }
    }
    // The scan finds what exists (about 10 peer calls and 10 outbox writes), so it cannot pass by finding nothing.
    expect(calls).toBeGreaterThanOrEqual(8);
    expect(writes).toBeGreaterThanOrEqual(8);
  });
});

describe('service trust', () => {
  const config = { SERVICE_TOKEN_SECRET: SECRET, SERVICE_TOKEN_TTL_S: 60 };
  const gateway = new ServiceTrust('gateway', config);
  const applications = new ServiceTrust('applications', config);
  const wire = (token: string, data: unknown) => JSON.parse(JSON.stringify({ [RPC_META_KEY]: { token }, data }));

  it('checks a request as it arrives, before anyone reads the payload', () => {
    const token = gateway.signRequest('applications', Patterns.applications.updateStatus, payload, 5000);
    expect(applications.verifyRequest(wire(token, payload), Patterns.applications.updateStatus).iss).toBe('gateway');
    expect(reasonOf(() => applications.verifyRequest(payload, Patterns.applications.updateStatus))).toBe('missing');
    const fromAi = new ServiceTrust('ai', config).signRequest('applications', Patterns.applications.updateStatus, payload, 5000);
    expect(reasonOf(() => applications.verifyRequest(wire(fromAi, payload), Patterns.applications.updateStatus))).toBe('issuer');
  });

  it('gives a long call a token that outlives its time-out', () => {
    const token = gateway.signRequest('ai', Patterns.ai.evaluateAnswer, {}, 120_000);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(125);
  });

  it('checks a delivered event against its producer', () => {
    const env = { id: 'e', event: Events.jobCreated, occurredAt: '', payload: { jobId: 'j' } };
    const fromJobs = new ServiceTrust('jobs', config).signRequest('applications', Patterns.events.deliver, env, 5000);
    expect(applications.verifyRequest(wire(fromJobs, env), Patterns.events.deliver).iss).toBe('jobs');
    const fromGateway = gateway.signRequest('applications', Patterns.events.deliver, env, 5000);
    expect(reasonOf(() => applications.verifyRequest(wire(fromGateway, env), Patterns.events.deliver))).toBe('issuer');
  });

  it('binds a broker event to its exact bytes', () => {
    const env = { id: 'e', event: Events.jobCreated, occurredAt: '', payload: { jobId: 'j' } };
    const json = JSON.stringify(env);
    const token = new ServiceTrust('jobs', config).signEvent(env.event, json);
    expect(applications.verifyEvent(token, Buffer.from(json), env).iss).toBe('jobs');
    const changed = { ...env, payload: { jobId: 'k' } };
    expect(reasonOf(() => applications.verifyEvent(token, Buffer.from(JSON.stringify(changed)), changed))).toBe('payload');
    expect(reasonOf(() => applications.verifyEvent(undefined, Buffer.from(json), env))).toBe('missing');
    expect(EVENT_TOKEN_HEADER).toMatch(/^x-/);
  });
});

describe('service token config', () => {
  it('refuses the default secret in production and a secret equal to JWT_SECRET', () => {
    const jwt = 'a-real-secret-of-32-characters!!';
    expect(() => loadBaseConfig('gateway', { NODE_ENV: 'production', JWT_SECRET: jwt })).toThrow('SERVICE_TOKEN_SECRET: must be set to a secret of your own in production');
    expect(() => loadBaseConfig('gateway', { JWT_SECRET: jwt, SERVICE_TOKEN_SECRET: jwt })).toThrow(ConfigError);
    expect(loadBaseConfig('gateway', { NODE_ENV: 'production', JWT_SECRET: jwt, SERVICE_TOKEN_SECRET: SECRET }).SERVICE_TOKEN_SECRET).toBe(SECRET);
    expect(() => loadBaseConfig('gateway', { SERVICE_TOKEN_SECRET: 'short' })).toThrow('SERVICE_TOKEN_SECRET: must be at least 32 characters');
  });

  it('binds services to loopback unless told otherwise', () => {
    expect(loadBaseConfig('gateway', {}).BIND_HOST).toBe('127.0.0.1');
    expect(loadBaseConfig('gateway', { BIND_HOST: '0.0.0.0' }).BIND_HOST).toBe('0.0.0.0');
  });
});
