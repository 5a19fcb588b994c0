/**
 * The product as one process, for the benchmark's "without the broker" column: the real gateway
 * (Express + Nest, token check, validation, routes, answer encoding) whose calls to other
 * services go straight to their message handlers in this same process instead of over RabbitMQ
 * or TCP. Each service's built module is booted here on the measured stack's databases (no
 * transport, outbox relay off, as in in-process.mjs). What the stack costs beyond this is what
 * the broker hop costs: publishing, the broker, the service's message pipeline, the reply. The
 * services' outbox relays run here too and hand events to the consumers' handlers in process, so
 * a write does the same work as in the stack.
 *
 * `startMonolith(env)` runs it as a child process (this file is its entry point).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootInProcess } from './in-process.mjs';

const require = createRequire(import.meta.url);
const { freePort } = require('../../../libs/testing/src/free-port.cjs');
const ROOT = join(import.meta.dirname, '..', '..', '..');
const SELF = fileURLToPath(import.meta.url);

/**
 * Starts the one-process product beside the measured stack, on its databases (in embedded mode
 * the stack must be stopped first: PGlite has one process per data directory). Calls to a
 * service not named answer 503, as a missing service would.
 * @returns {Promise<{ baseUrl: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startMonolith(env, services = ['auth', 'jobs', 'applications', 'ai']) {
  const child = spawn(process.execPath, [SELF, services.join(',')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const ready = /monolith ready (\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.once('exit', (code) => reject(new Error(`the one-process product exited (${code}) before it was ready`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/** pattern -> handler bound to its controller, for every controller method with @MessagePattern. */
function messageHandlers(app, patternMetadata) {
  const handlers = new Map();
  for (const module of app.container.getModules().values()) {
    for (const wrapper of module.controllers.values()) {
      const instance = wrapper.instance;
      if (!instance) continue;
      for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(instance))) {
        const method = instance[name];
        if (typeof method !== 'function') continue;
        for (const pattern of Reflect.getMetadata(patternMetadata, method) ?? []) {
          if (typeof pattern === 'string') handlers.set(pattern, method.bind(instance));
        }
      }
    }
  }
  return handlers;
}

async function main(services) {
  const kit = require('@hirewise/server-kit');
  const { PATTERN_METADATA } = require('@nestjs/microservices/constants');
  const { createGateway } = require(join(ROOT, 'apps/gateway/dist/main.js'));
  const { loadGatewayConfig } = require(join(ROOT, 'apps/gateway/dist/config/gateway.config.js'));

  // Every ServiceClient of this process calls its service's handler directly: no serialization, no
  // hop. Set before the services boot: their relays start delivering events at once.
  const handlers = new Map(services.map((service) => [service, new Map()]));
  kit.ServiceClient.prototype.send = async function send(pattern, payload) {
    const handler = handlers.get(this.service)?.get(pattern);
    if (!handler) throw new kit.DomainError('SERVICE_UNAVAILABLE', `${this.service} does not handle ${pattern} in this process`);
    return handler(payload);
  };
  const apps = [];
  for (const service of services) {
    const app = await bootInProcess(service, process.env, { relay: true });
    apps.push(app);
    for (const [pattern, handler] of messageHandlers(app, PATTERN_METADATA)) handlers.get(service).set(pattern, handler);
  }

  const port = await freePort();
  const config = loadGatewayConfig({ ...process.env, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: '0', GATEWAY_WORKERS: '1', LOG_LEVEL: 'silent' });
  const { app } = await createGateway(config);
  await app.listen(config.PORT, config.HOST);
  console.log(`monolith ready ${port}`);

  const stop = async () => {
    await app.close();
    for (const a of apps) await a.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] === SELF) await main((process.argv[2] ?? 'auth,jobs,applications,ai').split(','));
