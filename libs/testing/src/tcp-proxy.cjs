/**
 * A TCP proxy a test controls, to put delay and loss on one path (the fault soak: between the
 * gateway and RabbitMQ). Each chunk in either direction is held `delayMs` (plus up to `jitterMs`);
 * with probability `lossRate` a chunk is held `lossStallMs` more, which is what a lost segment costs
 * a TCP connection (its retransmission), and with probability `resetRate` per chunk the connection
 * is cut (a reset). Order within a direction is kept. `set()` changes the faults at any time.
 *
 *   const proxy = await startTcpProxy({ port: 5672 });   // proxy.port forwards to 127.0.0.1:5672
 *   proxy.set({ delayMs: 100, lossRate: 0.05 });
 *   proxy.set({});                                        // clean again
 */
const net = require('node:net');
const { freePort } = require('./free-port.cjs');

async function startTcpProxy({ host = '127.0.0.1', port, random = Math.random }) {
  let faults = {};
  const sockets = new Set();
  const stats = { connections: 0, chunks: 0, stalled: 0, resets: 0 };
  const server = net.createServer((client) => {
    stats.connections += 1;
    const upstream = net.connect({ host, port });
    sockets.add(client);
    sockets.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    pipe(client, upstream, close);
    pipe(upstream, client, close);
  });

  /** Forwards `from` to `to`, each chunk after its delay, in order. */
  function pipe(from, to, close) {
    let last = 0;
    from.on('data', (chunk) => {
      stats.chunks += 1;
      const { delayMs = 0, jitterMs = 0, lossRate = 0, lossStallMs = 300, resetRate = 0 } = faults;
      if (resetRate > 0 && random() < resetRate) {
        stats.resets += 1;
        return close();
      }
      let hold = delayMs + (jitterMs ? random() * jitterMs : 0);
      if (lossRate > 0 && random() < lossRate) {
        stats.stalled += 1;
        hold += lossStallMs;
      }
      const at = Math.max(Date.now() + hold, last);
      last = at;
      if (at <= Date.now()) to.write(chunk);
      else setTimeout(() => to.writable && to.write(chunk), at - Date.now());
    });
  }

  const listenPort = await freePort();
  await new Promise((resolve, reject) => server.once('error', reject).listen(listenPort, '127.0.0.1', resolve));
  return {
    port: listenPort,
    stats,
    set(next) {
      faults = { ...next };
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

module.exports = { startTcpProxy };
