import { isDatabaseUnavailable } from "../db/unavailable";
import { logger } from "../logging/logger.server";

export interface PollingWorker {
  /** Asks for a round now, or as soon as a running round ends. */
  kick(): void;
  start(): void;
  /** Stops the timer and waits for a running round. */
  stop(): Promise<void>;
}

/** Runs `round` every `intervalMs` and on each kick, one round at a time; a round that fails is logged and the next one tries again. */
export function pollingWorker(name: string, round: () => Promise<unknown>, intervalMs: number): PollingWorker {
  let running: Promise<unknown> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  function kick() {
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) logger.warn({ err: error }, `${name} waits for the database`);
        else logger.error({ err: error }, `${name} round failed`);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }
  return {
    kick,
    start() {
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}
