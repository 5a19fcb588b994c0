/**
 * A private PostgreSQL server for tests that restart or kill the database (the fault soak:
 * tools/soak), so the machine's shared server (127.0.0.1:5432) is never touched:
 *
 *   const pg = await startPgNode();   // initdb + start, ~3 s
 *   pg.url                            // postgres://postgres@127.0.0.1:<port>
 *   await pg.restart();               // fast shutdown (SIGINT: sessions ended) and start again
 *   await pg.kill(); await pg.start(); // a crash (SIGKILL): crash recovery on the next start
 *   await pg.destroy();
 *
 * The binaries come from PG_BIN (default: the newest /usr/lib/postgresql/<v>/bin). Run as root, the
 * server runs as the `postgres` user (PostgreSQL refuses root). Durability is off (fsync, full
 * page writes): a test server's data need not survive the machine.
 */
const { spawn, spawnSync } = require('node:child_process');
const { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');
const { freePort } = require('./free-port.cjs');
const { killOnExit } = require('./stack.cjs');

function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(a) - Number(b)) : [];
  if (!versions.length) throw new Error('no PostgreSQL binaries in /usr/lib/postgresql: set PG_BIN');
  return join(root, versions.at(-1), 'bin');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** Run as root, the server's processes run as the postgres user (spawned with its uid and gid, so signals reach postgres itself). */
function postgresUser() {
  if (!asRoot) return {};
  const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
  return { uid, gid };
}

async function waitReady(url, child, timeoutMs) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`postgres exited (${child.exitCode ?? child.signalCode}) before accepting connections`);
    const client = new Client({ connectionString: `${url}/postgres` });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > end) throw new Error(`postgres did not accept connections within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function startPgNode(options = {}) {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'hw-pg-'));
  const data = join(dir, 'data');
  const user = postgresUser();
  if (asRoot) chownSync(dir, user.uid, user.gid);
  const init = spawnSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], { encoding: 'utf8', cwd: dir, ...user });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
  let child;

  const node = {
    port,
    url,
    dir,
    async start() {
      const began = Date.now();
      const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'];
      child = spawn(join(bin, 'postgres'), args, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...user });
      child.stderr.resume();
      killOnExit(child);
      await waitReady(url, child, readyTimeoutMs);
      return Date.now() - began;
    },
    /** Fast shutdown (SIGINT: sessions are ended, the server exits cleanly); the ms it took. */
    async stop() {
      return end('SIGINT');
    },
    /** SIGKILL of the postmaster: its backends end, the next start recovers from the log; the ms it took. */
    async kill() {
      return end('SIGKILL');
    },
    async restart() {
      const stopMs = await node.stop();
      const startMs = await node.start();
      return { stopMs, startMs };
    },
    async destroy() {
      await node.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };

  async function end(signal) {
    const began = Date.now();
    if (!child || child.exitCode !== null || child.signalCode !== null) return 0;
    const current = child;
    await new Promise((res) => {
      current.once('exit', () => res());
      current.kill(signal);
    });
    return Date.now() - began;
  }

  await node.start();
  return node;
}

module.exports = { startPgNode };
