/**
 * A graceful stop without resets: no new connections, and the open ones left to their clients.
 * Node's http `close()` also cuts kept-alive connections that look idle, and a client may have
 * sent its next request on one that very moment: that request is reset. And a listening socket
 * closed while clients reconnect resets the connections waiting in its accept queue. So the
 * listening socket alone is closed at once (new connections are refused, a load balancer moves
 * on); every request still arriving on an open connection is answered 503 with
 * `Connection: close` (draining.ts), so the clients close them one by one.
 */
import net from 'node:net';
import type { Server } from 'node:http';

/**
 * Resolves once every open connection is closed, or after `waitMs` (a client that keeps an idle
 * connection and never sends on it again).
 * @example
 * app.startDraining();
 * await closeWhenClientsLeave(app.server, 4000);
 * await app.close();
 */
export function closeWhenClientsLeave(server: Server, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    timer.unref();
    net.Server.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
