import { Transport, type ClientOptions, type MicroserviceOptions, type RmqOptions } from '@nestjs/microservices';
import type { ServiceName } from '@hirewise/contracts';
import type { BaseConfig } from '../config/load-config';
import { ResilientServerRmq } from './resilient-server-rmq';
import { FastServerTcp } from './server-strategies';

export const RMQ_PREFETCH = 32;

/**
 * amqplib leaves Nagle's algorithm on: small replies then wait ~40 ms for an ACK. After a lost
 * connection (a broker restart) try again every second rather than amqp-connection-manager's 5 s.
 */
export const RMQ_SOCKET_OPTIONS = { connectionOptions: { noDelay: true }, reconnectTimeInSeconds: 1 };

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
      socketOptions: RMQ_SOCKET_OPTIONS,
    };
    return { strategy: new ResilientServerRmq(options) };
  }
  return { strategy: new FastServerTcp({ host: '0.0.0.0', port: config.endpoints[service].tcpPort }) };
}

/**
 * How a caller reaches a service: competing consumers on one queue in rmq mode. Requests are not
 * persistent: a request outlives neither its caller's wait (it expires in the queue at the
 * caller's timeout) nor the caller's reply queue, which lives on the caller's connection, so
 * writing it to the broker's disk would only slow every call down.
 */
export function clientOptions(service: ServiceName, config: BaseConfig): ClientOptions {
  if (config.TRANSPORT === 'rmq') {
    return {
      transport: Transport.RMQ,
      options: {
        urls: [config.RABBITMQ_URL],
        queue: requestQueue(config.QUEUE_PREFIX, service),
        queueOptions: { durable: true },
        persistent: false,
        socketOptions: RMQ_SOCKET_OPTIONS,
      },
    };
  }
  const { host, tcpPort } = config.endpoints[service];
  return { transport: Transport.TCP, options: { host, port: tcpPort } };
}
