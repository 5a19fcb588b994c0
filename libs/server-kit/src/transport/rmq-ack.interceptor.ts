import { Injectable, type BeforeApplicationShutdown, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RmqContext } from '@nestjs/microservices';
import { finalize, type Observable } from 'rxjs';

/** How long a stopping process waits for the requests it already took (Kubernetes' grace period is longer). */
export const RMQ_DRAIN_MAX_MS = 15_000;
/** After the last handler, time for its reply (queued in the channel wrapper) to reach the broker. */
const REPLY_FLUSH_MS = 200;

interface ConsumerChannel {
  ack(msg: unknown): void;
  cancel(consumerTag: string): Promise<unknown>;
}

/**
 * With manual acks a request message is acknowledged only after its handler has finished
 * (replied with a result or an error), so a crash mid-handler leaves it for another replica.
 *
 * It also drains a stopping replica (SIGTERM), before Nest closes the broker connection: the
 * consumer is cancelled, so the broker gives the next requests to the other replicas, and the
 * requests this process already took finish and reply. Without it, closing the channel under
 * load dropped replies (the process then died on the rejected publishes) and handed requests
 * that had already been carried out to another replica, which did them a second time.
 */
@Injectable()
export class RmqAckInterceptor implements NestInterceptor, BeforeApplicationShutdown {
  private inFlight = 0;
  private readonly consumers = new Map<string, ConsumerChannel>();
  private onIdle?: () => void;

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc().getContext();
    if (!(rpc instanceof RmqContext)) return next.handle();
    const channel = rpc.getChannelRef() as ConsumerChannel;
    const message = rpc.getMessage() as { fields?: { consumerTag?: string } };
    if (message.fields?.consumerTag) this.consumers.set(message.fields.consumerTag, channel);
    this.inFlight += 1;
    return next.handle().pipe(
      finalize(() => {
        try {
          channel.ack(message);
        } catch {
          // The channel closed meanwhile (broker restart): the broker has put the message back
          // already, and a throw here would end the process from inside rxjs' teardown.
        }
        this.inFlight -= 1;
        if (this.inFlight === 0) this.onIdle?.();
      }),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.consumers.size === 0 && this.inFlight === 0) return;
    await Promise.all([...this.consumers].map(([tag, channel]) => channel.cancel(tag).catch(() => undefined)));
    this.consumers.clear();
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, RMQ_DRAIN_MAX_MS);
        this.onIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await new Promise((resolve) => setTimeout(resolve, REPLY_FLUSH_MS));
  }
}
