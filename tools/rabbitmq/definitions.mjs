#!/usr/bin/env node
/**
 * RabbitMQ definitions with a broker user per app (gateway and the six services), each limited to
 * its own queues and to the events it produces and consumes (docs/security.md, "RabbitMQ users
 * and TLS"). The permissions are derived from libs/contracts (routing table, event producers) by
 * libs/server-kit/src/transport/broker-definitions.ts: build first (npm run build).
 *
 *   node tools/rabbitmq/definitions.mjs [--out definitions.json] [--env-out broker.env]
 *        [--prefix hirewise] [--vhost /] [--url amqps://rabbitmq.example:5671]
 *
 * Passwords: RABBITMQ_<APP>_PASSWORD (GATEWAY, AUTH, JOBS, APPLICATIONS, MEDIA, AI,
 * NOTIFICATIONS) and RABBITMQ_ADMIN_PASSWORD from the environment; each one unset is generated
 * (24 random bytes).
 * The definitions hold only salted SHA-256 hashes. --env-out writes the passwords, and with --url
 * each app's URL as <APP>_RABBITMQ_URL (the keys of the Kubernetes Secret), mode 0600.
 */
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const lib = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'libs', 'server-kit', 'dist', 'transport', 'broker-definitions.js');
if (!existsSync(lib)) {
  console.error(`${lib} is missing: build first (npm run build).`);
  process.exit(2);
}
const { BROKER_APPS, brokerDefinitions, brokerUser, generatePassword } = createRequire(import.meta.url)(lib);

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'env-out': { type: 'string' },
    prefix: { type: 'string', default: process.env.QUEUE_PREFIX || 'hirewise' },
    vhost: { type: 'string', default: '/' },
    url: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('node tools/rabbitmq/definitions.mjs [--out FILE] [--env-out FILE] [--prefix hirewise] [--vhost /] [--url amqps://host:5671]');
  process.exit(0);
}
if (values.url && !/^amqps?:\/\/[^/@\s]+$/.test(values.url)) {
  console.error('--url must be amqp://host:port or amqps://host:port, without user, password or vhost.');
  process.exit(2);
}

const envName = (app) => `RABBITMQ_${app.toUpperCase()}_PASSWORD`;
const passwords = {};
for (const app of [...BROKER_APPS, 'admin']) {
  const given = process.env[envName(app)];
  if (given !== undefined && !/^[A-Za-z0-9._~-]{12,}$/.test(given)) {
    console.error(`${envName(app)}: use at least 12 URL-safe characters (letters, digits, . _ ~ -): the password goes into a URL as it is.`);
    process.exit(2);
  }
  passwords[app] = given ?? generatePassword();
}

const definitions = brokerDefinitions({ prefix: values.prefix, vhost: values.vhost, passwords });
const json = `${JSON.stringify(definitions, null, 2)}\n`;
// Hashes only, and the broker (another user in a container) must read it.
if (values.out) writeFileSync(values.out, json, { mode: 0o644 });
else process.stdout.write(json);

if (values['env-out']) {
  const vhostPath = values.vhost === '/' ? '' : `/${encodeURIComponent(values.vhost)}`;
  const lines = [];
  for (const app of [...BROKER_APPS, 'admin']) lines.push(`${envName(app)}=${passwords[app]}`);
  if (values.url) {
    const [scheme, host] = values.url.split('://');
    for (const app of BROKER_APPS) lines.push(`${app.toUpperCase()}_RABBITMQ_URL=${scheme}://${brokerUser(values.prefix, app)}:${passwords[app]}@${host}${vhostPath}`);
  }
  writeFileSync(values['env-out'], `${lines.join('\n')}\n`, { mode: 0o600 });
  chmodSync(values['env-out'], 0o600);
}
