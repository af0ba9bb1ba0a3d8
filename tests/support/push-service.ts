import { createRequire } from "node:module";
import { freePort } from "./server-process";

/**
 * A mock push service (the `web-push-testing` package): what a browser's push service is to the
 * server (subscribe, receive an encrypted, VAPID-signed message, decrypt it), on this machine.
 */
export interface PushService {
  /** A browser's subscription, as PushSubscription.toJSON() gives it, and its handle for reading what came. */
  subscribe(
    publicKey: string,
  ): Promise<{ subscription: { endpoint: string; keys: { p256dh: string; auth: string } }; client: string }>;
  /** The decrypted messages a subscription has received, oldest first. */
  messages(client: string): Promise<string[]>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

export async function startPushService(): Promise<PushService> {
  const port = await freePort();
  const Server = require("web-push-testing/src/server.js") as new (
    model: unknown,
    port: number,
  ) => {
    startServer(): void;
    _server: { close(done: () => void): void };
  };
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js") as { PushApiModel: new () => unknown };
  const server = new Server(new PushApiModel(), port);
  const log = console.log;
  // It says "Server running on port" on start; the test's output has no use for it.
  console.log = () => {};
  server.startServer();
  console.log = log;
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${base}/status`, { method: "POST" }).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await answer.json()) as { data: Record<string, unknown> };
  };
  return {
    async subscribe(publicKey) {
      const { data } = await post("/subscribe", { userVisibleOnly: "true", applicationServerKey: publicKey });
      const { clientHash, ...subscription } = data as {
        clientHash: string;
        endpoint: string;
        keys: { p256dh: string; auth: string };
      };
      return { subscription, client: clientHash };
    },
    async messages(client) {
      const { data } = await post("/get-notifications", { clientHash: client });
      return (data.messages as string[]) ?? [];
    },
    close: () => new Promise<void>((resolve) => server._server.close(resolve)),
  };
}
