/**
 * A private RabbitMQ node for tests that stop and start the broker (the reliability suite):
 * its own node name, ports, data and log folders and Erlang cookie under a temporary folder, no
 * plugins (so no management port), AMQP on 127.0.0.1 only. The machine's shared broker on 5672,
 * which other suites use, is never touched.
 *
 *   const node = await startRabbitNode();   // ~5-15 s on the first start
 *   node.url                                 // amqp://guest:guest@127.0.0.1:<port>
 *   await node.stop();                       // graceful stop (SIGTERM: the broker closes every connection)
 *   await node.kill();                       // a crash (SIGKILL of its VM: clients find their sockets dead)
 *   await node.start();                      // the same node again, with its durable queues and messages
 *   await node.destroy();                    // stop and delete its folder
 *
 * Options for the broker-security suite (rmq-security.int.spec.ts): `tls: { caFile, certFile,
 * keyFile }` adds an amqps listener on 127.0.0.1 (`node.tlsPort`); `definitionsFile` loads a
 * definitions file at boot (RabbitMQ's `load_definitions`: users, permissions, topic
 * permissions); `credentials: 'user:password'` is the login the readiness check and `node.url`
 * use (default guest:guest); `node.ctl(...args)` runs rabbitmqctl against the node.
 */
const { execFile, spawn } = require('node:child_process');
const { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, createWriteStream } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');
const { freePort } = require('./free-port.cjs');
const { killOnExit } = require('./stack.cjs');
const { randomBytes } = require('node:crypto');

/** Where Debian's package keeps the real scripts (/usr/sbin/rabbitmq-server switches to the rabbitmq user). */
function serverScript() {
  if (process.env.RABBITMQ_SERVER_SCRIPT) return process.env.RABBITMQ_SERVER_SCRIPT;
  const lib = '/usr/lib/rabbitmq/lib';
  const dir = existsSync(lib) ? readdirSync(lib).filter((d) => d.startsWith('rabbitmq_server-')).sort().pop() : undefined;
  if (dir) return join(lib, dir, 'sbin', 'rabbitmq-server');
  return 'rabbitmq-server';
}

function ctlScript() {
  return join(dirname(serverScript()), 'rabbitmqctl');
}

/** Resolves once an AMQP handshake succeeds (the port opens a moment before the broker accepts logins). */
async function waitAmqp(url, child, timeoutMs, tail) {
  const amqp = require('amqplib');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`rabbitmq node exited with ${child.exitCode}:\n${tail.join('').slice(-3000)}`);
    try {
      const conn = await amqp.connect(url);
      await conn.close();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`rabbitmq node not ready within ${timeoutMs} ms:\n${tail.join('').slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function killVm(pidFile) {
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGKILL');
  } catch {
    /* no pid file yet, or already gone */
  }
}

/**
 * @param {object} [options]
 * @param {number} [options.readyTimeoutMs] how long a start may take (default 60 s)
 * @param {boolean} [options.echo] copy the node's output to this process's stdout
 * @param {{ caFile: string, certFile: string, keyFile: string }} [options.tls] add an amqps listener
 * @param {string} [options.definitionsFile] definitions loaded at boot
 * @param {string} [options.credentials] 'user:password' for the readiness check and node.url
 */
async function startRabbitNode(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'hirewise-rabbit-'));
  const name = `hwtest_${randomBytes(4).toString('hex')}@localhost`;
  const port = await freePort();
  const distPort = await freePort();
  const tlsPort = options.tls ? await freePort() : undefined;
  const url = `amqp://${options.credentials || 'guest:guest'}@127.0.0.1:${port}`;
  const readyTimeoutMs = options.readyTimeoutMs || 60_000;
  mkdirSync(join(dir, 'log'));
  writeFileSync(join(dir, 'enabled_plugins'), '[].\n');
  const conf = [`listeners.tcp.default = 127.0.0.1:${port}`];
  if (options.tls) {
    conf.push(
      `listeners.ssl.default = 127.0.0.1:${tlsPort}`,
      `ssl_options.cacertfile = ${options.tls.caFile}`,
      `ssl_options.certfile = ${options.tls.certFile}`,
      `ssl_options.keyfile = ${options.tls.keyFile}`,
      'ssl_options.verify = verify_none',
      'ssl_options.fail_if_no_peer_cert = false',
    );
  }
  if (options.definitionsFile) conf.push(`load_definitions = ${options.definitionsFile}`);
  writeFileSync(join(dir, 'rabbitmq.conf'), `${conf.join('\n')}\n`);
  // An empty env file, so that /etc/rabbitmq/rabbitmq-env.conf (the shared node's name) is not read.
  writeFileSync(join(dir, 'rabbitmq-env.conf'), '');
  writeFileSync(join(dir, '.erlang.cookie'), randomBytes(16).toString('hex'), { mode: 0o400 });
  const env = {
    ...process.env,
    HOME: dir,
    RABBITMQ_NODENAME: name,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(port),
    RABBITMQ_DIST_PORT: String(distPort),
    RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: join(dir, 'log'),
    RABBITMQ_ENABLED_PLUGINS_FILE: join(dir, 'enabled_plugins'),
    RABBITMQ_CONFIG_FILE: join(dir, 'rabbitmq.conf'),
    RABBITMQ_CONF_ENV_FILE: join(dir, 'rabbitmq-env.conf'),
    RABBITMQ_PID_FILE: join(dir, 'node.pid'),
    RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-kernel inet_dist_use_interface {127,0,0,1}',
    ERL_EPMD_ADDRESS: '127.0.0.1',
  };
  const log = createWriteStream(join(dir, 'log', 'console.log'), { flags: 'a' });
  const tail = [];
  let child;
  let starts = 0;

  const node = {
    name,
    port,
    tlsPort,
    url,
    dir,
    /** Runs rabbitmqctl against this node; resolves with its standard output. */
    ctl(...args) {
      return new Promise((resolve, reject) => {
        execFile(ctlScript(), ['-n', name, ...args], { env, timeout: 30_000 }, (err, stdout, stderr) =>
          err ? reject(new Error(`rabbitmqctl ${args.join(' ')}: ${stderr || err.message}`)) : resolve(stdout),
        );
      });
    },
    /** Starts the node (again) and resolves once it accepts AMQP connections; the time it took in ms. */
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error('rabbitmq node already running');
      const began = Date.now();
      starts += 1;
      child = spawn(serverScript(), [], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      // Its VM is a child of the start script, not ended with it: killed by the pid file it writes.
      killOnExit(child, () => killVm(env.RABBITMQ_PID_FILE));
      const onData = (chunk) => {
        log.write(chunk);
        tail.push(chunk.toString());
        if (tail.length > 60) tail.shift();
        if (options.echo) process.stdout.write(chunk);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      try {
        await waitAmqp(url, child, readyTimeoutMs, tail);
      } catch (err) {
        await node.stop();
        throw err;
      }
      return Date.now() - began;
    },
    /**
     * Stops the node gracefully (the start script turns SIGTERM into `rabbitmqctl stop`: clients
     * see their connections closed by the broker) and resolves once it has exited; the time in ms.
     */
    async stop() {
      const began = Date.now();
      if (!child || child.exitCode !== null || child.signalCode !== null) return 0;
      const current = child;
      await new Promise((res) => {
        const timer = setTimeout(() => {
          // The VM is a child of the start script: kill it too, by the pid file it wrote.
          killVm(env.RABBITMQ_PID_FILE);
          current.kill('SIGKILL');
        }, 30_000);
        current.once('exit', () => {
          clearTimeout(timer);
          res();
        });
        current.kill('SIGTERM');
      });
      return Date.now() - began;
    },
    /**
     * Kills the node's VM with SIGKILL (a crash: no connection is closed by the broker, clients find
     * their sockets dead) and resolves once it has exited; the time in ms.
     */
    async kill() {
      const began = Date.now();
      if (!child || child.exitCode !== null || child.signalCode !== null) return 0;
      const current = child;
      await new Promise((res) => {
        current.once('exit', () => res());
        killVm(env.RABBITMQ_PID_FILE);
        current.kill('SIGKILL');
      });
      return Date.now() - began;
    },
    get running() {
      return Boolean(child && child.exitCode === null && child.signalCode === null);
    },
    get starts() {
      return starts;
    },
    async destroy() {
      await node.stop();
      log.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await node.start();
  return node;
}

module.exports = { startRabbitNode };
