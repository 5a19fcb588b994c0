import { createHash, randomBytes } from 'node:crypto';
import { EventProducers, EventRoutes, eventsConsumedBy, SERVICE_NAMES, type ServiceName } from '@hirewise/contracts';
import { requestQueue } from './transport-options';

/**
 * RabbitMQ definitions (users, vhost permissions, topic permissions, the events exchange) that give
 * the gateway and every service a broker user of its own, limited to what its code does
 * (docs/security.md, "RabbitMQ users and TLS"). Derived from the contracts' routing table and
 * event producers, so a new event or consumer changes the permissions with it.
 * `node tools/rabbitmq/definitions.mjs` prints them for RabbitMQ's `load_definitions`.
 */
export type BrokerApp = 'gateway' | ServiceName;
export const BROKER_APPS: readonly BrokerApp[] = ['gateway', ...SERVICE_NAMES];

export interface BrokerDefinitionsInput {
  prefix: string;
  vhost: string;
  /** Password per app; the admin user's under 'admin'. */
  passwords: Record<BrokerApp | 'admin', string>;
  /** The operators' user (management UI, definitions export): every permission. */
  adminUser?: string;
}

export interface VhostPermission {
  user: string;
  vhost: string;
  configure: string;
  write: string;
  read: string;
}

export interface TopicPermission {
  user: string;
  vhost: string;
  exchange: string;
  write: string;
  read: string;
}

export interface BrokerDefinitions {
  users: { name: string; password_hash: string; hashing_algorithm: 'rabbit_password_hashing_sha256'; tags: string[] }[];
  vhosts: { name: string }[];
  permissions: VhostPermission[];
  topic_permissions: TopicPermission[];
  exchanges: { name: string; vhost: string; type: 'topic'; durable: true; auto_delete: false; internal: false; arguments: Record<string, never> }[];
}

/** Never matches a routing key a service binds or publishes with (an empty key reaches no queue). */
const NOTHING = '^$';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names: readonly string[]) => (names.length ? `^(${names.map(escape).join('|')})$` : NOTHING);

export const brokerUser = (prefix: string, app: BrokerApp) => `${prefix}-${app}`;
export const eventsExchange = (prefix: string) => `${prefix}.events`;

/** RabbitMQ's rabbit_password_hashing_sha256: base64(salt ++ sha256(salt ++ password)), 4-byte salt. */
export function rabbitPasswordHash(password: string, salt: Buffer = randomBytes(4)): string {
  const digest = createHash('sha256').update(Buffer.concat([salt, Buffer.from(password, 'utf8')])).digest();
  return Buffer.concat([salt, digest]).toString('base64');
}

export function rabbitPasswordMatches(password: string, hash: string): boolean {
  const raw = Buffer.from(hash, 'base64');
  return rabbitPasswordHash(password, raw.subarray(0, 4)) === hash;
}

export function eventsProducedBy(service: string): string[] {
  return Object.entries(EventProducers)
    .filter(([, producer]) => producer === service)
    .map(([event]) => event);
}

/**
 * What one app may touch. AMQP checks (RabbitMQ's access-control table):
 * - a service declares its request queue (with its retry and dead-letter queues) and its event
 *   queue and that queue's dead-letter queue (configure), consumes the request, retry and event
 *   queues (read), binds its event queue (write on the queue, read on
 *   the exchange) and declares the events exchange (configure: amqp-connection-manager asserts it);
 * - replies, requests to other services and dead-lettering go through the default exchange
 *   (write on `amq.default`), which RabbitMQ cannot narrow by routing key: that is why every
 *   message also carries a signed caller token;
 * - the gateway declares nothing (its clients use noAssert) and consumes only its direct-reply
 *   pseudo-queue, which needs no permission.
 */
export function appPermissions(prefix: string, vhost: string, app: BrokerApp): { vhost: VhostPermission; topic?: TopicPermission } {
  const user = brokerUser(prefix, app);
  if (app === 'gateway') return { vhost: { user, vhost, configure: NOTHING, write: '^amq\\.default$', read: NOTHING } };
  const exchange = eventsExchange(prefix);
  const consumes = eventsConsumedBy(app, EventRoutes);
  const produces = eventsProducedBy(app);
  const requests = requestQueue(prefix, app);
  const events = `${prefix}.${app}.events`;
  return {
    vhost: {
      user,
      vhost,
      configure: anyOf([requests, `${requests}.retry`, `${requests}.dlq`, events, `${events}.dlq`, exchange]),
      write: anyOf(['amq.default', events, ...(produces.length ? [exchange] : [])]),
      read: anyOf([requests, `${requests}.retry`, events, ...(consumes.length ? [exchange] : [])]),
    },
    // Publishing to the topic exchange checks the routing key against `write`, binding a queue to it checks the key against `read`.
    topic: { user, vhost, exchange, write: anyOf(produces), read: anyOf(consumes) },
  };
}

export function brokerDefinitions(input: BrokerDefinitionsInput): BrokerDefinitions {
  const { prefix, vhost, passwords } = input;
  const adminUser = input.adminUser ?? `${prefix}-admin`;
  const perms = BROKER_APPS.map((app) => appPermissions(prefix, vhost, app));
  return {
    users: [
      ...BROKER_APPS.map((app) => ({
        name: brokerUser(prefix, app),
        password_hash: rabbitPasswordHash(passwords[app]),
        hashing_algorithm: 'rabbit_password_hashing_sha256' as const,
        tags: [],
      })),
      { name: adminUser, password_hash: rabbitPasswordHash(passwords.admin), hashing_algorithm: 'rabbit_password_hashing_sha256' as const, tags: ['administrator'] },
    ],
    vhosts: [{ name: vhost }],
    permissions: [...perms.map((p) => p.vhost), { user: adminUser, vhost, configure: '.*', write: '.*', read: '.*' }],
    topic_permissions: perms.flatMap((p) => (p.topic ? [p.topic] : [])),
    exchanges: [{ name: eventsExchange(prefix), vhost, type: 'topic', durable: true, auto_delete: false, internal: false, arguments: {} }],
  };
}

/** A random password that is safe inside a URL as it is. */
export function generatePassword(): string {
  return randomBytes(24).toString('base64url');
}
