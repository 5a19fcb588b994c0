import { ClientRMQ } from '@nestjs/microservices';
import type { AmqpConnectionManager } from 'amqp-connection-manager';
import { guardChannels } from './guard-channels';

/** Nest's RabbitMQ client whose channels cannot end the process with an unheard 'error' (guard-channels.ts). */
export class ResilientClientRmq extends ClientRMQ {
  override createClient(): AmqpConnectionManager {
    return guardChannels(super.createClient(), (message) => this.logger.warn(message));
  }
}
