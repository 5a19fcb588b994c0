import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '@hirewise/contracts';

export const DEFAULT_JWT_SECRET = 'hirewise-dev-secret-change-me';
/** Signs the caller tokens services exchange (docs/security.md, "Trust between services"); never the session JWT's secret. */
export const DEFAULT_SERVICE_TOKEN_SECRET = 'hirewise-dev-service-secret-change-me';

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const port = z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1, 'must be a port number').max(65535, 'must be a port number');

export const DEFAULT_PORTS: Record<ServiceName, { tcp: number; http: number }> = {
  auth: { tcp: 4001, http: 3001 },
  jobs: { tcp: 4002, http: 3002 },
  applications: { tcp: 4003, http: 3003 },
  media: { tcp: 4004, http: 3004 },
  ai: { tcp: 4005, http: 3005 },
  notifications: { tcp: 4006, http: 3006 },
};

export const envPrefix = (service: ServiceName) => service.toUpperCase();

/** Settings every process shares. */
export const commonEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level' }).default('info'),
  TRANSPORT: z.enum(['tcp', 'rmq'], { error: 'must be tcp or rmq' }).default('tcp'),
  RABBITMQ_URL: z.string().regex(/^amqps?:\/\/[^\s]+$/, 'must be an amqp:// or amqps:// URL').default('amqp://guest:guest@127.0.0.1:5672'),
  /** amqps only: PEM files of the CA(s) that signed the broker's certificate and, for client-certificate login, this process's certificate and key. */
  RABBITMQ_CA_FILE: z.string().min(1).optional(),
  RABBITMQ_CERT_FILE: z.string().min(1).optional(),
  RABBITMQ_KEY_FILE: z.string().min(1).optional(),
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9_.-]+$/, 'must be lower-case letters, digits, dot, dash or underscore').default('hirewise'),
  RPC_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100, 'must be at least 100').default(5000),
  JWT_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEFAULT_JWT_SECRET),
  SERVICE_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEFAULT_SERVICE_TOKEN_SECRET),
  /** During a rotation: the secret being replaced, still accepted (never used to sign) until every process has the new one. */
  SERVICE_TOKEN_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of a request's caller token in seconds (longer when the call's own time-out is longer). */
  SERVICE_TOKEN_TTL_S: z.coerce.number({ error: 'must be a number' }).int().min(5, 'must be at least 5').max(600, 'must be at most 600').default(60),
  /** Where services bind their TCP transport and HTTP port; containers set 0.0.0.0. Not the gateway's HOST. */
  BIND_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Server mode: the most PostgreSQL connections this process's pool opens (every process counts against the server's max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(10),
  /** Embedded mode: each PGlite database's shared_buffers (docs/performance.md, embedded memory). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]*(kB|MB|GB)$/, 'must be a size such as 32MB')
    .default('32MB'),
  DEMO_DATA: bool.default(true),
  /** Off only in tests that inspect the outbox: events are then kept, not relayed. */
  OUTBOX_RELAY: bool.default(true),
});

/** Host and ports of every service, read as AUTH_HOST, AUTH_TCP_PORT, AUTH_HTTP_PORT and so on. */
export function readEndpoints(env: NodeJS.ProcessEnv) {
  const entries = SERVICE_NAMES.map((service) => {
    const p = envPrefix(service);
    const schema = z.object({
      [`${p}_HOST`]: z.string().min(1).default('127.0.0.1'),
      [`${p}_TCP_PORT`]: port.default(DEFAULT_PORTS[service].tcp),
      [`${p}_HTTP_PORT`]: port.default(DEFAULT_PORTS[service].http),
    });
    const parsed = schema.parse(env) as Record<string, string | number>;
    return [
      service,
      {
        host: String(parsed[`${p}_HOST`]),
        tcpPort: Number(parsed[`${p}_TCP_PORT`]),
        httpPort: Number(parsed[`${p}_HTTP_PORT`]),
      },
    ] as const;
  });
  return Object.fromEntries(entries) as Record<ServiceName, ServiceEndpoint>;
}

export interface ServiceEndpoint {
  host: string;
  tcpPort: number;
  httpPort: number;
}

export type CommonEnv = z.infer<typeof commonEnvSchema>;
