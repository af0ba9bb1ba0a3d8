import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import { addressKey } from "../security/client-address";

/**
 * The HTTP server's own limits: a whole request, body included, must arrive within
 * `requestTimeoutMs` (Node waits five minutes by default, and checks every 30 s), its headers within
 * 15 s, so a body that trickles in one byte at a time cannot hold a connection for long.
 */
export function serverOptions(requestTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(requestTimeoutMs, 15_000),
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
  };
}

/**
 * A client that opens connections and keeps them holds a file handle and memory for each: past
 * `perClient` open connections from one address (an IPv6 /64 counts as one) the next is closed at
 * once. 0 sets no cap.
 */
export function limitConnections(server: Server, perClient: number): void {
  if (perClient <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const client = addressKey(socket.remoteAddress ?? "unknown");
    const count = (open.get(client) ?? 0) + 1;
    if (count > perClient) return void socket.destroy();
    open.set(client, count);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

/**
 * CONNECT asks the server to be a tunnel; Node hands it to a "connect" listener or, with none, drops
 * the connection. It gets the answer every other method we do not serve gets: 405.
 */
export function refuseTunnels(server: Server): void {
  const body = "This address does not answer CONNECT.";
  server.on("connect", (_request, socket: Socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
