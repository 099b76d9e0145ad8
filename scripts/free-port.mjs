/**
 * A port for a server another process will open later (the test runner, the second origin, a
 * provider): free now, and taken from below the kernel's ephemeral range. A port the kernel hands
 * out (listen(0)) is closed again before its user opens it, and in between any outgoing
 * connection of the suites running beside it may be given the same port — a CI run failed so with
 * EADDRINUSE. Ports below the range are given to no one who did not ask for them.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const FALLBACK_EPHEMERAL_LOW = 32768;
const LOWEST = 20000;

function ephemeralLow() {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    const value = Number(low);
    return Number.isInteger(value) && value > LOWEST + 1000 ? value : FALLBACK_EPHEMERAL_LOW;
  } catch {
    return FALLBACK_EPHEMERAL_LOW;
  }
}

/** Whether `port` can be opened on every interface (as the servers that use it listen). */
function canListen(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

const handedOut = new Set();

/**
 * @example
 * const port = await freePort();
 */
export async function freePort() {
  const high = ephemeralLow();
  for (let tries = 0; tries < 200; tries++) {
    const port = LOWEST + Math.floor(Math.random() * (high - LOWEST));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`没有找到空闲端口（${LOWEST}–${high - 1}）`);
}
