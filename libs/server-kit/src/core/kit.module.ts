import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { EventRoutes, eventsConsumedBy, type ServiceName } from '@hirewise/contracts';
import type { Logger } from 'pino';
import type { ServiceConfig } from '../config/load-config';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { EVENT_BUS, type EventBus } from '../events/event-bus';
import { EventBusLifecycle } from '../events/event-bus.lifecycle';
import { EventRegistry, type EventSchemaMap } from '../events/event-registry';
import { EventsController } from '../events/events.controller';
import { RmqEventBus } from '../events/rmq-event-bus';
import { TcpEventBus } from '../events/tcp-event-bus';
import { HealthController } from '../health/health.controller';
import { ClientRegistry } from '../transport/client-registry';
import { RmqAckInterceptor } from '../transport/rmq-ack.interceptor';
import { rmqSocketOptions } from '../transport/transport-options';
import { RequestContextInterceptor } from '../observability/request-context.interceptor';
import { CallerTokenInterceptor } from '../security/caller-token.interceptor';
import { ServiceTrust, type TrustTables } from '../security/service-trust';
import { LOGGER, SERVICE_CONFIG } from './tokens';

export interface KitOptions {
  config: ServiceConfig;
  logger: Logger;
  /** Event routing table; the contracts' table unless a test supplies its own. */
  routes?: Record<string, readonly string[]>;
  /** HTTP paths whose errors carry the spec's `error` field too (AllExceptionsFilter), also when raised before their controller. */
  errorField?: (path: string) => boolean;
  /** Who may call what (docs/security.md): the contracts' CallPolicy and EventProducers unless a test supplies its own. */
  trust?: TrustTables;
  /** Event payload schemas; the contracts' EventSchemas unless a test supplies its own (for its own events). */
  events?: EventSchemaMap;
}

/**
 * Everything a service process needs besides its features: config, logger, error mapping,
 * clients to other services, the event bus for the chosen transport, and health.
 */
@Module({})
export class KitModule {
  static forService({ config, logger, routes = EventRoutes, errorField, trust: tables, events }: KitOptions): DynamicModule {
    const trust = new ServiceTrust(config.service, config, { routes, ...tables });
    const providers: Provider[] = [
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: LOGGER, useValue: logger },
      { provide: ClientRegistry, useFactory: () => new ClientRegistry(config, trust) },
      { provide: EventRegistry, useFactory: () => new EventRegistry(logger, events) },
      {
        provide: EVENT_BUS,
        inject: [EventRegistry, ClientRegistry],
        useFactory: (registry: EventRegistry, clients: ClientRegistry): EventBus =>
          config.TRANSPORT === 'rmq'
            ? new RmqEventBus(
                {
                  url: config.RABBITMQ_URL,
                  prefix: config.QUEUE_PREFIX,
                  service: config.service,
                  consumes: eventsConsumedBy(config.service, routes),
                  socketOptions: rmqSocketOptions(config),
                },
                registry,
                logger,
                trust,
              )
            : new TcpEventBus(routes, (service: ServiceName) => clients.get(service)),
      },
      { provide: EventBusLifecycle, inject: [EVENT_BUS], useFactory: (bus: EventBus) => new EventBusLifecycle(bus) },
      { provide: APP_FILTER, useFactory: () => new AllExceptionsFilter(logger, errorField, config.service) },
      // Manual acks and draining exist only on RabbitMQ; over TCP the layer would only cost time.
      ...(config.TRANSPORT === 'rmq' ? [{ provide: APP_INTERCEPTOR, useClass: RmqAckInterceptor }] : []),
      // Before the request context unwraps the payload: an untrusted message reaches no pipe or handler.
      { provide: APP_INTERCEPTOR, useFactory: () => new CallerTokenInterceptor(trust, logger) },
      { provide: APP_INTERCEPTOR, useFactory: () => new RequestContextInterceptor(logger) },
    ];
    return {
      module: KitModule,
      global: true,
      controllers: config.TRANSPORT === 'tcp' ? [HealthController, EventsController] : [HealthController],
      providers,
      exports: [SERVICE_CONFIG, LOGGER, ClientRegistry, EventRegistry, EVENT_BUS],
    };
  }
}
