import type { OnApplicationShutdown } from '@nestjs/common';
import type { ServiceName } from '@hirewise/contracts';
import type { BaseConfig } from '../config/load-config';
import { ServiceTrust } from '../security/service-trust';
import { ServiceClient } from './service-client';

/** One lazily created client per target service, closed at shutdown. */
export class ClientRegistry implements OnApplicationShutdown {
  private readonly clients = new Map<ServiceName, ServiceClient>();

  constructor(
    private readonly config: BaseConfig,
    private readonly trust: ServiceTrust = new ServiceTrust(config.service, config),
  ) {}

  get(service: ServiceName): ServiceClient {
    let client = this.clients.get(service);
    if (!client) {
      client = new ServiceClient(service, this.config, this.trust);
      this.clients.set(service, client);
    }
    return client;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.clients.values()].map((c) => c.close().catch(() => undefined)));
    this.clients.clear();
  }
}
