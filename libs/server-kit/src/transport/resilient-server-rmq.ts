import { ServerRMQ, type RmqContext } from '@nestjs/microservices';
import { routeOfPattern } from './server-strategies';

/**
 * Nest's RabbitMQ server with one change: a reply whose publish fails (the broker closed the
 * channel while the handler ran, e.g. when RabbitMQ restarts) is logged instead of being left as
 * an unhandled promise rejection, which ended the whole service process. The caller has gone with
 * that connection anyway (its reply queue lived on it) and answers 503 on its time-out. Handlers
 * are looked up without a throw per message (server-strategies.ts).
 */
export class ResilientServerRmq extends ServerRMQ {
  protected override getRouteFromPattern(pattern: string): string {
    return routeOfPattern(pattern, (p) => super.getRouteFromPattern(p));
  }

  override sendMessage<T = unknown>(message: T, replyTo: string, correlationId: string, context: RmqContext): void {
    const outgoing = this.serializer.serialize(message as never) as { options?: Record<string, unknown> } & Record<string, unknown>;
    const options = outgoing.options;
    delete outgoing.options;
    const buffer = Buffer.from(JSON.stringify(outgoing));
    this.onProcessingEndHook?.(this.transportId!, context);
    const sent = this.channel?.sendToQueue(replyTo, buffer, { correlationId, ...options });
    void sent?.catch((err: unknown) => this.logger.warn(`reply not sent, the broker connection closed: ${(err as Error).message ?? String(err)}`));
  }
}
