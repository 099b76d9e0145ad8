/**
 * A TCP proxy in front of a real server, which a test can cut and restore: `cut()` stops listening
 * (new connections are refused) and closes every open connection; `restore()` listens again on the
 * same port. The fault is real — the client sees refused and dropped connections.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on (the same after a restore). */
  port: number;
  /** Connections accepted so far. */
  readonly accepted: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let accepted = 0;
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // a cut connection may error on either side; the peer sees it, the proxy does not care
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    accepted += 1;
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const port = await listen(server, 0);

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    get accepted() {
      return accepted;
    },
    async cut() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    async restore() {
      await listen(server, port);
    },
    async close() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
