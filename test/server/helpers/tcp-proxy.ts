/**
 * A TCP proxy in front of a real server, which a test can cut, freeze and restore. The faults are
 * real — the client sees refused, dropped or silent connections:
 * - `cut()` stops listening (new connections are refused) and closes every open connection;
 * - `freeze()` is a network partition: every connection stays open and new ones are accepted, but
 *   no byte goes through in either direction and a close on one side does not reach the other;
 *   `unfreeze()` delivers what was held back, in order, as TCP does when the network heals;
 * - `restore()` ends either fault (after a cut it listens again on the same port).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on (the same after a restore). */
  port: number;
  /** Connections accepted so far. */
  readonly accepted: number;
  cut(): Promise<void>;
  freeze(): void;
  unfreeze(): void;
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

interface Link {
  client: net.Socket;
  /** Null while a connection accepted during a freeze waits for its way to the server. */
  upstream: net.Socket | null;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const links = new Set<Link>();
  let accepted = 0;
  let frozen = false;
  /** Closes that happened during a freeze, passed on to the other side when it ends. */
  let heldCloses: (() => void)[] = [];

  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // a cut connection may error on either side; the peer sees it, the proxy does not care
    socket.on('error', () => socket.destroy());
  };
  /** Destroys `peer` once `socket` closes — at once, or when a freeze ends. */
  const closeTogether = (socket: net.Socket, peer: () => net.Socket | null, link: Link) => {
    socket.on('close', () => {
      const pass = () => {
        links.delete(link);
        peer()?.destroy();
      };
      if (frozen) heldCloses.push(pass);
      else pass();
    });
  };
  const flow = (link: Link) => {
    link.client.pipe(link.upstream!);
    link.upstream!.pipe(link.client);
    link.client.resume();
    link.upstream!.resume();
  };
  const connectUpstream = (link: Link) => {
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    track(upstream);
    closeTogether(upstream, () => link.client, link);
    flow(link);
  };

  const server = net.createServer((client) => {
    accepted += 1;
    const link: Link = { client, upstream: null };
    links.add(link);
    track(client);
    closeTogether(client, () => link.upstream, link);
    if (frozen)
      client.pause(); // the server is not reached until the network heals
    else connectUpstream(link);
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
  const unfreeze = () => {
    if (!frozen) return;
    frozen = false;
    for (const link of links) {
      if (link.upstream) flow(link);
      else connectUpstream(link);
    }
    const closes = heldCloses;
    heldCloses = [];
    for (const pass of closes) pass();
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
    freeze() {
      if (frozen) return;
      frozen = true;
      for (const { client, upstream } of links) {
        if (!upstream) continue;
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    unfreeze,
    async restore() {
      unfreeze();
      if (!server.listening) await listen(server, port);
    },
    async close() {
      frozen = false;
      heldCloses = [];
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
