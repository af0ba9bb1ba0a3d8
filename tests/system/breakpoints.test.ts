import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Spec 001 section 9: "Responsive breakpoints (min-width): xs 400px; sm 576px; md 768px; lg 992px;
// xl 1200px; xxl 1400px. Down variants (max-width): sm 576px, md 768px, lg 992px, xl 1200px."
// Issue 56: the built shop CSS had only the 991 px max-width one. Read from the build `npm test` made.
const ASSETS = "build/client/assets";

function shopCss(): string {
  const root = readdirSync(ASSETS).filter((f) => /^root-.*\.css$/.test(f));
  expect(root).toHaveLength(1);
  return readFileSync(path.join(ASSETS, root[0]!), "utf8");
}

describe("the shop's built CSS", () => {
  const css = shopCss();
  it.each([400, 576, 768, 992, 1200, 1400])("answers at %i px and wider", (px) => {
    expect(css).toContain(`@media (width>=${px}px)`);
  });
  it.each([576, 768, 992, 1200])("answers below %i px", (px) => {
    expect(css.includes(`@media not all and (width>=${px}px)`) || css.includes(`@media (width<=${px - 1}px)`)).toBe(
      true,
    );
  });
});
