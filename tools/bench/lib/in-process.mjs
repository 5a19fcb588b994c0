/**
 * A service's own module booted inside the benchmark's process (the built dist code), on the same
 * database the measured stack used: its message handlers can then be called as plain methods, the
 * baseline for what the gateway and the transport add to a call. Nothing is served or consumed: no
 * broker, TCP ports that nothing listens on, the outbox relay off.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { freePort } = require('../../../libs/testing/src/free-port.cjs');
const ROOT = join(import.meta.dirname, '..', '..', '..');
const { NestFactory } = require('@nestjs/core');
const kit = require('@hirewise/server-kit');

/** The module builder each service's main.ts passes to runService. */
const BUILDERS = {
  auth: () => require(join(ROOT, 'apps/auth-service/dist/app.module.js')).buildAuthModule,
  jobs: () => require(join(ROOT, 'apps/jobs-service/dist/app.module.js')).buildJobsModule,
  applications: () => require(join(ROOT, 'apps/applications-service/dist/app.module.js')).buildApplicationsModule,
  media: (env) => require(join(ROOT, 'apps/media-service/dist/app.module.js')).mediaModuleFor(env),
  ai: (env) => require(join(ROOT, 'apps/ai-service/dist/app.module.js')).aiModuleBuilder(env),
};

/** `dist` module of a service, e.g. serviceModule('jobs', 'jobs/jobs.controller.js'). */
export const serviceModule = (service, file) => require(join(ROOT, `apps/${service}-service/dist`, file));

/**
 * @param {string} service
 * @param {Record<string,string|undefined>} stackEnv the measured stack's environment (its DATA_DIR,
 *   database URLs, storage and secrets)
 * @param {{ relay?: boolean }} [options] relay: run the outbox relay (events to the other services'
 *   handlers through whatever ServiceClient does in this process)
 */
export async function bootInProcess(service, stackEnv, { relay = false } = {}) {
  const env = { ...stackEnv, TRANSPORT: 'tcp', OUTBOX_RELAY: String(relay), LOG_LEVEL: 'silent', DEMO_DATA: 'false' };
  for (const s of ['AUTH', 'JOBS', 'APPLICATIONS', 'MEDIA', 'AI']) {
    env[`${s}_TCP_PORT`] = String(await freePort());
    env[`${s}_HTTP_PORT`] = String(await freePort());
  }
  const config = kit.loadServiceConfig(service, env);
  const module = BUILDERS[service](env)(config, kit.createLogger(service, 'silent'));
  return NestFactory.createApplicationContext(module, { logger: false });
}

/**
 * Boots `service` in this process, hands `fn` its provider `name` exported by the dist file `file`
 * (a controller or service class), and closes the service again whatever `fn` does.
 */
export async function withInProcess(service, env, file, name, fn) {
  const app = await bootInProcess(service, env);
  try {
    return await fn(app.get(serviceModule(service, file)[name]));
  } finally {
    await app.close();
  }
}
