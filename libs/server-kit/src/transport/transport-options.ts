import { Transport, type ClientOptions, type CustomClientOptions, type MicroserviceOptions, type RmqOptions } from '@nestjs/microservices';
import type { ServiceName } from '@hirewise/contracts';
import { readFileSync } from 'node:fs';
import { ConfigError, type BaseConfig } from '../config/load-config';
import { ResilientServerRmq } from './resilient-server-rmq';
import { ResilientClientRmq } from './resilient-client-rmq';
import { FastServerTcp } from './server-strategies';

export const RMQ_PREFETCH = 32;

/**
 * amqplib leaves Nagle's algorithm on: small replies then wait ~40 ms for an ACK. After a lost
 * connection (a broker restart) try again every second rather than amqp-connection-manager's 5 s.
 */
export const RMQ_SOCKET_OPTIONS = { connectionOptions: { noDelay: true }, reconnectTimeInSeconds: 1 };

export interface RmqSocketOptions {
  connectionOptions: { noDelay: boolean; ca?: Buffer[]; cert?: Buffer; key?: Buffer };
  reconnectTimeInSeconds: number;
}

type RmqTlsConfig = Pick<BaseConfig, 'RABBITMQ_CA_FILE' | 'RABBITMQ_CERT_FILE' | 'RABBITMQ_KEY_FILE'>;

function readPem(variable: keyof RmqTlsConfig, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (err) {
    throw new ConfigError([`${variable}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`]);
  }
}

/**
 * Socket options of every broker connection (requests, replies and events). With an amqps:// URL,
 * amqplib hands them to tls.connect: the broker's certificate must chain to RABBITMQ_CA_FILE (the
 * system's CAs when unset) and name the URL's host; RABBITMQ_CERT_FILE and RABBITMQ_KEY_FILE add a
 * client certificate. The files are read once, at start; a missing one stops the process naming it.
 */
export function rmqSocketOptions(config: RmqTlsConfig): RmqSocketOptions {
  const { RABBITMQ_CA_FILE: ca, RABBITMQ_CERT_FILE: cert, RABBITMQ_KEY_FILE: key } = config;
  if (Boolean(cert) !== Boolean(key)) throw new ConfigError([`${cert ? 'RABBITMQ_KEY_FILE' : 'RABBITMQ_CERT_FILE'}: set both RABBITMQ_CERT_FILE and RABBITMQ_KEY_FILE, or neither`]);
  return {
    ...RMQ_SOCKET_OPTIONS,
    connectionOptions: {
      ...RMQ_SOCKET_OPTIONS.connectionOptions,
      ...(ca ? { ca: [readPem('RABBITMQ_CA_FILE', ca)] } : {}),
      ...(cert && key ? { cert: readPem('RABBITMQ_CERT_FILE', cert), key: readPem('RABBITMQ_KEY_FILE', key) } : {}),
    },
  };
}

export function requestQueue(prefix: string, service: ServiceName): string {
  return `${prefix}.${service}.requests`;
}

/** How a service listens for requests: its own TCP port, or its durable RabbitMQ queue. */
export function serverOptions(service: ServiceName, config: BaseConfig): MicroserviceOptions {
  if (config.TRANSPORT === 'rmq') {
    const options: RmqOptions['options'] = {
      urls: [config.RABBITMQ_URL],
      queue: requestQueue(config.QUEUE_PREFIX, service),
      queueOptions: { durable: true },
      noAck: false,
      prefetchCount: RMQ_PREFETCH,
      persistent: false,
      socketOptions: rmqSocketOptions(config),
    };
    return { strategy: new ResilientServerRmq(options) };
  }
  return { strategy: new FastServerTcp({ host: config.BIND_HOST, port: config.endpoints[service].tcpPort }) };
}

/**
 * How a caller reaches a service: competing consumers on one queue in rmq mode. Requests are not
 * persistent: a request outlives neither its caller's wait (it expires in the queue at the
 * caller's timeout) nor the caller's reply queue, which lives on the caller's connection, so
 * writing it to the broker's disk would only slow every call down.
 */
export function clientOptions(service: ServiceName, config: BaseConfig): ClientOptions | CustomClientOptions {
  if (config.TRANSPORT === 'rmq') {
    return {
      // Nest's client, with its channels guarded (resilient-client-rmq.ts).
      customClass: ResilientClientRmq as unknown as CustomClientOptions['customClass'],
      options: {
        urls: [config.RABBITMQ_URL],
        queue: requestQueue(config.QUEUE_PREFIX, service),
        queueOptions: { durable: true },
        // The service declares its own queue; a caller's broker user may not (docs/security.md).
        noAssert: true,
        persistent: false,
        socketOptions: rmqSocketOptions(config),
      },
    };
  }
  const { host, tcpPort } = config.endpoints[service];
  return { transport: Transport.TCP, options: { host, port: tcpPort } };
}
