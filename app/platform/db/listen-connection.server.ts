import pg from "pg";
import { logger } from "../logging/logger.server";

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** After a reconnect: notices sent while the connection was down were lost, so catch up. */
  onReconnect(): void;
}

export interface ListenConnection {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;

/**
 * One dedicated connection that LISTENs on a channel for as long as the app runs. When the server
 * drops it (a restart, a failover, the network), it reconnects with exponential backoff (250 ms,
 * doubling to 30 s, with jitter) for as long as it takes, then calls onReconnect. There is only ever
 * one live connection and one pending retry, however many errors a dying connection emits.
 */
export async function listenConnection(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<ListenConnection> {
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      if (closed) return;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.75 + Math.random() * 0.5);
      failures++;
      logger.warn({ err: error, channel, retryInMs: Math.round(delay) }, "the LISTEN connection is down; reconnecting");
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
    };
    client.on("notification", (n) => {
      if (n.channel === channel && n.payload) handlers.onPayload(n.payload);
    });
    client.on("error", onLost);
    client.on("end", () => onLost());
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    if (failures > 0) {
      logger.info({ channel, after: failures }, "the LISTEN connection is back");
      failures = 0;
      handlers.onReconnect();
    }
  };

  // A first attempt that fails is retried like any other; the app does not wait for it.
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end();
    },
  };
}
