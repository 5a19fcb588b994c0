import type { AmqpConnectionManager } from 'amqp-connection-manager';

/**
 * amqp-connection-manager emits 'error' on a channel wrapper when the channel's setup fails for
 * any reason but a closed channel: a connection cut while the setup is on its way ("Channel ended,
 * no reply will be forthcoming") is one. Without a listener that ends the whole process (it ended
 * the gateway under connection resets between it and the broker, issue 20). The wrapper sets the
 * channel up again on the next connection either way, so the error is only reported.
 */
export function guardChannels<T extends AmqpConnectionManager>(manager: T, report: (message: string) => void): T {
  const create = manager.createChannel.bind(manager);
  manager.createChannel = ((options?: Parameters<AmqpConnectionManager['createChannel']>[0]) => {
    const channel = create(options);
    channel.on('error', (err: unknown) => report(`broker channel setup failed, set up again on the next connection: ${(err as Error)?.message ?? String(err)}`));
    return channel;
  }) as AmqpConnectionManager['createChannel'];
  return manager;
}
