import type { Server } from "node:http";
import type { Socket } from "node:net";
import { addressKey } from "../security/client-address";

export interface ConnectionLimits {
  /** Open connections one client (an address, an IPv6 /64) may hold; 0 for no cap (behind a proxy). */
  perClient: number;
  /** How long a whole request, headers and body, may take to arrive. */
  requestTimeoutMs: number;
  /** How long the headers alone may take. */
  headersTimeoutMs: number;
}

/**
 * A client that opens connections and sends slowly holds a file handle and memory for each: past
 * `perClient` open connections from one address the next is closed at once, and a request whose
 * body trickles in is cut off after `requestTimeoutMs` (Node waits five minutes by default).
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.requestTimeout = limits.requestTimeoutMs;
  server.headersTimeout = limits.headersTimeoutMs;
  if (limits.perClient <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const client = addressKey(socket.remoteAddress ?? "unknown");
    const count = (open.get(client) ?? 0) + 1;
    if (count > limits.perClient) return void socket.destroy();
    open.set(client, count);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
