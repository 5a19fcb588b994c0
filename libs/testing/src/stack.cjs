/**
 * Starts the whole product as separate processes (six services + gateway), the way
 * `npm start` does, and stops it again. Used by the launcher and by the end-to-end suites.
 */
const { spawn } = require('node:child_process');
const { mkdtempSync, mkdirSync, createWriteStream, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { randomBytes } = require('node:crypto');
const { freePort } = require('./free-port.cjs');
const { NODE_FLAGS } = require('./node-flags.cjs');

const ROOT = resolve(__dirname, '..', '..', '..');
const SERVICES = ['auth', 'jobs', 'applications', 'media', 'ai', 'notifications'];
/** The services' HTTP ports when none is set (libs/server-kit's DEFAULT_PORTS). */
const DEFAULT_HTTP_PORTS = { auth: 3001, jobs: 3002, applications: 3003, media: 3004, ai: 3005, notifications: 3006 };
const PG_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const RABBITMQ_URL = process.env.TEST_RABBITMQ_URL || 'amqp://guest:guest@127.0.0.1:5672';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function portsEnv() {
  const env = { PORT: String(await freePort()), METRICS_PORT: String(await freePort()) };
  for (const s of SERVICES) {
    const p = s.toUpperCase();
    env[`${p}_TCP_PORT`] = String(await freePort());
    env[`${p}_HTTP_PORT`] = String(await freePort());
  }
  return env;
}

async function withPg(fn, pgUrl = PG_URL) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: `${pgUrl}/postgres` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createDatabases(prefix, pgUrl = PG_URL) {
  return withPg(async (client) => {
    const urls = {};
    for (const s of SERVICES) {
      const name = `${prefix}_${s}`;
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
      urls[`${s.toUpperCase()}_DATABASE_URL`] = `${pgUrl}/${name}`;
    }
    return urls;
  }, pgUrl);
}

async function dropDatabases(prefix, pgUrl = PG_URL) {
  await withPg(async (client) => {
    for (const s of SERVICES) await client.query(`DROP DATABASE IF EXISTS "${prefix}_${s}" WITH (FORCE)`);
  }, pgUrl);
}

/**
 * The embedded host layout's processes: job search runs alone (PGlite works on its process's one
 * thread, and a search's statements would hold up every service beside it); the other five share one.
 */
const DEFAULT_HOSTS = [['auth', 'applications', 'media', 'ai', 'notifications'], ['jobs']];

/** `hosts` as groups, or as SERVICES_HOSTS text ("auth,applications;jobs;..."): every service exactly once. */
function hostGroups(hosts) {
  const groups = typeof hosts === 'string' ? hosts.split(';').map((g) => g.split(',').map((s) => s.trim()).filter(Boolean)) : hosts || DEFAULT_HOSTS;
  const named = groups.flat();
  const unknown = named.filter((s) => !SERVICES.includes(s));
  const missing = SERVICES.filter((s) => !named.includes(s));
  if (unknown.length > 0 || missing.length > 0 || named.length !== SERVICES.length || groups.some((g) => g.length === 0)) {
    throw new Error(`SERVICES_HOSTS must name every service once (${SERVICES.join(', ')}), groups split by ";": got ${JSON.stringify(groups)}`);
  }
  return groups;
}

/**
 * Every process of a service: the first keeps the service's name and ports; replica i (2, 3, ...)
 * is named `<service>-<i>` and gets its own HTTP and TCP ports (its own log file follows from its
 * name). All share the service's database URL and broker queues (QUEUE_PREFIX).
 */
async function serviceInstances(service, count, env) {
  const p = service.toUpperCase();
  const instances = [{ name: service, env }];
  for (let i = 2; i <= count; i++) {
    const ports = { [`${p}_TCP_PORT`]: String(await freePort()), [`${p}_HTTP_PORT`]: String(await freePort()) };
    instances.push({ name: `${service}-${i}`, env: { ...env, ...ports } });
  }
  return instances.map((inst) => ({ ...inst, httpPort: Number(inst.env[`${p}_HTTP_PORT`]) || DEFAULT_HTTP_PORTS[service] }));
}

function replicaCounts(mode, replicas = {}) {
  for (const [service, count] of Object.entries(replicas)) {
    if (!SERVICES.includes(service)) throw new Error(`replicas: unknown service ${service}`);
    if (!Number.isInteger(count) || count < 1) throw new Error(`replicas.${service}: must be a whole number of at least 1`);
    // Embedded mode: each process would open its own PGlite and TCP port; replicas need the server mode.
    if (count > 1 && mode !== 'server') throw new Error('replicas: several processes of a service need the server mode');
  }
  return Object.fromEntries(SERVICES.map((s) => [s, replicas[s] || 1]));
}

/** Replicated services must answer on each process's own /ready, not only once through the gateway. */
async function waitReplicasReady(procs, deadline) {
  for (const proc of procs) {
    for (;;) {
      if (proc.child.exitCode !== null) throw await exitedError(proc);
      if (Date.now() > deadline) throw new Error(`${proc.name} not ready in time`);
      const ok = await fetch(`http://127.0.0.1:${proc.httpPort}/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * Child processes that die with this process: should the caller end without stopping what it
 * started (an uncaught error in a script, a test runner that gives up), they are killed rather
 * than left running, holding ports and a share of the CPU the next run measures. `alsoKill` is
 * for what the child started and does not end with it (RabbitMQ's Erlang VM).
 */
const running = new Map();
process.once('exit', () => {
  for (const [child, alsoKill] of running) {
    alsoKill?.();
    child.kill('SIGKILL');
  }
});

function killOnExit(child, alsoKill) {
  running.set(child, alsoKill);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * With BENCH_CPU_PROF_DIR set (benchmarks, tools/bench/lib/cpu-profile.mjs), each process writes a
 * V8 CPU profile into DIR/<name>/ when it exits.
 */
function profileArgs(name) {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${join(dir, name)}`] : [];
}

/**
 * `append`: a restarted process adds to its log instead of replacing it; `proc`: the stack's entry
 * for it, updated in place (a restart keeps the object callers hold).
 */
function launch(name, script, env, logDir, echo, append = false, proc = {}) {
  const child = spawn(process.execPath, [...NODE_FLAGS, ...profileArgs(name), join(ROOT, script)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  killOnExit(child);
  const out = createWriteStream(join(logDir, `${name}.log`), { flags: append ? 'a' : 'w' });
  const tail = [];
  const onData = (chunk) => {
    out.write(chunk);
    tail.push(chunk.toString());
    if (tail.length > 40) tail.shift();
    if (echo) process.stdout.write(chunk);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  // 'close', not 'exit': output can still arrive after the process has exited.
  Object.assign(proc, { name, child, tail, script, env, closed: false });
  child.on('close', () => {
    proc.closed = true;
    out.end();
  });
  return proc;
}

/**
 * A process that ended during its start, with the end of its output. The output is read once its
 * pipes have closed: 'exit' can come before the last words on stderr (say, EADDRINUSE), which
 * startStack needs to see to start again on other ports.
 */
async function exitedError(proc) {
  if (!proc.closed) await Promise.race([new Promise((r) => proc.child.once('close', r)), new Promise((r) => setTimeout(r, 3000))]);
  return new Error(`${proc.name} exited with ${proc.child.exitCode}:\n${proc.tail.join('').slice(-3000)}`);
}

async function waitReady(baseUrl, procs, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = procs.find((p) => p.child.exitCode !== null);
    if (dead) throw await exitedError(dead);
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

/** The gateway answers its health route (with any status: other services may be down). */
async function waitAnswering(baseUrl, proc, deadline) {
  for (;;) {
    if (proc.child.exitCode !== null) throw await exitedError(proc);
    if (Date.now() > deadline) throw new Error(`${proc.name} not answering in time`);
    const answered = await fetch(`${baseUrl}/api/health`).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 250));
  }
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
 * @param {Record<string,string>} [options.gatewayEnv] extra environment for the gateway alone (e.g. its
 *   RABBITMQ_URL through a proxy a test controls)
 * @param {string} [options.pgUrl] server mode: the PostgreSQL server for the stack's databases
 *   (default TEST_PG_URL or 127.0.0.1:5432; a private one for tests that restart it)
 * @param {Partial<Record<string,number>>} [options.replicas] processes per service (server mode
 *   only for more than 1), e.g. { jobs: 2, applications: 2 }; extra ones are named `jobs-2` etc.
 * @param {'processes'|'host'} [options.layout] processes (default): one per service; host (embedded
 *   mode): services grouped into processes (tools/services-host.mjs), as `npm start` runs them
 * @param {string[][]} [options.hosts] layout 'host': the groups (default: jobs alone, the other five in
 *   one process named `services`; SERVICES_HOSTS in the environment says the same as text)
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
  const replicas = replicaCounts(mode, options.replicas);
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
    // Likewise the auth service's per-account slow-down (suites that test it set their own limit).
    LOGIN_FAILURE_LIMIT: '10000',
    ...(randomPorts ? await portsEnv() : {}),
  };
  if (mode === 'server') {
    // Redis: the state gateway replicas share (idempotency keys, /auth rate limit, cache invalidation), under the stack's own prefix.
    Object.assign(env, { TRANSPORT: 'rmq', RABBITMQ_URL, QUEUE_PREFIX: prefix, REDIS_URL, REDIS_PREFIX: `${prefix}:` }, await createDatabases(prefix, options.pgUrl));
  }
  Object.assign(env, options.env || {});
  const baseUrl = `http://127.0.0.1:${env.PORT || 3000}`;

  const procs = [];
  const layout = options.layout || 'processes';
  if (layout === 'host') {
    // Services grouped into processes (tools/services-host.mjs): `npm start`'s embedded layout.
    if (mode !== 'embedded') throw new Error("layout 'host' is the embedded mode's; server mode runs a process per service");
    if (Object.values(replicas).some((n) => n > 1)) throw new Error("layout 'host' runs one of each service");
    for (const group of hostGroups(options.hosts || env.SERVICES_HOSTS)) {
      const name = group.length === 1 ? group[0] : 'services';
      const host = launch(name, 'tools/services-host.mjs', { ...env, HOSTED_SERVICES: group.join(',') }, logDir, options.echo);
      const httpPorts = Object.fromEntries((await Promise.all(group.map((s) => serviceInstances(s, 1, env)))).map(([inst], i) => [group[i], inst.httpPort]));
      procs.push(Object.assign(host, { services: group, httpPorts }, group.length === 1 ? { service: group[0], httpPort: httpPorts[group[0]] } : {}));
    }
  } else {
    for (const s of SERVICES) {
      for (const inst of await serviceInstances(s, replicas[s], env)) {
        procs.push(Object.assign(launch(inst.name, `apps/${s}-service/dist/main.js`, inst.env, logDir, options.echo), { service: s, httpPort: inst.httpPort }));
      }
    }
  }
  procs.push(launch('gateway', 'apps/gateway/dist/main.js', { ...env, ...(options.gatewayEnv || {}) }, logDir, options.echo));

  const stop = async () => {
    await Promise.all(procs.map(stopProcess));
    if (mode === 'server') {
      await dropDatabases(prefix, options.pgUrl).catch(() => undefined);
      // The built server-kit, like the built services this stack runs (a path, not a package import:
      // server-kit's own tests use this library, and a package import would make a cycle).
      await require(join(ROOT, 'libs/server-kit/dist')).deleteBrokerObjects(env.RABBITMQ_URL, prefix).catch(() => undefined);
    }
    if (ownsData && !options.keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  /**
   * Starts one process of the stack again (after a crash or a kill, or stops it first when it
   * still runs) with the same script, environment and ports; its log file is appended to. Resolves
   * once it is ready: a service's own /ready (database and broker), the gateway's health route.
   */
  const restart = async (name, restartOptions = {}) => {
    const proc = procs.find((p) => p.name === name);
    if (!proc) throw new Error(`no process named ${name} in the stack`);
    await stopProcess(proc);
    launch(proc.name, proc.script, proc.env, logDir, options.echo, true, proc);
    const deadline = Date.now() + (restartOptions.readyTimeoutMs || 60_000);
    if (proc.service) await waitReplicasReady([proc], deadline);
    else await waitAnswering(baseUrl, proc, deadline);
    return proc;
  };

  try {
    const readyBy = Date.now() + (options.readyTimeoutMs || 90_000);
    await waitReady(baseUrl, procs, options.readyTimeoutMs || 90_000);
    await waitReplicasReady(procs.filter((p) => p.service && replicas[p.service] > 1), readyBy);
    // The gateway's health says the services answer; a host's every service also answers its own /ready.
    for (const host of procs.filter((p) => p.services)) {
      await waitReplicasReady(host.services.map((s) => ({ ...host, name: `${host.name} (${s})`, httpPort: host.httpPorts[s] })), readyBy);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, env, dataDir, logDir, mode, procs, stop, restart };
}

/**
 * The test stacks' password hash cost: argon2id with 1 MiB and one pass (~1 ms a hash instead of ~60
 * ms), because the suites sign up and log in thousands of accounts (the auth service warns at start).
 * `npm start` and the benchmarks keep the recommended cost.
 */
const TEST_PASSWORD_HASH_ENV = Object.freeze({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' });

module.exports = { killOnExit, startStack, SERVICES, ROOT, TEST_PASSWORD_HASH_ENV };
