import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The rooms of app/features may lean on each other, but never in a circle: a feature that imports
 * another must not be imported back by it, directly or through a third. Read from the source's own
 * import statements, types included.
 */
const FEATURES = path.resolve(__dirname);

function importsOf(area: string): Set<string> {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(file, "utf8").matchAll(
          /(?:from|import)\s*\(?\s*["']~\/features\/([\w-]+)(?:\/|["'])/g,
        )) {
          if (m[1] !== area) found.add(m[1]!);
        }
      }
    }
  };
  visit(path.join(FEATURES, area));
  return found;
}

function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.push([...trail, next]);
      else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const area of graph.keys()) walk(area, area, [area]);
  return found;
}

describe("the feature folders' import graph", () => {
  const areas = readdirSync(FEATURES, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const graph = new Map(areas.map((area) => [area, importsOf(area)]));

  it("has no cycle", () => {
    expect(cycles(graph).map((c) => c.join(" → "))).toEqual([]);
  });

  it("keeps the car's own rules free of every other room", () => {
    expect([...(graph.get("cars") ?? [])]).toEqual([]);
  });
});
