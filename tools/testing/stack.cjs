/**
 * Starts the whole product as separate processes (five services + gateway), the way
 * `npm start` does, and stops it again. Used by the launcher and by the end-to-end suites.
 */
const { spawn } = require('node:child_process');
const { mkdtempSync, mkdirSync, createWriteStream, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const net = require('node:net');
const { randomBytes } = require('node:crypto');

const ROOT = resolve(__dirname, '..', '..');
const SERVICES = ['auth', 'jobs', 'applications', 'media', 'ai'];
const PG_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const RABBITMQ_URL = process.env.TEST_RABBITMQ_URL || 'amqp://guest:guest@127.0.0.1:5672';

function freePort() {
  return new Promise((res, rej) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

async function portsEnv() {
  const env = { PORT: String(await freePort()) };
  for (const s of SERVICES) {
    const p = s.toUpperCase();
    env[`${p}_TCP_PORT`] = String(await freePort());
    env[`${p}_HTTP_PORT`] = String(await freePort());
  }
  return env;
}

async function withPg(fn) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: `${PG_URL}/postgres` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createDatabases(prefix) {
  return withPg(async (client) => {
    const urls = {};
    for (const s of SERVICES) {
      const name = `${prefix}_${s}`;
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
      urls[`${s.toUpperCase()}_DATABASE_URL`] = `${PG_URL}/${name}`;
    }
    return urls;
  });
}

async function dropDatabases(prefix) {
  await withPg(async (client) => {
    for (const s of SERVICES) await client.query(`DROP DATABASE IF EXISTS "${prefix}_${s}" WITH (FORCE)`);
  });
}

function launch(name, script, env, logDir, echo) {
  const child = spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = createWriteStream(join(logDir, `${name}.log`));
  const tail = [];
  const onData = (chunk) => {
    out.write(chunk);
    tail.push(chunk.toString());
    if (tail.length > 40) tail.shift();
    if (echo) process.stdout.write(chunk);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('exit', () => out.end());
  return { name, child, tail };
}

async function waitReady(baseUrl, procs, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = procs.find((p) => p.child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited with ${dead.child.exitCode}:\n${dead.tail.join('').slice(-3000)}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`stack not ready within ${timeoutMs} ms`);
}

function stopProcess({ child }) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((res) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      res();
    });
    child.kill('SIGTERM');
  });
}

/**
 * @param {object} options
 * @param {'embedded'|'server'} [options.mode] embedded: TCP + PGlite; server: RabbitMQ + PostgreSQL
 * @param {boolean} [options.randomPorts] pick free ports (tests) instead of the configured ones
 * @param {string} [options.dataDir] data folder; a temporary one when omitted
 * @param {Record<string,string>} [options.env] extra environment for every process
 */
async function startStack(options = {}) {
  // A free port is released before the service binds it, so another process on a busy machine
  // can take it in between; start again with new ports when that happens.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOnce(options);
    } catch (err) {
      if (attempt >= 3 || options.randomPorts === false || !/EADDRINUSE/.test(String(err && err.message))) throw err;
    }
  }
}

async function startStackOnce(options) {
  const mode = options.mode || 'embedded';
  const randomPorts = options.randomPorts !== false;
  const dataDir = options.dataDir || mkdtempSync(join(tmpdir(), 'hirewise-'));
  const ownsData = !options.dataDir;
  const logDir = options.logDir || join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const prefix = `hwt_${randomBytes(4).toString('hex')}`;

  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT: '10000',
    ...(randomPorts ? await portsEnv() : {}),
  };
  if (mode === 'server') {
    Object.assign(env, { TRANSPORT: 'rmq', RABBITMQ_URL, QUEUE_PREFIX: prefix }, await createDatabases(prefix));
  }
  Object.assign(env, options.env || {});
  const baseUrl = `http://127.0.0.1:${env.PORT || 3000}`;

  const procs = SERVICES.map((s) => launch(s, `apps/${s}-service/dist/main.js`, env, logDir, options.echo));
  procs.push(launch('gateway', 'apps/gateway/dist/main.js', env, logDir, options.echo));

  const stop = async () => {
    await Promise.all(procs.map(stopProcess));
    if (mode === 'server') {
      await dropDatabases(prefix).catch(() => undefined);
      await require('@hirewise/server-kit').deleteBrokerObjects(RABBITMQ_URL, prefix).catch(() => undefined);
    }
    if (ownsData && !options.keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitReady(baseUrl, procs, options.readyTimeoutMs || 90_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, env, dataDir, logDir, mode, procs, stop };
}

module.exports = { startStack, SERVICES, ROOT };
