import { createServer, connect, type Server, type Socket, type AddressInfo } from "node:net";

/**
 * A TCP proxy in front of a real server, to make outages on demand: `cut()` drops every open
 * connection and refuses new ones (as a database restart or a network failure does) until
 * `restore()`. Nothing is faked beyond the wire.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;

  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("close", () => sockets.delete(s));
        s.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const s of sockets) s.destroy();
    await closed;
  };

  await listen();
  return { port, cut: stop, restore: listen, close: stop };
}
