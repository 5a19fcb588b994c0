/**
 * Loopback ports for the listeners tests and the stack start. A port is chosen here and bound later
 * by another process, so two things can take it in between:
 *  - an outgoing connection (a service's connection to PostgreSQL, RabbitMQ or another service): the
 *    kernel gives those a local port from its ephemeral range, which is also where `listen(0)` picks
 *    from; ports here come from below that range, where outgoing connections never land;
 *  - another caller of this function: never the same port twice in one process, a random port across
 *    the range otherwise, and a stack that still loses the race starts again (stack.cjs).
 */
const net = require('node:net');
const { readFileSync } = require('node:fs');
const { randomInt } = require('node:crypto');

const LOWEST = 10_000;
const handedOut = new Set();

/** The first port of the kernel's ephemeral range (32768 on Linux by default). */
function ephemeralStart() {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > LOWEST + 1000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}
const HIGHEST = ephemeralStart() - 1;

function canListen(port) {
  return new Promise((res) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => res(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => res(true)));
  });
}

/** A loopback port nothing listened on a moment ago, not handed out before by this process. */
async function freePort() {
  for (let i = 0; i < 500; i++) {
    const port = randomInt(LOWEST, HIGHEST + 1);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free loopback port found between ${LOWEST} and ${HIGHEST}`);
}

module.exports = { freePort };
