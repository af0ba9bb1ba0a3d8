import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each long system file took in a full `npm test` (2026-11-29, two workers). Vitest starts
 * the files it has timed longest first, but a fresh clone has no timings and it falls back to the
 * largest file first: the fuzz file, among the smallest and 27 s long, then ran last with the other
 * worker idle. Unlisted files are short.
 */
const SECONDS: Record<string, number> = {
  "console-fuzz": 51,
  postgres: 38,
  "crash-writes": 35,
  crash: 31,
  "dead-links": 30,
  fuzz: 27,
  "http-hardening": 24,
  "search-engines": 23,
  "import-beside-server": 15,
  "mail-crash": 14,
  "speed-to-lead": 13,
  "page-markup": 11,
};

const expected = (spec: TestSpecification) => SECONDS[path.basename(spec.moduleId, ".test.ts")] ?? 0;

/** The system files, longest first, so that the run does not end on one long file alone. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byVitest = await super.sort(files);
    return byVitest.sort((a, b) => expected(b) - expected(a));
  }
}
