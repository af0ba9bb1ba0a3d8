import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { hasHeapFlag } from "~/platform/runtime/worker-heap";

/** How long a slot whose worker died while starting waits before the next try, doubling each time. */
const RETRY_MS = { first: 1_000, most: 60_000 };

/**
 * With PostgreSQL, one worker process per core (WEB_CONCURRENCY overrides), all on one port. The
 * first prepares the database (migrations, the demo seed) and the rest start once it listens, so two
 * never migrate at once. Each has a slot (WORKER_SLOT) its lead journal file is named by; a worker
 * that dies is replaced in the same slot. SIGTERM and SIGINT end them all gracefully.
 * Each worker has its own search index and page cache, kept fresh by the change feed's NOTIFY, and
 * is started with a heap limit sized to them (workerHeapMb) unless this process was given one.
 * If the first worker cannot start (a database that does not exist, a failed migration) the primary
 * exits with it, so whatever runs it sees the failure instead of a worker started every second.
 */
export function runWorkers(requested: number | undefined, heapMb: number | null): void {
  const count = Math.max(1, requested ?? availableParallelism());
  if (heapMb && !hasHeapFlag(process.execArgv, process.env.NODE_OPTIONS))
    cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${heapMb}`] });
  const slots = new Map<number, number>();
  const serving = new Set<number>();
  let retryMs = RETRY_MS.first;
  let everServed = false;
  let stopping = false;
  const fork = (slot: number) => {
    const worker = cluster.fork({ WORKER_SLOT: String(slot), WORKER_COUNT: String(count) });
    slots.set(worker.id, slot);
    return worker;
  };
  // The first to listen is slot 0 or, if it died starting, its replacement.
  cluster.once("listening", () => {
    for (let slot = 1; slot < count; slot++) fork(slot);
  });
  cluster.on("listening", (worker) => {
    serving.add(worker.id);
    everServed = true;
    retryMs = RETRY_MS.first;
  });
  fork(0);
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const slot = slots.get(worker.id) ?? 0;
    const ended = `worker ${worker.process.pid} ended (${signal ?? code})`;
    if (serving.delete(worker.id)) {
      console.error(`${ended}; starting another`);
      fork(slot);
    } else if (!everServed) {
      console.error(`${ended} before it could serve; stopping`);
      stop(1);
    } else {
      console.error(`${ended} while starting; trying again in ${retryMs / 1000} s`);
      setTimeout(() => stopping || fork(slot), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MS.most);
    }
  });
  const stop = (exitCode = 0) => {
    stopping = true;
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(exitCode);
    cluster.on("exit", () => --left === 0 && process.exit(exitCode));
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
  };
  process.on("SIGINT", () => stop());
  process.on("SIGTERM", () => stop());
}
