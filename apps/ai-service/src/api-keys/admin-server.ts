import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ZodError } from 'zod';
import { formatZodError } from '@hirewise/contracts';
import { LOGGER, SERVICE_CONFIG, type Logger, type ServiceConfig } from '@hirewise/server-kit';
import { adminFilePath, removeAdminFile, writeAdminFile } from './admin-file';
import { ApiKeyStore, type ApiKeyInfo, type IssuedApiKey, type IssueApiKeyInput } from './api-key.store';

/** What the operator command does, against the database itself or through a running service. */
export interface ApiKeyAdmin {
  issue(input: IssueApiKeyInput): Promise<IssuedApiKey>;
  list(): Promise<ApiKeyInfo[]>;
  /** Undefined when no key has this id or prefix. */
  revoke(idOrPrefix: string): Promise<ApiKeyInfo | undefined>;
}

/** The admin routes (loopback only, bearer = the token in the admin file). */
export const AdminRoutes = {
  keys: '/api-keys',
  revoke: (idOrPrefix: string) => `/api-keys/${encodeURIComponent(idOrPrefix)}/revoke`,
} as const;
const REVOKE_PATH = /^\/api-keys\/([^/]+)\/revoke$/;
const MAX_BODY_BYTES = 4096;

class AdminHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Embedded mode (PGlite): key administration while the service runs, on 127.0.0.1 at a port the OS
 * picks, announced in `<DATA_DIR>/ai/api-keys-admin.json` (mode 600) with a random token made at
 * start. With AI_DATABASE_URL the command writes to PostgreSQL itself and this server is not started.
 */
@Injectable()
export class ApiKeysAdminServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;
  private token?: string;
  private filePath?: string;

  constructor(
    private readonly store: ApiKeyStore,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The port it listens on, when it runs. */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseUrl || this.config.DATA_DIR.startsWith('memory://')) return;
    const token = randomBytes(32).toString('base64url');
    const server = createServer((req, res) => void this.handle(req, res, token));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
    // A running service must always be found by the command (or it would open the directory too): no file, no start.
    this.filePath = adminFilePath(this.config.DATA_DIR);
    this.token = token;
    writeAdminFile(this.filePath, { pid: process.pid, port: this.port!, token });
    this.logger.info({ port: this.port, file: this.filePath }, 'API key administration on the loopback port (embedded mode)');
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.filePath && this.token) removeAdminFile(this.filePath, this.token);
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  private async handle(req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
    try {
      if (!authorized(req.headers.authorization, token)) throw new AdminHttpError(401, 'Operator token missing or wrong');
      const path = new URL(req.url ?? '/', 'http://admin').pathname;
      const revoke = REVOKE_PATH.exec(path);
      if (req.method === 'GET' && path === AdminRoutes.keys) return send(res, 200, { keys: await this.store.list() });
      if (req.method === 'POST' && path === AdminRoutes.keys) {
        const issued = await this.store.issue((await readJson(req)) as IssueApiKeyInput);
        this.logger.info({ apiKey: issued.prefix, client: issued.name, ratePerMinute: issued.ratePerMinute }, 'API key issued');
        return send(res, 201, issued);
      }
      if (req.method === 'POST' && revoke) {
        const key = await this.store.revoke(decodeURIComponent(revoke[1]));
        if (!key) throw new AdminHttpError(404, `No API key with id or prefix ${decodeURIComponent(revoke[1])}`);
        this.logger.info({ apiKey: key.prefix, client: key.name }, 'API key revoked');
        return send(res, 200, key);
      }
      throw new AdminHttpError(404, 'Not found');
    } catch (err) {
      if (err instanceof AdminHttpError) return send(res, err.status, { message: err.message });
      if (err instanceof ZodError) return send(res, 400, { message: formatZodError(err) });
      this.logger.error({ err }, 'API key administration failed');
      send(res, 500, { message: 'API key administration failed; see the AI service log' });
    }
  }
}

function authorized(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) throw new AdminHttpError(415, 'Send JSON (Content-Type: application/json)');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new AdminHttpError(413, 'Request body is too large');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AdminHttpError(400, 'Request body is not valid JSON');
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}
