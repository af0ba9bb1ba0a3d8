import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { measure } from "./import-graph";

// Issue 52: no import cycle anywhere in app/ or scripts/, between files or between folders (the
// composition root imports no route helper; the platform's folders stand one above another).
describe("the import graph of app/ and scripts/", () => {
  it("has no file cycle, no folder cycle and no arrow from the platform into a feature", () => {
    const figures = measure();
    expect(figures.fileCycles).toEqual([]);
    expect(figures.groupCycles).toEqual([]);
    expect(figures.platformIntoFeatures).toEqual([]);
  });

  const planted = mkdtempSync(path.join(tmpdir(), "import-graph-"));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    writeFileSync(path.join(planted, file), text);
  };

  it("finds a planted cycle between routes, between a script and a feature, and between platform folders", () => {
    write("app/routes/a.tsx", 'import { b } from "./b";\nexport const a = b;\n');
    write("app/routes/b.ts", 'import type { a } from "./a";\nexport const b = 1 as unknown as typeof a;\n');
    write("scripts/tool.ts", 'import { run } from "~/features/area/run";\nexport const tool = run;\n');
    write("app/features/area/run.ts", 'import { tool } from "../../../scripts/tool";\nexport const run = tool;\n');
    write("app/platform/runtime/boot.ts", 'import { log } from "../logging/log";\nexport const boot = log;\n');
    write("app/platform/logging/log.ts", 'import { boot } from "~/platform/runtime/boot";\nexport const log = boot;\n');
    const figures = measure(planted);
    expect(figures.fileCycles.map((cycle) => cycle.sort().join(" ⇄ ")).sort()).toEqual([
      "../scripts/tool.ts ⇄ features/area/run.ts",
      "platform/logging/log.ts ⇄ platform/runtime/boot.ts",
      "routes/a.tsx ⇄ routes/b.ts",
    ]);
    expect(figures.groupCycles.map((cycle) => cycle.sort().join(" ⇄ ")).sort()).toEqual([
      "features/area ⇄ scripts",
      "platform/logging ⇄ platform/runtime",
    ]);
  });
});
