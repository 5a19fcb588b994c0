import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { sql } from 'drizzle-orm';
import { AiPaths } from '@hirewise/contracts';
import { createServiceApp, createTestDatabase, DATABASE, jwtOptions, openDatabase, pgliteDir, type AppDatabase } from '@hirewise/server-kit';
import { freePort } from '@hirewise/testing';
import { aiModuleBuilder } from '../../app.module';
import { runAiKeys } from '../../cli/ai-keys';
import { MIGRATIONS_DIR } from '../../paths';
import * as schema from '../../schema';
import { adminFilePath, readAdminFile } from '../admin-file';
import { ApiKeysAdminServer } from '../admin-server';
import type { ApiKeyInfo, IssuedApiKey } from '../api-key.store';

type Engine = 'pglite' | 'postgres';
const SECRET = 'api-keys-test-secret-0123456789';
const QUESTION = { jobTitle: 'Backend Developer', skills: ['Node.js', 'PostgreSQL'], experience: 3, currentQuestion: 1 };
const CANDIDATE = {
  companyDescription: 'A fintech startup building payment APIs.',
  candidateInfo: 'Backend developer with 5 years of Node.js and PostgreSQL.',
  jobDescription: 'Senior backend engineer: Node.js, PostgreSQL.',
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * The real AI service (HTTP API on a free port) on a PGlite directory on disk or a throw-away
 * PostgreSQL database, and the operator command run in this process against the same database
 * the way an operator runs it: through the running service (PGlite) or directly (PostgreSQL).
 */
async function bootAi(engine: Engine) {
  const pg = engine === 'postgres' ? await createTestDatabase('aikeys') : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'hw-ai-keys-'));
  const httpPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    LOG_LEVEL: 'silent',
    AI_PROVIDER: 'local',
    AI_HTTP_PORT: String(httpPort),
    AI_TCP_PORT: String(await freePort()),
    ...(pg ? { AI_DATABASE_URL: pg.url } : {}),
  };
  let app: INestApplication | undefined;
  const start = async () => {
    ({ app } = await createServiceApp('ai', aiModuleBuilder(env), env));
    await app.listen(httpPort, '127.0.0.1');
  };
  await start();
  const call = async (path: string, body: unknown, headers: Record<string, string>): Promise<Answer> => {
    const res = await fetch(`http://127.0.0.1:${httpPort}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
  };
  /** The operator command with this service's environment; its output lines. */
  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAiKeys(argv, env, { out: (t) => out.push(t), err: (t) => err.push(t) });
    return { code, out, err };
  };
  const issue = async (name: string, rate: number): Promise<IssuedApiKey> => {
    const run = await cli('issue', '--name', name, '--rate', String(rate), '--json');
    expect(run).toMatchObject({ code: 0 });
    return JSON.parse(run.out[0]) as IssuedApiKey;
  };
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await app!.get<AppDatabase<typeof schema>>(DATABASE).execute(query)) as unknown as { rows: T[] }).rows;
  return {
    env,
    dataDir,
    call,
    cli,
    issue,
    rows,
    get app() {
      return app!;
    },
    start,
    stop: async () => {
      await app?.close();
      app = undefined;
    },
    close: async () => {
      await app?.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const keyHeader = (key: string) => ({ 'x-api-key': key });
const expectAiError = (answer: Answer, status: number, message: string | RegExp) => {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.body).toEqual({ error: expect.anything(), message: expect.anything() });
  expect(answer.body.error).toBe(answer.body.message);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
};

describe.each<Engine>(['pglite', 'postgres'])('service clients\' API keys on the AI HTTP API (%s)', (engine) => {
  let ai: Awaited<ReturnType<typeof bootAi>>;

  beforeAll(async () => {
    ai = await bootAi(engine);
  });
  afterAll(async () => {
    await ai?.close();
  });

  it(engine === 'pglite' ? 'issues a key through the running service (its loopback admin port), and a call with it succeeds' : 'issues a key in PostgreSQL (AI_DATABASE_URL) while the service runs, and a call with it succeeds', async () => {
    const run = await ai.cli('issue', '--name', 'reports-service', '--rate', '120');
    expect(run.code).toBe(0);
    expect(run.err.join('\n')).toMatch(engine === 'pglite' ? /through the running AI service, pid \d+/ : /PostgreSQL database hwi_aikeys_\w+ from AI_DATABASE_URL/);
    expect(run.err.join('\n')).toMatch(/Issued hwk_[0-9a-f]{8} for reports-service: 120 requests per minute/);
    // stdout is the key alone, for KEY=$(node tools/ai-keys.mjs issue ...).
    expect(run.out).toHaveLength(1);
    const [key] = run.out;
    expect(key).toMatch(/^hwk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);

    const answer = await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(key));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ question: expect.any(String), source: 'local' });
    expect(answer.headers.get('x-ratelimit-limit')).toBe('120');
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('119');
    // A key is a service client, not a user: the recruiters-only agent is open to it too.
    expect((await ai.call(AiPaths.suggestCandidate, CANDIDATE, keyHeader(key))).status).toBe(200);
  });

  it('stores only the SHA-256 of the key and a short visible prefix; list shows neither the key nor the hash', async () => {
    const issued = await ai.issue('stored-check', 10);
    const [row] = await ai.rows<Record<string, unknown>>(sql`select * from ai_api_keys where id = ${issued.id}`);
    expect(row.key_hash).toBe(createHash('sha256').update(issued.key).digest('hex'));
    expect(row.key_hash).not.toBe(issued.key);
    expect(row.prefix).toBe(issued.key.slice(0, 12));
    const secretPart = issued.key.slice(13);
    expect(JSON.stringify(await ai.rows(sql`select * from ai_api_keys`))).not.toContain(secretPart);

    const list = await ai.cli('list', '--json');
    const keys = JSON.parse(list.out[0]) as (ApiKeyInfo & Record<string, unknown>)[];
    const listed = keys.find((k) => k.id === issued.id)!;
    expect(listed).toEqual({ id: issued.id, name: 'stored-check', prefix: issued.prefix, ratePerMinute: 10, createdAt: expect.any(String), lastUsedAt: null, revokedAt: null });
    expect(list.out[0]).not.toContain(secretPart);
    expect(list.out[0]).not.toContain(row.key_hash as string);

    const table = await ai.cli('list');
    expect(table.out[0]).toMatch(/^ID\s+PREFIX\s+NAME\s+RATE\/MIN\s+CREATED\s+LAST USED\s+STATUS$/);
    expect(table.out.find((l) => l.includes(issued.id))).toMatch(new RegExp(`${issued.prefix}\\s+stored-check\\s+10\\s+.*\\s-\\s+active$`));
  });

  it('refuses unknown, malformed and revoked keys with 401 { error, message }, a revoked one from the very next call', async () => {
    const issued = await ai.issue('to-revoke', 100);
    expect((await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(issued.key))).status).toBe(200);

    const unknown = `${issued.prefix}_${'A'.repeat(43)}`;
    expectAiError(await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(unknown)), 401, 'Invalid API key');
    for (const malformed of ['', 'nonsense', issued.key.slice(0, -1), `${issued.key}x`, issued.key.toUpperCase(), `Bearer ${issued.key}`]) {
      expectAiError(await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(malformed)), 401, 'Invalid API key');
    }

    const revoked = await ai.cli('revoke', issued.prefix);
    expect(revoked.code).toBe(0);
    expect(revoked.out[0]).toMatch(new RegExp(`^Revoked ${issued.prefix} \\(to-revoke, id ${issued.id}\\) at .+: calls with it get 401 from now on\\.$`));
    expectAiError(await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(issued.key)), 401, 'This API key has been revoked');
    expectAiError(await ai.call(AiPaths.suggestCandidate, CANDIDATE, keyHeader(issued.key)), 401, 'This API key has been revoked');

    // Revoking again (by id) keeps the first time; an unknown id is an error.
    const again = await ai.cli('revoke', issued.id, '--json');
    expect(JSON.parse(again.out[0])).toMatchObject({ id: issued.id, revokedAt: expect.any(String) });
    const listed = JSON.parse((await ai.cli('list', '--json')).out[0]) as ApiKeyInfo[];
    expect(listed.find((k) => k.id === issued.id)!.revokedAt).toBe(JSON.parse(again.out[0]).revokedAt);
    expect(await ai.cli('revoke', 'hwk_00000000')).toMatchObject({ code: 1, err: expect.arrayContaining(['No API key with id or prefix hwk_00000000 (see: list)']) });
  });

  it("answers 429 with a message and Retry-After past a key's own rate limit; other keys keep theirs", async () => {
    const slow = await ai.issue('slow-client', 2);
    const other = await ai.issue('other-client', 2);
    for (const remaining of ['1', '0']) {
      const ok = await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(slow.key));
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-ratelimit-remaining')).toBe(remaining);
    }
    const limited = await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(slow.key));
    expectAiError(limited, 429, /^Rate limit of 2 requests per minute reached for this API key\. Try again in \d+ s\.$/);
    // One request comes back every 30 s at 2 per minute.
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(28);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(limited.body.message).toContain(`Try again in ${retryAfter} s.`);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await ai.call(AiPaths.evaluateAnswer, { question: 'q', expectedAnswer: 'a', userAnswer: 'b' }, keyHeader(slow.key))).status).toBe(429);
    expect((await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(other.key))).status).toBe(200);

    // The bucket refills with time: a minute later (moved back in the database) the key works again.
    await ai.rows(sql`update ai_api_keys set tokens_at = tokens_at - interval '1 minute' where id = ${slow.id}`);
    expect((await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(slow.key))).status).toBe(200);
  });

  it('counts concurrent calls with one key exactly (the check and the count are one statement under the row lock)', async () => {
    const burst = await ai.issue('burst-client', 5);
    const answers = await Promise.all(Array.from({ length: 12 }, () => ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(burst.key))));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
  });

  it('still takes user bearer tokens (with their roles), and refuses a request carrying both a token and a key', async () => {
    const jwt = new JwtService(jwtOptions(SECRET));
    const applicant = `Bearer ${await jwt.signAsync({ sub: 'u-1', type: 'applicant' })}`;
    const recruiter = `Bearer ${await jwt.signAsync({ sub: 'u-2', type: 'recruiter' })}`;
    expect((await ai.call(AiPaths.interviewQuestion, QUESTION, { authorization: applicant })).status).toBe(200);
    expect((await ai.call(AiPaths.suggestCandidate, CANDIDATE, { authorization: recruiter })).status).toBe(200);
    expectAiError(await ai.call(AiPaths.suggestCandidate, CANDIDATE, { authorization: applicant }), 403, 'Only recruiters can do this');
    expectAiError(await ai.call(AiPaths.interviewQuestion, QUESTION, {}), 401, 'Please log in to continue');

    const issued = await ai.issue('with-both', 100);
    expectAiError(await ai.call(AiPaths.interviewQuestion, QUESTION, { authorization: applicant, 'x-api-key': issued.key }), 401, 'Send either a bearer token or an API key, not both');
    // The key is no bearer token, and a token is no key.
    expectAiError(await ai.call(AiPaths.interviewQuestion, QUESTION, { authorization: `Bearer ${issued.key}` }), 401, /session is invalid/);
    expectAiError(await ai.call(AiPaths.interviewQuestion, QUESTION, { authorization: `ApiKey ${issued.key}` }), 401, 'Please log in to continue');
    expectAiError(await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(applicant.slice(7))), 401, 'Invalid API key');
  });

  it('refuses bad input to the command with its reason (exit code 2)', async () => {
    expect(await ai.cli('issue', '--name', 'x', '--rate', '0')).toMatchObject({ code: 2, err: expect.arrayContaining(['rate must be at least 1 request per minute']) });
    expect(await ai.cli('issue', '--name', 'x', '--rate', 'lots')).toMatchObject({ code: 2, err: expect.arrayContaining(['rate must be a number']) });
    expect(await ai.cli('issue', '--name', '  ')).toMatchObject({ code: 2 });
    expect(await ai.cli('issue', '--rate', '5')).toMatchObject({ code: 2 });
  });

  if (engine === 'pglite') {
    it('announces the admin port in DATA_DIR/ai (mode 600), which refuses a wrong operator token', async () => {
      const file = adminFilePath(ai.dataDir);
      const endpoint = readAdminFile(file)!;
      expect(endpoint).toEqual({ pid: process.pid, port: ai.app.get(ApiKeysAdminServer).port, token: expect.any(String) });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const refused = await fetch(`http://127.0.0.1:${endpoint.port}/api-keys`, { headers: { authorization: 'Bearer wrong' } });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: 'Operator token missing or wrong' });
      const anonymous = await fetch(`http://127.0.0.1:${endpoint.port}/api-keys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"x"}' });
      expect(anonymous.status).toBe(401);
    });

    it('opens the PGlite directory itself when no service runs on it, and the service sees the change on its next start', async () => {
      const before = JSON.parse((await ai.cli('list', '--json')).out[0]) as ApiKeyInfo[];
      await ai.stop();
      expect(existsSync(adminFilePath(ai.dataDir))).toBe(false);

      const run = await ai.cli('issue', '--name', 'offline-issued', '--rate', '3', '--json');
      expect(run.code).toBe(0);
      expect(run.err[0]).toBe(`(PGlite database ${pgliteDir(ai.dataDir, 'ai')} (no AI service running on it))`);
      const offline = JSON.parse(run.out[0]) as IssuedApiKey;
      expect(await ai.cli('revoke', before[0].id)).toMatchObject({ code: 0 });

      await ai.start();
      expect((await ai.call(AiPaths.interviewQuestion, QUESTION, keyHeader(offline.key))).status).toBe(200);
      const firstKey = await ai.rows<{ revoked_at: Date | null }>(sql`select revoked_at from ai_api_keys where id = ${before[0].id}`);
      expect(firstKey[0].revoked_at).not.toBeNull();
    });

    it('does not create a database where there is none (a wrong DATA_DIR)', async () => {
      const empty = mkdtempSync(join(tmpdir(), 'hw-ai-keys-none-'));
      try {
        const err: string[] = [];
        const code = await runAiKeys(['list'], { DATA_DIR: empty }, { out: () => undefined, err: (t) => err.push(t) });
        expect(code).toBe(1);
        expect(err.join('\n')).toBe(`No AI service database at ${pgliteDir(empty, 'ai')}. Start the product once (npm start), or set DATA_DIR to its data folder (AI_DATABASE_URL in server mode).`);
        expect(existsSync(join(empty, 'ai'))).toBe(false);
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    });
  }
});

describe('the AI service database migrations on a PostgreSQL server', () => {
  it('create the API key table once when two replicas start together', async () => {
    const db = await createTestDatabase('aimig');
    try {
      const open = () => openDatabase({ schema, migrationsFolder: MIGRATIONS_DIR, databaseUrl: db.url, dataDir: 'unused' });
      const [a, b] = await Promise.all([open(), open()]);
      const applied = (await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(applied.rows[0].n).toBe(journal.entries.length);
      await expect(a.db.insert(schema.aiApiKeys).values({ name: 'x', prefix: 'hwk_00000000', keyHash: 'h', ratePerMinute: 0, tokens: 0 })).rejects.toThrow();
      await Promise.all([a.close(), b.close()]);
    } finally {
      await db.drop();
    }
  });
});
