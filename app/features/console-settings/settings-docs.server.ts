import { readFileSync } from "node:fs";
import path from "node:path";

let words: Map<string, string> | undefined;

/**
 * Each setting's words from docs/site-config.md (the field's table row: its spec sentence), so the
 * editor explains a switch as the documentation does. Read once; without the file, no words.
 */
export function settingWords(): ReadonlyMap<string, string> {
  if (words) return words;
  words = new Map();
  let text = "";
  try {
    text = readFileSync(path.resolve(process.cwd(), "docs/site-config.md"), "utf8");
  } catch {
    return words;
  }
  for (const line of text.split("\n")) {
    const cells = line.split(" | ");
    if (!line.startsWith("| `") || cells.length < 3) continue;
    const sentence = cells
      .slice(2)
      .join(" | ")
      .replace(/\s*\|\s*$/, "")
      .replace(/`/g, "");
    for (const field of cells[0]!.matchAll(/`([a-z_.]+)`/g)) words.set(field[1]!, sentence);
  }
  return words;
}
