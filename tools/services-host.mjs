#!/usr/bin/env node
/**
 * Several services in one process: the embedded layout of `npm start` (libs/testing's stack with
 * `layout: 'host'`). Each service keeps its own database, ports and configuration (server-kit's
 * runServicesHost); they share one Node runtime, which is most of what a service process costs in
 * memory (docs/performance.md, embedded memory). Server mode keeps one process per service.
 *
 * Usage: node tools/services-host.mjs [auth,jobs,...]  (or HOSTED_SERVICES; default: every service;
 *        the environment as for the services)
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, '..');
const ALL = ['auth', 'jobs', 'applications', 'media', 'ai', 'notifications'];
const names = (process.argv[2] ?? process.env.HOSTED_SERVICES ?? ALL.join(',')).split(',').filter(Boolean);
const unknown = names.filter((n) => !ALL.includes(n));
if (unknown.length > 0) {
  process.stderr.write(`services-host: unknown service(s) ${unknown.join(', ')}; known: ${ALL.join(', ')}\n`);
  process.exit(2);
}
const { runServicesHost } = require('@hirewise/server-kit');
await runServicesHost(names.map((service) => ({ service, build: require(join(ROOT, `apps/${service}-service/dist/main.js`)).serviceModule })));
