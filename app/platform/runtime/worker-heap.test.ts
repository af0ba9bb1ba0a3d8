import { describe, expect, it } from "vitest";
import { hasHeapFlag, workerHeapMb } from "./worker-heap";

describe("workerHeapMb", () => {
  it.each([
    {
      env: { SEARCH_INDEX_MB: 512, PAGE_CACHE_MB: 64 },
      heap: 1088,
      why: "the bench's bound: indexes, pages and 512 MB",
    },
    { env: { SEARCH_INDEX_MB: 256, PAGE_CACHE_MB: 0 }, heap: 768, why: "no page cache" },
    { env: { SEARCH_INDEX_MB: 0, PAGE_CACHE_MB: 64 }, heap: null, why: "unbounded indexes: V8's own limit" },
    { env: { WORKER_HEAP_MB: 2048, SEARCH_INDEX_MB: 512, PAGE_CACHE_MB: 64 }, heap: 2048, why: "set outright" },
    { env: { WORKER_HEAP_MB: 900, SEARCH_INDEX_MB: 0, PAGE_CACHE_MB: 64 }, heap: 900, why: "set without a bound" },
  ])("$why: $heap", ({ env, heap }) => {
    expect(workerHeapMb(env)).toBe(heap);
  });
});

describe("hasHeapFlag", () => {
  it.each([
    { execArgv: ["--import", "tsx"], nodeOptions: "", has: false },
    { execArgv: ["--max-old-space-size=3000", "--import", "tsx"], nodeOptions: "", has: true },
    { execArgv: ["--import", "tsx"], nodeOptions: "--enable-source-maps --max-old-space-size=3000", has: true },
    { execArgv: [], nodeOptions: "--max-semi-space-size=32", has: false },
  ])("$execArgv with NODE_OPTIONS '$nodeOptions': $has", ({ execArgv, nodeOptions, has }) => {
    expect(hasHeapFlag(execArgv, nodeOptions)).toBe(has);
  });
});
