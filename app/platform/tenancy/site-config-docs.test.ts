import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SiteConfigSchema } from "./site-config";

/** Field paths of the schema, descending into plain and prefaulted objects. */
function fieldPaths(schema: z.ZodType, prefix = ""): string[] {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodPrefault) inner = inner.unwrap() as z.ZodType;
  if (!(inner instanceof z.ZodObject)) return [prefix];
  return Object.entries(inner.shape).flatMap(([key, child]) =>
    fieldPaths(child as z.ZodType, prefix ? `${prefix}.${key}` : key),
  );
}

describe("docs/site-config.md", () => {
  it("documents every field of the site config", () => {
    const doc = readFileSync("docs/site-config.md", "utf8");
    const paths = fieldPaths(SiteConfigSchema);
    expect(paths.length).toBeGreaterThan(80);
    expect(paths.filter((p) => !doc.includes(`\`${p}`))).toEqual([]);
  });
});
