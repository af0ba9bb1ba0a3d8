/** What a worker keeps besides its search indexes and page cache: code, React, requests in hand. */
export const WORKER_HEAP_HEADROOM_MB = 512;

/**
 * The V8 heap limit each worker is started with, in MB (null: V8's own, about a quarter of the
 * machine's memory). V8 lets garbage pile up towards its limit, so without one a busy worker
 * holding half a gigabyte of live data grew past 1.7 GB; with one it collects sooner at no cost
 * in speed. Only a bounded index has a size to set it by.
 */
export function workerHeapMb(env: {
  WORKER_HEAP_MB?: number;
  SEARCH_INDEX_MB: number;
  PAGE_CACHE_MB: number;
}): number | null {
  if (env.WORKER_HEAP_MB) return env.WORKER_HEAP_MB;
  if (env.SEARCH_INDEX_MB === 0) return null;
  return env.SEARCH_INDEX_MB + env.PAGE_CACHE_MB + WORKER_HEAP_HEADROOM_MB;
}

/** A process started with its own limit (a flag or NODE_OPTIONS) passes it to its workers unchanged. */
export const hasHeapFlag = (execArgv: readonly string[], nodeOptions = "") =>
  [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => arg.startsWith("--max-old-space-size"));
