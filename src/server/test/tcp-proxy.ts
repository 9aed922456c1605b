import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Destroys every connection through the proxy, as a database restart or a network fault does. */
  cut(): void;
  /** While down, new connections are refused at once (and open ones are cut). */
  down(): void;
  up(): void;
  /**
   * Open connections stay open but carry nothing, either way, until `unstall` (a server that stops
   * answering without closing, or a network that drops packets).
   */
  stall(): void;
  unstall(): void;
  close(): Promise<void>;
};

/** A TCP proxy in front of `target` that a test can cut, to see the shop through a database outage. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const pairs = new Set<[client: Socket, upstream: Socket]>();
  let isDown = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (isDown) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut,
    down() {
      isDown = true;
      cut();
    },
    up() {
      isDown = false;
    },
    stall() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    unstall() {
      for (const [client, upstream] of pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}
