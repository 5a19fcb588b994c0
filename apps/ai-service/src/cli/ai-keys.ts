/**
 * Operator command for the service clients' API keys of the AI HTTP API (docs/ai-service.md):
 *
 *   node tools/ai-keys.mjs issue --name reports-service [--rate 120] [--json]
 *   node tools/ai-keys.mjs list [--json]
 *   node tools/ai-keys.mjs revoke <id or prefix> [--json]
 *
 * (in an image: `node apps/ai-service/dist/cli/ai-keys.js ...`). Where it works, as the service does:
 * - AI_DATABASE_URL set: that PostgreSQL database, directly (any number of service replicas may run);
 * - otherwise PGlite under DATA_DIR/ai: through the running AI service's loopback admin port (found in
 *   DATA_DIR/ai/api-keys-admin.json), or, when no service runs, the PGlite directory itself.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z, ZodError } from 'zod';
import { formatZodError } from '@hirewise/contracts';
import { ConfigError, openDatabase, parseEnv, pgliteDir } from '@hirewise/server-kit';
import { adminFilePath, processAlive, readAdminFile, type AdminEndpoint } from '../api-keys/admin-file';
import { AdminRoutes, type ApiKeyAdmin } from '../api-keys/admin-server';
import { API_KEY_HEADER_NAME } from '../api-keys/api-key';
import { ApiKeyStore, type ApiKeyInfo, type IssuedApiKey, type IssueApiKeyInput } from '../api-keys/api-key.store';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from '../schema';

export const USAGE = `Usage: node tools/ai-keys.mjs <command> [--json]

  issue --name <client name> [--rate <requests per minute>]   issue a key (printed once; default rate 60)
  list                                                         every key: id, prefix, name, rate, use, status
  revoke <id or prefix>                                        refuse the key from the next call on

Database: AI_DATABASE_URL when set (PostgreSQL), else PGlite under DATA_DIR/ai (default ./data),
through the running AI service when there is one.`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const stdio: CliIo = { out: (t) => process.stdout.write(`${t}\n`), err: (t) => process.stderr.write(`${t}\n`) };

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const cliEnvSchema = z.object({
  DATA_DIR: z.string().min(1).default('./data'),
  AI_DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
});

interface Connection {
  admin: ApiKeyAdmin;
  where: string;
  close(): Promise<void>;
}

/** Runs one command; resolves to the process exit code (0 done, 1 failed, 2 usage). */
export async function runAiKeys(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = stdio): Promise<number> {
  let connection: Connection | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, rate: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    });
    const [command, ...rest] = positionals;
    if (values.help || !command) {
      io.out(USAGE);
      return command || values.help ? 0 : 2;
    }
    const json = values.json ?? false;
    const run = commandFor(command, rest, values);
    connection = await connect(env);
    io.err(`(${connection.where})`);
    await run(connection.admin, io, json);
    return 0;
  } catch (err) {
    if (err instanceof CliError) {
      io.err(err.message);
      return err.exitCode;
    }
    if (err instanceof ZodError) {
      io.err(formatZodError(err));
      return 2;
    }
    if (err instanceof ConfigError) {
      io.err(err.message);
      return 2;
    }
    if (String((err as NodeJS.ErrnoException | undefined)?.code).startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(err as Error).message}\n\n${USAGE}`);
      return 2;
    }
    io.err(`ai-keys failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await connection?.close().catch(() => undefined);
  }
}

type Run = (admin: ApiKeyAdmin, io: CliIo, json: boolean) => Promise<void>;

function commandFor(command: string, args: string[], values: { name?: string; rate?: string }): Run {
  switch (command) {
    case 'issue': {
      if (args.length) throw new CliError(`issue takes no argument besides --name and --rate (got ${args.join(' ')})\n\n${USAGE}`, 2);
      if (values.name === undefined) throw new CliError(`issue needs --name <client name>\n\n${USAGE}`, 2);
      const input: IssueApiKeyInput = { name: values.name, ...(values.rate !== undefined ? { ratePerMinute: values.rate } : {}) };
      return async (admin, io, json) => printIssued(await admin.issue(input), io, json);
    }
    case 'list':
      if (args.length) throw new CliError(`list takes no argument\n\n${USAGE}`, 2);
      return async (admin, io, json) => printList(await admin.list(), io, json);
    case 'revoke': {
      if (args.length !== 1) throw new CliError(`revoke needs one key id or prefix\n\n${USAGE}`, 2);
      const [idOrPrefix] = args;
      return async (admin, io, json) => {
        const key = await admin.revoke(idOrPrefix);
        if (!key) throw new CliError(`No API key with id or prefix ${idOrPrefix} (see: list)`);
        if (json) return io.out(JSON.stringify(key));
        io.out(`Revoked ${key.prefix} (${key.name}, id ${key.id}) at ${key.revokedAt}: calls with it get 401 from now on.`);
      };
    }
    default:
      throw new CliError(`Unknown command ${command}\n\n${USAGE}`, 2);
  }
}

function printIssued(key: IssuedApiKey, io: CliIo, json: boolean): void {
  if (json) return io.out(JSON.stringify(key));
  // The key alone on stdout (KEY=$(... issue ...)); the rest on stderr.
  io.err(`Issued ${key.prefix} for ${key.name}: ${key.ratePerMinute} requests per minute, id ${key.id}.`);
  io.err(`This is the only time the key is shown (only its SHA-256 is stored). Callers send it as "${API_KEY_HEADER_NAME}: <key>".`);
  io.out(key.key);
}

function printList(keys: ApiKeyInfo[], io: CliIo, json: boolean): void {
  if (json) return io.out(JSON.stringify(keys));
  if (!keys.length) return io.out('No API keys yet (issue one: node tools/ai-keys.mjs issue --name <client> --rate <per minute>).');
  const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')}Z` : '-');
  const rows = [
    ['ID', 'PREFIX', 'NAME', 'RATE/MIN', 'CREATED', 'LAST USED', 'STATUS'],
    ...keys.map((k) => [k.id, k.prefix, k.name, String(k.ratePerMinute), when(k.createdAt), when(k.lastUsedAt), k.revokedAt ? `revoked ${when(k.revokedAt)}` : 'active']),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) io.out(row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
}

async function connect(env: NodeJS.ProcessEnv): Promise<Connection> {
  const settings = parseEnv(cliEnvSchema, env);
  if (settings.AI_DATABASE_URL) {
    // Several processes may use a PostgreSQL database at once: the same migrations the service runs, then the table.
    const handle = await openDatabase({ schema, migrationsFolder: MIGRATIONS_DIR, databaseUrl: settings.AI_DATABASE_URL, dataDir: 'unused', poolSize: 1, outbox: false });
    return { admin: new ApiKeyStore(handle.db), where: `PostgreSQL database ${new URL(settings.AI_DATABASE_URL).pathname.slice(1) || '(default)'} from AI_DATABASE_URL`, close: () => handle.close() };
  }
  const dataDir = resolve(settings.DATA_DIR);
  const file = adminFilePath(dataDir);
  const endpoint = readAdminFile(file);
  if (endpoint && processAlive(endpoint.pid)) {
    return { admin: new AdminClient(endpoint, file), where: `through the running AI service, pid ${endpoint.pid}, data in ${dataDir}`, close: async () => undefined };
  }
  const dir = pgliteDir(dataDir, 'ai');
  if (!existsSync(dir)) {
    throw new CliError(`No AI service database at ${dir}. Start the product once (npm start), or set DATA_DIR to its data folder (AI_DATABASE_URL in server mode).`);
  }
  // No AI service runs on this directory (PGlite allows one process at a time): open it here, briefly.
  const handle = await openDatabase({ schema, migrationsFolder: MIGRATIONS_DIR, dataDir: dir, outbox: false });
  return { admin: new ApiKeyStore(handle.db), where: `PGlite database ${dir} (no AI service running on it)`, close: () => handle.close() };
}

/** The admin port of a running AI service (embedded mode). */
export class AdminClient implements ApiKeyAdmin {
  constructor(
    private readonly endpoint: AdminEndpoint,
    private readonly file: string,
  ) {}

  issue(input: IssueApiKeyInput): Promise<IssuedApiKey> {
    return this.call<IssuedApiKey>('POST', AdminRoutes.keys, input);
  }

  async list(): Promise<ApiKeyInfo[]> {
    return (await this.call<{ keys: ApiKeyInfo[] }>('GET', AdminRoutes.keys)).keys;
  }

  async revoke(idOrPrefix: string): Promise<ApiKeyInfo | undefined> {
    return this.call<ApiKeyInfo>('POST', AdminRoutes.revoke(idOrPrefix), undefined, true);
  }

  private async call<T>(method: string, path: string, body?: unknown, missingIsUndefined = false): Promise<T> {
    const res = await fetch(`http://127.0.0.1:${this.endpoint.port}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.endpoint.token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    }).catch((err: unknown) => {
      throw new CliError(
        `The AI service (pid ${this.endpoint.pid}) does not answer on its admin port ${this.endpoint.port} (${(err as Error).cause ?? (err as Error).message}). ` +
          `If no AI service runs on this data folder, delete ${this.file} and try again.`,
      );
    });
    const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
    if (res.status === 404 && missingIsUndefined) return undefined as T;
    if (!res.ok) throw new CliError(answer.message ?? `The AI service answered ${res.status}`, res.status === 400 ? 2 : 1);
    return answer;
  }
}

if (require.main === module) {
  void runAiKeys(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
