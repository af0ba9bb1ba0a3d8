import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("names each inline script once, by the hash of exactly its text", () => {
    const html = `<head><script>window.a = 1;</script><script type="module" async>import "/assets/x.js";</script></head><body><script>window.a = 1;</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/x.js";')]);
  });

  it("leaves out scripts loaded from an address, which 'self' already allows", () => {
    expect(
      inlineScriptHashes(`<script src="/assets/a.js"></script><script type="module" src='/b.js'></script>`),
    ).toEqual([]);
  });

  it("hashes an empty script and text across lines as written", () => {
    expect(inlineScriptHashes("<script></script><SCRIPT>\n  x()\n</SCRIPT>")).toEqual([sha(""), sha("\n  x()\n")]);
  });
});
