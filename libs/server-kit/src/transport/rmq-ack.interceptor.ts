import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RmqContext } from '@nestjs/microservices';
import { finalize, type Observable } from 'rxjs';

/**
 * With manual acks a request message is acknowledged only after its handler has finished
 * (replied with a result or an error), so a crash mid-handler leaves it for another replica.
 */
@Injectable()
export class RmqAckInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc().getContext();
    if (!(rpc instanceof RmqContext)) return next.handle();
    return next.handle().pipe(
      finalize(() => {
        const channel = rpc.getChannelRef() as { ack(msg: unknown): void };
        channel.ack(rpc.getMessage());
      }),
    );
  }
}
