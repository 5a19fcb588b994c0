/**
 * One service as a real process, started from its build (`apps/<name>-service/dist/main.js`), for
 * a project's tests that need another service to talk to: they reach it over its TCP port or its
 * RabbitMQ queues, as the other services do, and import none of its code (no project imports
 * another app). The build must be current: `npx nx run <name>-service:build` (the test targets of
 * the projects that use this depend on those builds).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port.cjs';
import { NODE_FLAGS } from './node-flags.cjs';
import { killOnExit, ROOT } from './stack.cjs';

export type ServiceProcessName = 'auth' | 'jobs' | 'applications' | 'media' | 'ai' | 'notifications';

export interface ServiceProcess {
  name: ServiceProcessName;
  child: ChildProcess;
  /** The environment the process runs with (its ports included). */
  env: Record<string, string>;
  tcpPort: number;
  httpPort: number;
  /** The last lines the process wrote (stdout and stderr). */
  output(): string;
  /** SIGTERM (a graceful shutdown), SIGKILL after `killAfterMs`; resolves once the process has exited. */
  stop(killAfterMs?: number): Promise<void>;
}

export interface ServiceProcessOptions {
  /**
   * `postgres` (the default): a throw-away database on the local PostgreSQL server (TEST_PG_URL),
   * dropped by stop(); a start takes a few seconds. `pglite`: in-memory PGlite, or what `env`
   * sets (DATA_DIR, <NAME>_DATABASE_URL); compiling PGlite makes a start several times slower.
   */
  database?: 'postgres' | 'pglite';
  /** How long to wait for the service's /ready (database and transport up). Default 120 s: a start takes seconds, more on a busy machine. */
  readyTimeoutMs?: number;
}

const TAIL_CHUNKS = 60;
const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: `${PG_URL}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts `apps/<name>-service/dist/main.js` and resolves once its /ready answers 200. Defaults:
 * a throw-away PostgreSQL database (options.database), no demo data, LOG_LEVEL warn, free TCP and
 * HTTP ports for the service itself; `env` overrides any of them (peers' ports, TRANSPORT=rmq,
 * QUEUE_PREFIX...).
 */
export async function startService(name: ServiceProcessName, env: Record<string, string> = {}, options: ServiceProcessOptions = {}): Promise<ServiceProcess> {
  const script = join(ROOT, 'apps', `${name}-service`, 'dist', 'main.js');
  if (!existsSync(script)) throw new Error(`${script} is missing: build it first (npx nx run ${name}-service:build)`);
  const p = name.toUpperCase();
  const database = options.database === 'pglite' ? undefined : `hwt_${name}_${randomBytes(4).toString('hex')}`;
  if (database) await adminQuery(`CREATE DATABASE "${database}"`);
  const dropDatabase = () => (database ? adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`) : Promise.resolve());
  const inherited = { ...process.env };
  // The test runner's flags (jest's --experimental-vm-modules) are not the service's.
  delete inherited.NODE_OPTIONS;
  const fullEnv: Record<string, string> = {
    ...(inherited as Record<string, string>),
    DATA_DIR: 'memory://',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    [`${p}_TCP_PORT`]: String(await freePort()),
    [`${p}_HTTP_PORT`]: String(await freePort()),
    ...(database ? { [`${p}_DATABASE_URL`]: `${PG_URL}/${database}` } : {}),
    ...env,
  };
  const child = spawn(process.execPath, [...NODE_FLAGS, script], { cwd: ROOT, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  killOnExit(child);
  const tail: string[] = [];
  const onData = (chunk: Buffer) => {
    tail.push(chunk.toString());
    if (tail.length > TAIL_CHUNKS) tail.shift();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const proc: ServiceProcess = {
    name,
    child,
    env: fullEnv,
    tcpPort: Number(fullEnv[`${p}_TCP_PORT`]),
    httpPort: Number(fullEnv[`${p}_HTTP_PORT`]),
    output: () => tail.join(''),
    stop: async (killAfterMs = 8000) => {
      if (child.exitCode === null && child.signalCode === null) {
        const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(timer);
      }
      await dropDatabase();
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await dropDatabase();
      throw new Error(`${name} service exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${proc.output().slice(-3000)}`);
    }
    const ready = await fetch(`http://127.0.0.1:${proc.httpPort}/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return proc;
    if (Date.now() > deadline) {
      await proc.stop();
      throw new Error(`${name} service not ready within ${options.readyTimeoutMs ?? 120_000} ms:\n${proc.output().slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
